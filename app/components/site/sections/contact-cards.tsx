import { Globe, type LucideIcon, Mail, MessageCircle, Phone } from "lucide-react";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { chatStartPath } from "#app/modules/chat/chat-start-path.ts";
import { useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";
import { type contactDetails, telHref, whatsappHref } from "#app/modules/site-config/defaults.ts";
import { OTHER_CHATS } from "../chat/other-chats.ts";
import { SocialIcon } from "../social-icons.tsx";
import { type EditMarks, useEditMarks } from "./edit-marks.tsx";
import type { SectionChat } from "./section-button.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/** Website Settings' contact details, with their fallbacks. */
type ContactDetails = ReturnType<typeof contactDetails>;

type CardKind = SectionProps<"contactCards">["cards"][number]["kind"];

/** What each kind of card shows, links to and is drawn with. */
const CARD_KINDS: Record<
  CardKind,
  {
    icon: LucideIcon;
    text: (contact: ContactDetails) => string;
    href: (contact: ContactDetails, chat: SectionChat) => string;
  }
> = {
  phone: {
    icon: Phone,
    text: (contact) => contact.phone,
    href: (contact) => telHref(contact.phone),
  },
  email: {
    icon: Mail,
    text: (contact) => contact.email,
    href: (contact) => `mailto:${contact.email}`,
  },
  whatsapp: {
    icon: MessageCircle,
    text: (contact) => contact.whatsapp,
    // The chat link every page has, tied to the visit (ADR 0048); the bare number's chat while
    // the owner offers none.
    href: (contact, chat) =>
      chat.channels.includes("whatsapp")
        ? chatStartPath("whatsapp", chat.from)
        : whatsappHref(contact.whatsapp),
  },
};

/**
 * A card per contact detail from Website Settings, each a link to call, write or chat, a card
 * per other chat offered (Messenger, Instagram: offeredChatChannels), then the
 * card of the places served, with Website Settings' address in its text (`{address}`). Drawn as
 * up to two elements, each marked as the section in the editor's preview.
 */
export function ContactCardsSection({
  section,
  locale,
  facts,
  contact,
  chat,
}: SectionComponentProps<"contactCards"> & { contact: ContactDetails; chat: SectionChat }) {
  const t = useTranslate();
  const { presence } = section;
  // Beside the contact details' cards: a section holding only the places served has none.
  const otherChats =
    section.cards.length > 0
      ? OTHER_CHATS.filter((other) => chat.channels.includes(other.channel))
      : [];
  const marks = useEditMarks(section.id);
  return (
    <>
      {section.cards.length > 0 ? (
        <ul {...marks.section()} className="grid gap-4">
          {section.cards.map((card, index) => {
            const kind = CARD_KINDS[card.kind];
            return (
              <li key={card.kind}>
                <Card>
                  <CardContent className="flex items-center gap-4 p-5">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <kind.icon className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0">
                      <h2 {...marks.field(`cards.${index}.title`)} className="font-semibold">
                        {textIn(card.title, locale, facts)}
                      </h2>
                      <a
                        href={kind.href(contact, chat)}
                        rel={
                          card.kind === "whatsapp" && chat.channels.includes("whatsapp")
                            ? "nofollow"
                            : undefined
                        }
                        dir="ltr"
                        className="break-all text-muted-foreground hover:text-foreground hover:underline"
                      >
                        {kind.text(contact)}
                      </a>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
          {otherChats.map((other) => (
            <li key={other.channel}>
              <Card>
                <CardContent className="flex items-center gap-4 p-5">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                    <SocialIcon network={other.network} className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <h2 className="font-semibold">{t(other.title)}</h2>
                    <a
                      href={chatStartPath(other.channel, chat.from)}
                      rel="nofollow"
                      className="text-muted-foreground hover:text-foreground hover:underline"
                    >
                      {t(other.link)}
                    </a>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}

      {presence ? (
        <Card {...marks.section()}>
          <CardContent className="p-5">
            <h2 className="flex items-center gap-2 font-semibold">
              <Globe className="size-5" aria-hidden="true" />{" "}
              {marks.text("presence.title", textIn(presence.title, locale, facts))}
            </h2>
            {presence.text ? (
              <p {...marks.field("presence.text")} className="mt-2 text-sm text-muted-foreground">
                {withAddress(textIn(presence.text, locale, facts), contact.address, marks)}
              </p>
            ) : null}
            {presence.places.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {presence.places.map((place, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
                    key={index}
                    {...marks.field(`presence.places.${index}`)}
                    className="rounded-full bg-muted px-3 py-1"
                  >
                    {textIn(place, locale, facts)}
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

/**
 * The text with `{address}` replaced by the address, isolated in its own language and direction;
 * plain in the editor's preview, where the text is edited in place (edit-marks.tsx).
 */
function withAddress(text: string, address: string, marks: EditMarks): React.ReactNode {
  if (!text.includes("{address}")) return text;
  if (marks.inPreview) return text.replace("{address}", () => address);
  return withElement(
    (marker) => text.replace("{address}", marker),
    <bdi key="address" dir="auto">
      {address}
    </bdi>,
  );
}
