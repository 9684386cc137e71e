import type { TranslatedText } from "#app/db/translated-text.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import type { WhatsappTemplate } from "./whatsapp-template-definition.ts";

// "Reply on WhatsApp": a wa.me link to the lead's number, with a message from one of the
// team's templates (kept in Website Settings) in the lead's language, or the one the owner
// chose (ADR 0054). Shared by the server (which links to it when the console runs without
// JavaScript) and the browser (which opens it on click).

/**
 * A WhatsApp number as the digits of its E.164 form, or null when it cannot be one. Spaces,
 * dashes, brackets and a leading + or 00 are dropped; a Pakistani mobile written nationally
 * (03xx xxxxxxx, the market the product serves first) gets its country code 92.
 */
export function e164Digits(number: string | null | undefined): string | null {
  let digits = (number ?? "").replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (/^03\d{9}$/.test(digits)) digits = `92${digits.slice(1)}`;
  // E.164: at most 15 digits; nothing shorter than 8 is a mobile number anywhere.
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0") ? digits : null;
}

export const WHATSAPP_PLACEHOLDERS = ["{first_name}", "{plan}", "{site_title}"] as const;

/** What {plan} reads as for a lead who chose none, in each language. */
const ANY_PLAN: Record<Locale, string> = { en: "our plans", ur: "ہمارے پلانز" };

/** The language a lead is answered in by default: their own (the page they wrote from). */
export function replyLanguageOf(leadLocale: string | null | undefined): Locale {
  return isLocale(leadLocale) ? leadLocale : DEFAULT_LOCALE;
}

/**
 * The message of a template in `wanted`: its own text there, or the English one when it has
 * none yet (`missing`: the language asked for and not written, which the form says).
 */
export type ReplyText = { text: string; language: Locale; missing: Locale | null };

export function replyTextIn(template: WhatsappTemplate, wanted: Locale): ReplyText {
  const own = template.text[wanted];
  if (typeof own === "string" && own.trim() !== "") {
    return { text: own, language: wanted, missing: null };
  }
  return {
    text: textIn(template.text, DEFAULT_LOCALE),
    language: DEFAULT_LOCALE,
    missing: wanted === DEFAULT_LOCALE ? null : wanted,
  };
}

/** What the placeholders are filled with: the site's title in each language. */
export type ReplyValues = { name: string; selectedPlan: string | null; siteTitle: TranslatedText };

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_ISOLATE = "\u2069";

/**
 * A message in `language` with its placeholders filled; an unknown plan reads as "our plans".
 * In a right-to-left message each value is isolated in its own direction, so a Latin name or
 * plan ("Premium (Pakistan) - 30,000 PKR per month") reads as typed inside the Urdu line.
 */
export function fillTemplate(text: string, values: ReplyValues, language: Locale): string {
  const firstName = values.name.trim().split(/\s+/)[0] ?? "";
  const replacements: Record<string, string> = {
    "{first_name}": firstName,
    "{plan}": values.selectedPlan?.trim() || ANY_PLAN[language],
    "{site_title}": textIn(values.siteTitle, language),
  };
  const isolated = LOCALE_INFO[language].dir === "rtl";
  return text.replace(/\{(first_name|plan|site_title)\}/g, (token) => {
    const value = replacements[token] ?? token;
    return isolated ? `${FIRST_STRONG_ISOLATE}${value}${POP_ISOLATE}` : value;
  });
}

/** The message a reply sends: the template in `wanted` (or English), filled. */
export function replyMessage(
  template: WhatsappTemplate,
  wanted: Locale,
  values: ReplyValues,
): ReplyText {
  const chosen = replyTextIn(template, wanted);
  return { ...chosen, text: fillTemplate(chosen.text, values, chosen.language) };
}

/** https://wa.me/<digits>?text=<message>, or null when the number cannot be dialled. */
export function whatsappReplyUrl(
  number: string | null | undefined,
  template: WhatsappTemplate,
  wanted: Locale,
  values: ReplyValues,
): string | null {
  const digits = e164Digits(number);
  if (!digits) return null;
  const { text } = replyMessage(template, wanted, values);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
