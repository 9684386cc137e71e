import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { MessageCircle, Save } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  MAX_TEMPLATE_NAME,
  MAX_TEMPLATE_TEXT,
  MAX_WHATSAPP_TEMPLATES,
  parseWhatsappTemplatesForm,
  TEMPLATES_SAVE_FAILED,
  templateFields,
  templatesFormValue,
  templatesRefusal,
  type WhatsappTemplate,
} from "#app/modules/leads/whatsapp-reply.ts";

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

/**
 * The team's "Reply on WhatsApp" messages: up to five, each a name and a text with the
 * placeholders {first_name}, {plan} and {site_title}. A blank row is no template. Its own form,
 * saved apart from the site's settings, checked by the action's schema before sending.
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
  const slots = Array.from({ length: MAX_WHATSAPP_TEMPLATES }, (_, slot) => {
    const names = templateFields(slot);
    return { slot, name: fields[names.name], text: fields[names.text] };
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate={hydrated} className="mt-6">
      <input type="hidden" name="intent" value={WHATSAPP_TEMPLATES_INTENT} />
      <SectionCard
        icon={MessageCircle}
        title="WhatsApp Reply Templates"
        description="Messages for “Reply on WhatsApp” on a lead. Placeholders: {first_name}, {plan}, {site_title}. Leave a row empty to remove it."
      >
        {slots.map(({ slot, name, text }) => (
          <fieldset key={slot} className="grid gap-3 rounded-md border p-3 md:grid-cols-3">
            <legend className="px-1 text-sm font-medium">Template {slot + 1}</legend>
            <Field id={`template-name-${slot}`} label="Name" error={name?.errors}>
              {(props) => (
                <Input
                  {...props}
                  key={name?.key}
                  name={name?.name}
                  maxLength={MAX_TEMPLATE_NAME}
                  defaultValue={String(name?.initialValue ?? "")}
                />
              )}
            </Field>
            <Field
              id={`template-text-${slot}`}
              label="Message"
              error={text?.errors}
              className="md:col-span-2"
            >
              {(props) => (
                <Textarea
                  {...props}
                  key={text?.key}
                  name={text?.name}
                  rows={2}
                  maxLength={MAX_TEMPLATE_TEXT}
                  defaultValue={String(text?.initialValue ?? "")}
                />
              )}
            </Field>
          </fieldset>
        ))}
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
