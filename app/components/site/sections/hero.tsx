import { Bot, CheckCheck, Layers, Send, Sparkles } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { LOCALE_INFO, type Locale } from "#app/modules/i18n/locales.ts";
import { type TranslatedText, textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";
import type { SiteFacts } from "#app/modules/site-config/site-placeholders.ts";
import { type EditMarks, useEditMarks } from "./edit-marks.tsx";
import { SectionButtonLink, type SectionChat } from "./section-button.tsx";
import { SECTION_ICON_COMPONENTS } from "./section-icons.tsx";

// Buttons on the solid primary background: the primary pair inverted, with a focus ring
// that stays visible on primary.
const onPrimaryFocus = "focus-visible:ring-primary-foreground focus-visible:ring-offset-primary";

/** The first button solid, the second outlined (the hero's, a call to action card's). */
export const ON_PRIMARY_BUTTON_CLASSES = [
  cn(
    buttonVariants({ size: "lg" }),
    "bg-primary-foreground text-primary hover:bg-primary-foreground/90",
    onPrimaryFocus,
  ),
  cn(
    buttonVariants({ size: "lg", variant: "outline" }),
    "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground",
    onPrimaryFocus,
  ),
];

const heroBadgeClass =
  "inline-flex items-center gap-2 rounded-full border border-primary-foreground/25 bg-primary-foreground/10 px-3 py-1.5 text-sm font-medium";

const chipClass =
  "absolute z-10 inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 text-sm font-semibold text-foreground shadow-lg";

type HeroProps = SectionProps<"hero"> & { id: string };

/** The headline band on primary, with the example chat beside it when the section has one. */
export function HeroSection({
  section,
  locale,
  facts,
  chat,
}: {
  section: HeroProps;
  locale: Locale;
  facts: SiteFacts;
  chat: SectionChat;
}) {
  const text = (value: TranslatedText) => textIn(value, locale, facts);
  const marks = useEditMarks(section.id);
  const titleId = `${section.id}-title`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={titleId}
      className="relative overflow-hidden bg-primary text-primary-foreground"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-10 lg:py-24">
        <div className="text-center lg:text-start">
          {section.badge ? (
            <p className={cn(heroBadgeClass, "text-xs sm:text-sm")}>
              <Sparkles className="size-4" aria-hidden="true" />
              {marks.text("badge", text(section.badge))}
            </p>
          ) : null}
          <h1
            id={titleId}
            {...marks.field("title")}
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {text(section.title)}
          </h1>
          <p
            {...marks.field("lead")}
            className="mx-auto mt-6 max-w-xl text-lg text-pretty sm:text-xl lg:mx-0"
          >
            {text(section.lead)}
          </p>
          {section.buttons.length > 0 ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              {section.buttons.map((button, index) => (
                <SectionButtonLink
                  // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
                  key={index}
                  button={button}
                  sectionId={section.id}
                  index={index}
                  locale={locale}
                  chat={chat}
                  attributes={marks.field(`buttons.${index}.label`)}
                  className={ON_PRIMARY_BUTTON_CLASSES[index]}
                >
                  {text(button.label)}
                </SectionButtonLink>
              ))}
            </div>
          ) : null}
          {section.highlights.length > 0 ? (
            <ul className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
              {section.highlights.map((highlight, index) => {
                const Icon = SECTION_ICON_COMPONENTS[highlight.icon];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
                  <li key={index} className={heroBadgeClass}>
                    <Icon className="size-4" aria-hidden="true" />
                    {marks.text(`highlights.${index}.text`, text(highlight.text))}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>

        {section.chat ? (
          <div className="relative mx-auto w-full max-w-sm">
            {/* A soft glow behind the phone; no text sits on it. */}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -inset-16 bg-[radial-gradient(closest-side,var(--color-primary-glow),transparent)] opacity-25"
            />
            <ChatMockup chat={section.chat} locale={locale} text={text} marks={marks} />
            {section.statusChip ? (
              <span className={cn(chipClass, "-top-4 -start-1 sm:-start-8")}>
                <span className="relative flex size-2.5" aria-hidden="true">
                  <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2.5 rounded-full bg-success" />
                </span>
                {marks.text("statusChip", text(section.statusChip))}
              </span>
            ) : null}
            {section.noteChip ? (
              <span className={cn(chipClass, "-end-1 -bottom-4 sm:-end-8")}>
                <Layers className="size-4" aria-hidden="true" />
                {marks.text("noteChip", text(section.noteChip))}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

const bubbleBase = "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-snug";

/**
 * A phone-like card with an automated WhatsApp conversation, in pure HTML/CSS, in the page's
 * language (right to left on Urdu pages, the business's replies on the end side as in the app).
 */
function ChatMockup({
  chat,
  locale,
  text,
  marks,
}: {
  chat: NonNullable<HeroProps["chat"]>;
  locale: Locale;
  text: (value: TranslatedText) => string;
  /** The hero's marks: the chat's texts are at `chat.…`. */
  marks: EditMarks;
}) {
  return (
    <div
      role="img"
      dir={LOCALE_INFO[locale].dir}
      lang={LOCALE_INFO[locale].lang}
      aria-label={text(chat.description)}
      className="relative rounded-[2.25rem] bg-background p-2.5 text-foreground shadow-2xl ring-1 ring-primary-foreground/20"
    >
      <div className="overflow-hidden rounded-[1.75rem] border">
        <div className="flex items-center gap-3 border-b bg-background px-4 pt-5 pb-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Bot className="size-5" />
          </span>
          <span className="min-w-0 flex-1 leading-tight">
            <span
              {...marks.field("chat.business")}
              className="block truncate text-sm font-semibold"
            >
              {text(chat.business)}
            </span>
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <span className="size-1.5 rounded-full bg-success" />
              {marks.text("chat.status", text(chat.status))}
            </span>
          </span>
        </div>

        <div className="flex flex-col gap-2.5 bg-muted px-3 py-4">
          <p
            {...marks.field("chat.question")}
            className={cn(bubbleBase, "self-start rounded-ss-sm bg-background shadow-xs")}
          >
            {text(chat.question)}
          </p>
          <p
            {...marks.field("chat.answer")}
            className={cn(
              bubbleBase,
              "self-end rounded-se-sm bg-primary text-primary-foreground shadow-xs",
            )}
          >
            {text(chat.answer)}
          </p>
          {chat.replies.length > 0 ? (
            <div className="flex flex-wrap justify-end gap-1.5">
              {chat.replies.map((reply, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
                  key={index}
                  {...marks.field(`chat.replies.${index}`)}
                  className="rounded-full border border-primary bg-background px-3 py-1 text-xs font-medium"
                >
                  {text(reply)}
                </span>
              ))}
            </div>
          ) : null}
          <p
            {...marks.field("chat.order")}
            className={cn(bubbleBase, "self-start rounded-ss-sm bg-background shadow-xs")}
          >
            {text(chat.order)}
          </p>
          <div className="flex max-w-[85%] flex-col items-end gap-1 self-end">
            <p
              {...marks.field("chat.confirmation")}
              className={cn(
                bubbleBase,
                "max-w-none rounded-se-sm bg-primary text-primary-foreground shadow-xs",
              )}
            >
              {text(chat.confirmation)}
            </p>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <CheckCheck className="size-3.5" />
              {marks.text("chat.repliedBy", text(chat.repliedBy))}
            </span>
          </div>
        </div>

        <div className="flex items-center gap-2 border-t bg-background px-3 py-3">
          <span
            {...marks.field("chat.placeholder")}
            className="flex-1 rounded-full bg-muted px-4 py-2 text-sm text-muted-foreground"
          >
            {text(chat.placeholder)}
          </span>
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Send className="size-4 rtl:-scale-x-100" />
          </span>
        </div>
      </div>
    </div>
  );
}
