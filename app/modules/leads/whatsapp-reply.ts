import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";

// "Reply on WhatsApp": a wa.me link to the lead's number, with a message from one of the
// team's templates (kept in Website Settings). Shared by the server (which redirects to it
// when the console runs without JavaScript) and the browser (which opens it on click).

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
export const MAX_WHATSAPP_TEMPLATES = 5;
export const MAX_TEMPLATE_NAME = 60;
export const MAX_TEMPLATE_TEXT = 1000;

export type WhatsappTemplate = { name: string; text: string };

export const DEFAULT_WHATSAPP_TEMPLATES: WhatsappTemplate[] = [
  {
    name: "Welcome",
    text: "Hi {first_name}, thanks for your interest in {site_title}! When is a good time to talk about automating your chats?",
  },
];

export const whatsappTemplateSchema = z.object({
  name: typedText()
    .trim()
    .min(1, "Give the template a name.")
    .max(MAX_TEMPLATE_NAME, `At most ${MAX_TEMPLATE_NAME} characters.`),
  text: typedText({ multiLine: true })
    .trim()
    .min(1, "Write the message.")
    .max(MAX_TEMPLATE_TEXT, `At most ${MAX_TEMPLATE_TEXT} characters.`),
});

export const whatsappTemplatesSchema = z.array(whatsappTemplateSchema).max(MAX_WHATSAPP_TEMPLATES);

/** The posted template rows (`template-name-N`, `template-text-N`), blank rows left out. */
export function templatesFromForm(form: FormData): WhatsappTemplate[] {
  const rows: WhatsappTemplate[] = [];
  for (let index = 0; index < MAX_WHATSAPP_TEMPLATES; index++) {
    const name = String(form.get(`template-name-${index}`) ?? "");
    const text = String(form.get(`template-text-${index}`) ?? "");
    if (name.trim() || text.trim()) rows.push({ name, text });
  }
  return rows;
}

export type ReplyValues = { name: string; selectedPlan: string | null; siteTitle: string };

/** The template with its placeholders filled; an unknown plan reads as "our plans". */
export function fillTemplate(text: string, values: ReplyValues): string {
  const firstName = values.name.trim().split(/\s+/)[0] ?? "";
  const replacements: Record<string, string> = {
    "{first_name}": firstName,
    "{plan}": values.selectedPlan?.trim() || "our plans",
    "{site_title}": values.siteTitle,
  };
  return text.replace(/\{(first_name|plan|site_title)\}/g, (token) => replacements[token] ?? token);
}

/** https://wa.me/<digits>?text=<message>, or null when the number cannot be dialled. */
export function whatsappReplyUrl(
  number: string | null | undefined,
  template: WhatsappTemplate,
  values: ReplyValues,
): string | null {
  const digits = e164Digits(number);
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(fillTemplate(template.text, values))}`;
}
