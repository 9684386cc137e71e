import { getFormProps, getSelectProps } from "@conform-to/react";
import { MessageCircle } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import {
  type ReplyValues,
  type WhatsappTemplate,
  whatsappReplyUrl,
} from "#app/modules/leads/whatsapp-reply.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/**
 * "Reply on WhatsApp" with a template of the team's. With JavaScript the chat opens in a new
 * tab at once (a window opened later than the click would be blocked) and the reply is
 * recorded in the background; without it the form posts, the server records the reply and the
 * page links to the chat.
 */
export function WhatsappReplyForm({
  leadId,
  whatsappNumber,
  templates,
  values,
}: {
  leadId: string;
  whatsappNumber: string;
  templates: readonly WhatsappTemplate[];
  values: ReplyValues;
}) {
  const { fetcher, busy } = useLeadCommand();
  const [form, fields] = useLeadForm("whatsapp-reply", fetcher, {
    id: `lead-whatsapp-${leadId}`,
    defaultValue: { template: "0" },
    onSubmit(event, { formData }) {
      event.preventDefault();
      const template = templates[Number(formData.get("template") ?? 0)];
      const url = template ? whatsappReplyUrl(whatsappNumber, template, values) : null;
      if (!url) return;
      window.open(url, "_blank", "noopener,noreferrer");
      formData.set("js", "1");
      void fetcher.submit(formData, { method: "post" });
    },
  });
  if (templates.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Add a message template in Website Settings to reply on WhatsApp.
      </p>
    );
  }
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value="whatsapp-reply" />
      <input type="hidden" name="id" value={leadId} />
      <Field id="lead-whatsapp-template" label="Message template" error={fields.template.errors}>
        {(props) => {
          const { key, ...select } = getSelectProps(fields.template);
          return (
            <div className="flex flex-col gap-2 sm:flex-row">
              <NativeSelect key={key} {...select} {...props}>
                {templates.map((template, index) => (
                  // The templates' positions are what the form posts.
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
                  <option key={index} value={index}>
                    {template.name}
                  </option>
                ))}
              </NativeSelect>
              <Button type="submit" variant="outline" disabled={busy} className="shrink-0">
                {busy ? <Spinner /> : <MessageCircle aria-hidden="true" />}
                Reply on WhatsApp
              </Button>
            </div>
          );
        }}
      </Field>
    </fetcher.Form>
  );
}
