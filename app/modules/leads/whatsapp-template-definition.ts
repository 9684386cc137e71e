import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TranslatedText } from "#app/db/translated-text.ts";
import { z } from "#app/lib/zod.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import { text, translatableText } from "#app/modules/entities/entity-field.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/modules/i18n/locales.ts";

// The team's "Reply on WhatsApp" templates (kept in Website Settings, ADR 0054): each declared
// once (ADR 0041), a name the console knows it by and a message per language, English
// required. The templates form posts `templates[0].name`, `templates[0].text.en`, … one row per
// slot; a blank row is no template.

export const MAX_WHATSAPP_TEMPLATES = 5;
export const MAX_TEMPLATE_NAME = 60;
export const MAX_TEMPLATE_TEXT = 1000;
export const TEMPLATES_SAVE_FAILED = "Failed to save WhatsApp templates";

export const whatsappTemplateDefinition = defineEntity({
  name: text({ label: "Name", max: MAX_TEMPLATE_NAME, required: true }),
  text: translatableText({
    label: "Message",
    max: MAX_TEMPLATE_TEXT,
    required: true,
    multiLine: true,
  }),
});

/** A stored template: its name (the console's, English) and its message per language. */
export type WhatsappTemplate = { name: string; text: TranslatedText };

export const DEFAULT_WHATSAPP_TEMPLATES: WhatsappTemplate[] = [
  {
    name: "Welcome",
    text: {
      en: "Hi {first_name}, thanks for your interest in {site_title}! When is a good time to talk about automating your chats?",
      ur: "السلام علیکم {first_name}، {site_title} میں دلچسپی لینے کا شکریہ! آپ کی چیٹس خودکار بنانے کے بارے میں بات کرنے کے لیے کون سا وقت مناسب رہے گا؟",
    },
  },
];

/** The templates as stored: a name, and a message with its English text. */
export const storedTemplatesSchema = z
  .array(
    z.object({
      name: z.string().min(1),
      text: z
        .partialRecord(z.enum(LOCALES), z.string())
        .refine((texts) => Boolean(texts[DEFAULT_LOCALE]?.trim()), "No English message"),
    }),
  )
  .max(MAX_WHATSAPP_TEMPLATES);

type TemplateValues = ReturnType<typeof whatsappTemplateDefinition.initialValues>;

/** The templates form's values: a row per slot, its message a text per language. */
export type WhatsappTemplatesFormValues = { templates: TemplateValues[] };

/** A posted row with nothing typed in it, in any language. */
function isBlankRow(row: unknown): boolean {
  const posted = (row ?? {}) as { name?: unknown; text?: unknown };
  const typed = [posted.name, ...Object.values((posted.text ?? {}) as Record<string, unknown>)];
  return typed.every((value) => typeof value !== "string" || value.trim() === "");
}

/**
 * The templates form (ADR 0033: one schema for the form and its action): the filled rows, each
 * checked by the definition, its problems at its own fields (`templates[2].text.en`).
 */
export const whatsappTemplatesFormSchema = z
  .object({ templates: z.array(z.unknown()).max(MAX_WHATSAPP_TEMPLATES).default([]) })
  .transform(({ templates }, context) => {
    const kept: WhatsappTemplate[] = [];
    templates.forEach((row, slot) => {
      if (isBlankRow(row)) return;
      const parsed = whatsappTemplateDefinition.fields.safeParse(row);
      if (parsed.success) kept.push(parsed.data);
      for (const issue of parsed.error?.issues ?? []) {
        context.addIssue({
          code: "custom",
          path: ["templates", slot, ...issue.path],
          message: issue.message,
        });
      }
    });
    return kept;
  });

export function parseWhatsappTemplatesForm(
  formData: FormData,
): Submission<WhatsappTemplatesFormValues, string[], WhatsappTemplate[]> {
  // Typed by the rows it reads, not by the unchecked list the schema takes in.
  return parseWithZod(formData, {
    schema: whatsappTemplatesFormSchema,
    disableAutoCoercion: true,
  }) as Submission<WhatsappTemplatesFormValues, string[], WhatsappTemplate[]>;
}

/** The form's values for the saved templates: every slot, an empty one for each unused. */
export function templatesFormValue(
  templates: readonly WhatsappTemplate[],
): WhatsappTemplatesFormValues {
  return {
    templates: Array.from({ length: MAX_WHATSAPP_TEMPLATES }, (_, slot) => {
      const template = templates[slot];
      return template
        ? whatsappTemplateDefinition.formValues(template)
        : whatsappTemplateDefinition.initialValues();
    }),
  };
}

/** A refused save's toast text, from its first message: "Template 2: Message is required". */
export function templatesRefusal(
  error: Record<string, string[] | null> | null | undefined,
): string | undefined {
  const [field, messages] = Object.entries(error ?? {}).find(([, list]) => list?.length) ?? [];
  const slot = /^templates\[(\d+)\]/.exec(field ?? "")?.[1];
  return slot && messages ? `Template ${Number(slot) + 1}: ${messages[0]}` : undefined;
}
