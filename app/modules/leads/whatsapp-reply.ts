import { parseWithZod } from "@conform-to/zod/v4";
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
export const TEMPLATES_SAVE_FAILED = "Failed to save WhatsApp templates";

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

/** A template row's fields as the form names them: `template-name-0`, `template-text-0`. */
export function templateFields(slot: number) {
  return { name: `template-name-${slot}`, text: `template-text-${slot}` } as const;
}

/** The posted template rows with their slots, blank rows left out. */
export function templateRows(posted: Record<string, unknown>) {
  const rows: (WhatsappTemplate & { slot: number })[] = [];
  for (let slot = 0; slot < MAX_WHATSAPP_TEMPLATES; slot++) {
    const fields = templateFields(slot);
    const name = String(posted[fields.name] ?? "");
    const text = String(posted[fields.text] ?? "");
    if (name.trim() || text.trim()) rows.push({ slot, name, text });
  }
  return rows;
}

/**
 * The templates form (ADR 0033: one schema for the form and its action): the filled rows, each
 * checked by whatsappTemplateSchema, its problems at its own fields.
 */
export const whatsappTemplatesFormSchema = z
  .record(z.string(), z.unknown())
  .transform((posted, context) => {
    const templates: WhatsappTemplate[] = [];
    for (const { slot, ...row } of templateRows(posted)) {
      const parsed = whatsappTemplateSchema.safeParse(row);
      if (parsed.success) templates.push(parsed.data);
      for (const issue of parsed.error?.issues ?? []) {
        const field = templateFields(slot)[issue.path[0] === "text" ? "text" : "name"];
        context.addIssue({ code: "custom", path: [field], message: issue.message });
      }
    }
    return templates;
  });

export function parseWhatsappTemplatesForm(formData: FormData) {
  return parseWithZod(formData, { schema: whatsappTemplatesFormSchema, disableAutoCoercion: true });
}

/** The form's values for the saved templates, every slot. */
export function templatesFormValue(templates: readonly WhatsappTemplate[]) {
  return Object.fromEntries(
    Array.from({ length: MAX_WHATSAPP_TEMPLATES }, (_, slot) => {
      const fields = templateFields(slot);
      const template = templates[slot];
      return [
        [fields.name, template?.name ?? ""],
        [fields.text, template?.text ?? ""],
      ];
    }).flat(),
  );
}

/** A refused save's toast text, from its first message: "Template 2: Write the message." */
export function templatesRefusal(
  error: Record<string, string[] | null> | null | undefined,
): string | undefined {
  const [field, messages] = Object.entries(error ?? {}).find(([, list]) => list?.length) ?? [];
  const slot = /-(\d+)$/.exec(field ?? "")?.[1];
  return slot && messages ? `Template ${Number(slot) + 1}: ${messages[0]}` : undefined;
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
