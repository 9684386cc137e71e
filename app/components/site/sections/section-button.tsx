import { Link } from "react-router";
import type { ChatChannel } from "#app/db/enums.ts";
import { chatStartPath, sectionLinkRef } from "#app/modules/chat/chat-start-path.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import type { SectionButton } from "#app/modules/sections/section-fields.ts";

/** What a section's chat links are drawn with: the channels offered and the page they start on. */
export type SectionChat = {
  channels: readonly ChatChannel[];
  /** The page's address as the visitor has it (`/ur/…` in Urdu): the chat's `from`. */
  from: string;
};

/**
 * A section's button: a link to its address, or a "WhatsApp chat" button's link to our own
 * address, naming the button rather than carrying its message (ADR 0048). A chat button while
 * no WhatsApp chat is offered is not drawn: it would lead nowhere.
 */
export function SectionButtonLink({
  button,
  sectionId,
  index,
  locale,
  chat,
  className,
  children,
  attributes,
}: {
  button: SectionButton;
  sectionId: string;
  index: number;
  locale: Locale;
  chat: SectionChat;
  className?: string;
  children: React.ReactNode;
  /** The editor's preview marks (edit-marks.tsx). */
  attributes: Record<string, string>;
}) {
  if (button.kind === "whatsapp") {
    if (!chat.channels.includes("whatsapp")) return null;
    const href = chatStartPath("whatsapp", chat.from, { link: sectionLinkRef(sectionId, index) });
    return (
      <a href={href} rel="nofollow" className={className} {...attributes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localizedPath(locale, button.href ?? "/")} className={className} {...attributes}>
      {children}
    </Link>
  );
}
