import type { Submission, SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { formEntries } from "#app/lib/form-entries.ts";
import { replyShowing } from "#app/lib/form-reply.ts";
import type { z } from "#app/lib/zod.ts";
import { DEFAULT_LOCALE } from "#app/modules/i18n/locales.ts";
import type { SiteConfig } from "./defaults.ts";
import { siteConfigDefinition } from "./site-config-definition.ts";

// The Website Settings form (docs/product.md#website-settings), made from the configuration's
// definition (site-config-definition.ts): conform checks it with the same schema in the browser
// (ADR 0033) and in the settings route's action (the truth). Its inputs are named as conform
// nests them: `siteTitle.en`, `siteTitle.ur`, …, `contactEmail`, `socialLinks.facebook`, ….

export const SAVE_SUCCESS = "Website settings saved successfully! Changes are now live.";
export const SAVE_FAILED = "Failed to save website settings";
/** A refused save's toast text, beside SAVE_FAILED. */
export const FIX_FIELDS = "Please fix the highlighted fields.";
export const LOAD_FAILED = "Failed to load website settings";

/** What the form starts from: every field as it would be typed. */
export type SiteConfigValues = z.input<typeof siteConfigDefinition.fields>;

/** What a valid form yields: each field as it is stored. */
export type SiteConfigOutput = z.output<typeof siteConfigDefinition.fields>;

/** What a save writes: every configuration column but the logo (it has no control here). */
export type SiteConfigInput = Omit<SiteConfig, "logoUrl">;

/** The form's values of a stored configuration. */
export function siteConfigFormValues(config: SiteConfig): SiteConfigValues {
  return siteConfigDefinition.formValues(config);
}

/** The columns a valid form stores. */
export function storedSiteConfig(output: SiteConfigOutput): SiteConfigInput {
  return siteConfigDefinition.storedValues(output) as SiteConfigInput;
}

/** Every input's name, in the screen's order: `siteTitle.en`, …, `socialLinks.linkedin`. */
export const SITE_CONFIG_FIELD_NAMES: readonly string[] = formEntries(
  siteConfigDefinition.initialValues(),
).map(([name]) => name);

/** The posted texts: a file posted in a text's place reads as no text, as a missing field does. */
function postedTexts(formData: FormData): FormData {
  const texts = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") texts.append(name, value);
  return texts;
}

/** A switch posts "true" or "false" (a hidden input beside it), or "on" as a checkbox does. */
const { coerceFormValue } = configureCoercion({
  type: { boolean: (text) => text === "true" || text === "on" },
});

const schema = coerceFormValue(siteConfigDefinition.fields);

/**
 * Reads the posted form: the configuration as stored, or each problem by input name. A field
 * not posted reads as empty, one the form does not have is ignored.
 */
export function parseSiteSettings(formData: FormData) {
  return parseWithZod(postedTexts(formData), {
    schema,
    disableAutoCoercion: true,
  });
}

/**
 * The inputs' constraints, for the browser's own checks (without JavaScript): the site title's
 * English input is required. conform does not see into a text per language, so a required
 * text's English input is named from the definition.
 */
export const SITE_CONFIG_CONSTRAINT: ReturnType<typeof getZodConstraint> = {
  ...getZodConstraint(siteConfigDefinition.fields),
  ...Object.fromEntries(
    Object.entries(siteConfigDefinition.meta)
      .filter(([, field]) => field.translatable && field.required)
      .map(([key]) => [`${key}.${DEFAULT_LOCALE}`, { required: true }]),
  ),
};

/** What the page shows again of a refused save: every input's message, every field's value. */
const SHOWN = {
  fields: SITE_CONFIG_FIELD_NAMES,
  refilled: Object.keys(siteConfigDefinition.meta),
};

/**
 * The action's reply to a refused save: what was typed and each field's message, nothing else
 * that was posted. `options` adds messages (a save that failed on the server).
 */
export function siteSettingsReply(
  submission: Submission<unknown>,
  options?: Parameters<Submission<unknown>["reply"]>[0],
): SubmissionResult<string[]> {
  return replyShowing(submission, SHOWN, options);
}
