import { MessageCircle, Save } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import {
  MAX_TEMPLATE_NAME,
  MAX_TEMPLATE_TEXT,
  MAX_WHATSAPP_TEMPLATES,
  type WhatsappTemplate,
} from "#app/modules/leads/whatsapp-reply.ts";

export const WHATSAPP_TEMPLATES_INTENT = "whatsapp-templates";

export type WhatsappTemplatesResult =
  | { ok: true; message: string }
  | { ok: false; error: string; description?: string; templates?: WhatsappTemplate[] };

/**
 * The team's "Reply on WhatsApp" messages: up to five, each a name and a text with the
 * placeholders {first_name}, {plan} and {site_title}. A blank row is no template. Its own form,
 * saved apart from the site's settings.
 */
export function WhatsappTemplatesCard({
  templates,
  failed,
}: {
  templates: readonly WhatsappTemplate[];
  /** What a refused save without JavaScript posted, to show again. */
  failed?: WhatsappTemplate[];
}) {
  const fetcher = useFetcher<WhatsappTemplatesResult>();
  const saving = fetcher.state !== "idle";
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error, { description: result.description });
  }, [fetcher.data]);
  const shown = fetcher.data && !fetcher.data.ok ? undefined : failed;
  const rows = Array.from(
    { length: MAX_WHATSAPP_TEMPLATES },
    (_, index) => (shown ?? templates)[index] ?? { name: "", text: "" },
  );
  return (
    <fetcher.Form method="post" className="mt-6">
      <input type="hidden" name="intent" value={WHATSAPP_TEMPLATES_INTENT} />
      <SectionCard
        icon={MessageCircle}
        title="WhatsApp Reply Templates"
        description="Messages for “Reply on WhatsApp” on a lead. Placeholders: {first_name}, {plan}, {site_title}. Leave a row empty to remove it."
      >
        {rows.map((row, index) => (
          // The rows are positions, not records: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
          <fieldset key={index} className="grid gap-3 rounded-md border p-3 md:grid-cols-3">
            <legend className="px-1 text-sm font-medium">Template {index + 1}</legend>
            <div className="grid gap-2">
              <Label htmlFor={`template-name-${index}`}>Name</Label>
              <Input
                id={`template-name-${index}`}
                name={`template-name-${index}`}
                maxLength={MAX_TEMPLATE_NAME}
                defaultValue={row.name}
              />
            </div>
            <div className="grid gap-2 md:col-span-2">
              <Label htmlFor={`template-text-${index}`}>Message</Label>
              <Textarea
                id={`template-text-${index}`}
                name={`template-text-${index}`}
                rows={2}
                maxLength={MAX_TEMPLATE_TEXT}
                defaultValue={row.text}
              />
            </div>
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
