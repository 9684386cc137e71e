// The site's placeholders (docs/decisions/0052-facts-said-once.md): a text visitors read may
// say `{product}` (the site's title) or one of the facts Website Settings keeps once
// (`{setupTime}`, `{trialLength}`, `{replyTime}`, `{timeZone}`), and shows what it stands for in
// the text's own language. One edit in Website Settings changes every page that says it.
import type { TranslatedText } from "#app/db/translated-text.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import type { SiteConfig } from "./defaults.ts";

/** The placeholders every text visitors read may hold, each written `{name}`. */
export const SITE_PLACEHOLDERS = [
  "product",
  "setupTime",
  "trialLength",
  "replyTime",
  "timeZone",
] as const;
export type SitePlaceholder = (typeof SITE_PLACEHOLDERS)[number];

/** What each placeholder stands for, in every language of the site. */
export type SiteFacts = Record<SitePlaceholder, TranslatedText>;

/** The configuration's values the placeholders stand for. */
export type SiteFactsSource = Pick<
  SiteConfig,
  "siteTitle" | "setupTime" | "trialLength" | "replyTime" | "timeZoneLabel"
>;

/** The placeholders' values in a stored configuration; the time zone's label is one for all. */
export function siteFactsOf(config: SiteFactsSource): SiteFacts {
  return {
    product: config.siteTitle,
    setupTime: config.setupTime,
    trialLength: config.trialLength,
    replyTime: config.replyTime,
    timeZone: { en: config.timeZoneLabel },
  };
}

function isSitePlaceholder(name: string): name is SitePlaceholder {
  return (SITE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** Each placeholder's text in `locale` (English where it has none): the catalogues' `{{name}}`. */
export function sitePlaceholderValues(
  facts: SiteFacts,
  locale: Locale,
): Record<SitePlaceholder, string> {
  return Object.fromEntries(
    SITE_PLACEHOLDERS.map((name) => [name, textIn(facts[name], locale)]),
  ) as Record<SitePlaceholder, string>;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * `text`, written in `locale`, with each site placeholder replaced by its value in that
 * language; any other `{name}` (a chat's `{page}`, a badge's `{discount}`) is left for its own
 * filler. In HTML (`html`: a rich text's body) the values are escaped: a fact is plain text.
 */
export function fillSitePlaceholders(
  text: string,
  facts: SiteFacts,
  locale: Locale,
  { html = false }: { html?: boolean } = {},
): string {
  if (!text.includes("{")) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!isSitePlaceholder(name)) return placeholder;
    const value = textIn(facts[name], locale);
    return html ? value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? "") : value;
  });
}
