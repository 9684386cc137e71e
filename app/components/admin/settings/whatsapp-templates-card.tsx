import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { MessageCircle, Save } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { type ControlProps, EntityFields } from "#app/components/admin/entity-fields.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { TRANSLATED_LOCALES } from "#app/modules/i18n/translated-content.ts";
import {
  parseWhatsappTemplatesForm,
  TEMPLATES_SAVE_FAILED,
  templatesFormValue,
  templatesRefusal,
  type WhatsappTemplate,
  whatsappTemplateDefinition,
} from "#app/modules/leads/whatsapp-template-definition.ts";

export const WHATSAPP_TEMPLATES_INTENT = "whatsapp-templates";

export type WhatsappTemplatesResult =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      description?: string;
      /** conform's reply: what was typed, and each field's message. */
      templatesReply?: SubmissionResult<string[]>;
    };

/** A message's box grows with its text (where the browser can), so the whole of it shows. */
const MESSAGE = {
  className: undefined,
  rows: 3,
  controlClassName: "min-h-20 field-sizing-content",
};

/** Where a row's fields sit: the name, then the message in each language side by side. */
const ENGLISH_PROPS: Record<string, ControlProps> = {
  name: { className: "sm:col-span-2 lg:col-span-1" },
  text: { ...MESSAGE, label: "Message (English)" },
};
/**
 * Each text's own direction (`auto`), as the Urdu texts of the settings are: the English
 * placeholder reads left to right, the Urdu typed right to left.
 */
const TRANSLATED_PROPS: Record<string, ControlProps> = { text: { ...MESSAGE, dir: "auto" } };

/**
 * The team's "Reply on WhatsApp" messages: up to five, each a name and a message per language
 * (English required, each other language optional: a lead in it gets the English message until
 * it is written) with the placeholders {first_name}, {plan} and {site_title}. A blank row is no
 * template. Its own form, saved apart from the site's settings, checked by the action's schema
 * before sending (ADR 0054).
 */
export function WhatsappTemplatesCard({
  templates,
  submitted,
}: {
  templates: readonly WhatsappTemplate[];
  /** The reply to a refused save made without JavaScript (the page's own action data). */
  submitted?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<WhatsappTemplatesResult>();
  const hydrated = useHydrated();
  const saving = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: "whatsapp-templates",
    defaultValue: templatesFormValue(templates),
    lastResult: answer ? (answer.ok ? undefined : answer.templatesReply) : submitted,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parseWhatsappTemplatesForm(formData);
      if (submitter && submission.status === "error") {
        toast.error(TEMPLATES_SAVE_FAILED, { description: templatesRefusal(submission.error) });
      }
      return submission;
    },
  });
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error, { description: result.description });
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate={hydrated} className="mt-6">
      <input type="hidden" name="intent" value={WHATSAPP_TEMPLATES_INTENT} />
      <SectionCard
        icon={MessageCircle}
        title="WhatsApp Reply Templates"
        description="Messages for “Reply on WhatsApp” on a lead, sent in the lead's language: where a message has no Urdu text yet, an Urdu lead gets the English one. Placeholders: {first_name}, {plan}, {site_title}. Leave a row empty to remove it."
      >
        {fields.templates.getFieldList().map((row, slot) => {
          const rowFields = row.getFieldset();
          return (
            <fieldset
              key={row.key ?? slot}
              className="grid gap-3 rounded-md border p-3 *:content-start sm:grid-cols-2 lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <legend className="px-1 text-sm font-medium">Template {slot + 1}</legend>
              <EntityFields
                meta={whatsappTemplateDefinition.meta}
                fields={rowFields}
                props={ENGLISH_PROPS}
              />
              {TRANSLATED_LOCALES.map((locale) => (
                <EntityFields
                  key={locale}
                  meta={whatsappTemplateDefinition.meta}
                  fields={rowFields}
                  locale={locale}
                  props={TRANSLATED_PROPS}
                />
              ))}
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner /> : <Save aria-hidden="true" />}
            Save Templates
          </Button>
        </div>
      </SectionCard>
    </fetcher.Form>
  );
}
