import { MessageCircle } from "lucide-react";
import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import {
  type ReplyValues,
  type WhatsappTemplate,
  whatsappReplyUrl,
} from "#app/modules/leads/whatsapp-reply.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";

/**
 * "Reply on WhatsApp" with a template of the team's. With JavaScript the chat opens in a new
 * tab at once (a window opened later than the click would be blocked) and the reply is
 * recorded in the background; without it the form posts and the server records the reply
 * and redirects to the chat.
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
  const selectRef = useRef<HTMLSelectElement>(null);
  if (templates.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Add a message template in Website Settings to reply on WhatsApp.
      </p>
    );
  }
  return (
    <form
      method="post"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const index = Number(selectRef.current?.value ?? 0);
        const template = templates[index];
        const url = template ? whatsappReplyUrl(whatsappNumber, template, values) : null;
        if (!url) return;
        window.open(url, "_blank", "noopener,noreferrer");
        const form = new FormData(event.currentTarget);
        form.set("js", "1");
        void fetcher.submit(form, { method: "post" });
      }}
    >
      <input type="hidden" name="intent" value="whatsapp-reply" />
      <input type="hidden" name="id" value={leadId} />
      <Label htmlFor="lead-whatsapp-template">Message template</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <NativeSelect id="lead-whatsapp-template" ref={selectRef} name="template">
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
    </form>
  );
}
