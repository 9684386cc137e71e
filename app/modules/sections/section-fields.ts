// The kinds of field a section is made of (docs/decisions/0023-pages-built-from-sections.md):
// texts per language inside one layout, links, media images with alt text, icons from a fixed
// set. Each is a zod schema, shared by the editor's form and the server's save.
import { CHAT_MESSAGE_MAX } from "#app/db/enums.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { normalizeLinkUrl } from "#app/modules/content/link-url.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import {
  languageShown,
  type TranslatedText,
  textIn as translatedTextIn,
} from "#app/modules/i18n/translated-content.ts";
import {
  fillSitePlaceholders,
  type SiteFacts,
} from "#app/modules/site-config/site-placeholders.ts";

/** A section's texts have the one translated-text shape (ADR 0041). */
export type { TranslatedText };

/** Longest plain texts, in characters: a headline, a paragraph. */
export const TEXT_LIMITS = { short: 200, long: 2_000 } as const;

/**
 * A text per language, keyed by the one list of the site's languages (LOCALES): a third
 * language is a new key in the stored JSON, not a column or a migration. Unknown keys are
 * refused, so a typo never hides a translation.
 */
export function localizedText({
  max = TEXT_LIMITS.short,
  required = true,
}: {
  max?: number;
  required?: boolean;
} = {}) {
  // As typed (app/lib/typed-text.ts): a section's text may hold line breaks.
  const perLocale = typedText({ multiLine: true })
    .trim()
    .max(max, { error: `Keep it under ${max} characters` });
  const shape = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === DEFAULT_LOCALE && required
        ? perLocale.min(1, { error: "Enter the English text" })
        : perLocale.optional(),
    ]),
  ) as Record<Locale, z.ZodOptional<z.ZodString> | z.ZodString>;
  return z.strictObject(shape) as unknown as z.ZodType<TranslatedText>;
}

/**
 * The text a visitor reads in `locale`: its own, else English, with the site's placeholders
 * filled in that text's language: `{product}` the site title (DECISIONS.md, Identity),
 * `{setupTime}` and the other facts Website Settings keeps once (ADR 0052). `html`: the text is
 * a rich text's HTML, the values escaped.
 */
export function textIn(
  text: TranslatedText | undefined,
  locale: Locale,
  facts: SiteFacts,
  options?: { html?: boolean },
): string {
  return fillSitePlaceholders(
    translatedTextIn(text, locale),
    facts,
    languageShown(text, locale),
    options,
  );
}

/**
 * Where a button or a link leads: a path on this site, or an `https:`, `mailto:` or `tel:`
 * address (a `wa.me` chat link is https). The editor's link check (link-url.ts) first, then
 * https only: a plain-http link on a page visitors trust is a downgrade.
 */
export const sectionLink = z.string().transform((value, context) => {
  const result = normalizeLinkUrl(value);
  if (!result.ok) {
    context.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  }
  if (result.href.startsWith("http:")) {
    context.addIssue({ code: "custom", message: "Use an https:// address" });
    return z.NEVER;
  }
  return result.href;
});

/** Where a button leads: a web address (`href`), or a WhatsApp chat with its own message. */
export const BUTTON_KINDS = ["link", "whatsapp"] as const;

/**
 * A button: its label in each language and where it leads. A "WhatsApp chat" button opens a
 * chat through our own address with its own message (ADR 0048), the site's while it has none;
 * a button without a kind, as stored before there were kinds, leads to its `href`.
 */
export const sectionButton = z
  .strictObject({
    label: localizedText(),
    kind: z.enum(BUTTON_KINDS, { error: "Choose a web address or a WhatsApp chat" }).optional(),
    href: sectionLink.optional(),
    message: localizedText({ max: CHAT_MESSAGE_MAX, required: false }).optional(),
  })
  .superRefine((button, context) => {
    if (button.kind !== "whatsapp" && !button.href) {
      context.addIssue({
        code: "custom",
        message: "Enter a link, or choose WhatsApp chat",
        path: ["href"],
      });
    }
  });
export type SectionButton = z.output<typeof sectionButton>;

/**
 * An image from the media library, by its stored name, with the alt text screen readers say
 * (required in English: an image on a public page without it fails WCAG 1.1.1).
 */
export const sectionImage = z.strictObject({
  media: z.string().regex(/^[\w-]+\.(?:jpe?g|png|gif|webp)$/i, {
    error: "Choose an image from the media library",
  }),
  alt: localizedText(),
});

/**
 * The icons a section may show: a fixed set, so a stored name is always one the site can draw
 * (each maps to one lucide icon in the section components).
 */
export const SECTION_ICONS = [
  "message-circle",
  "camera",
  "messages-square",
  "mouse-pointer-click",
  "bot",
  "languages",
  "clock",
  "users",
  "chart-column",
  "shield-check",
  "sparkles",
  "layers",
  "zap",
  "heart-handshake",
  "lightbulb",
  "target",
  "eye",
  "globe",
  "mail",
  "phone",
  "map-pin",
  "badge-percent",
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];
export const sectionIcon = z.enum(SECTION_ICONS, { error: "Choose an icon from the list" });
