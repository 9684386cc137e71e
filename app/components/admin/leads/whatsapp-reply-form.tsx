import { getFormProps, getSelectProps } from "@conform-to/react";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import {
  isLocale,
  LANGUAGE_NAMES,
  LOCALE_INFO,
  LOCALES,
  type Locale,
} from "#app/modules/i18n/locales.ts";
import {
  type ReplyValues,
  replyMessage,
  whatsappReplyUrl,
} from "#app/modules/leads/whatsapp-reply.ts";
import type { WhatsappTemplate } from "#app/modules/leads/whatsapp-template-definition.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/**
 * "Reply on WhatsApp" with a template of the team's, in the lead's language unless the owner
 * picks another (ADR 0054); a template without a text in that language sends its English one,
 * and the form says so. With JavaScript the chat opens in a new tab at once (a window opened
 * later than the click would be blocked) and the reply is recorded in the background; without
 * it the form posts, the server records the reply and the page links to the chat.
 */
export function WhatsappReplyForm({
  leadId,
  whatsappNumber,
  language: leadLanguage,
  templates,
  values,
}: {
  leadId: string;
  whatsappNumber: string;
  /** The lead's language: the reply's by default. */
  language: Locale;
  templates: readonly WhatsappTemplate[];
  values: ReplyValues;
}) {
  const { fetcher, busy } = useLeadCommand();
  // What the preview and the note show; the selects keep their own values for the form.
  const [chosen, setChosen] = useState({ template: 0, language: leadLanguage });
  const [form, fields] = useLeadForm("whatsapp-reply", fetcher, {
    id: `lead-whatsapp-${leadId}`,
    defaultValue: { template: "0", language: leadLanguage },
    onSubmit(event, { formData }) {
      event.preventDefault();
      const template = templates[Number(formData.get("template") ?? 0)];
      const posted = formData.get("language");
      const language = isLocale(posted) ? posted : leadLanguage;
      const url = template ? whatsappReplyUrl(whatsappNumber, template, language, values) : null;
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
  const template = templates[chosen.template] ?? templates[0];
  const message = template ? replyMessage(template, chosen.language, values) : null;
  const { key: templateKey, ...templateSelect } = getSelectProps(fields.template);
  const { key: languageKey, ...languageSelect } = getSelectProps(fields.language);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="intent" value="whatsapp-reply" />
      <input type="hidden" name="id" value={leadId} />
      {/* The two choices side by side even on a phone: the button stays in the first screen. */}
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto]">
        <Field id="lead-whatsapp-template" label="Message template" error={fields.template.errors}>
          {(props) => (
            <NativeSelect
              key={templateKey}
              {...templateSelect}
              {...props}
              onChange={(event) =>
                setChosen((now) => ({ ...now, template: Number(event.target.value) }))
              }
            >
              {templates.map((option, index) => (
                // The templates' positions are what the form posts.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
                <option key={index} value={index}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="lead-whatsapp-language" label="Language" error={fields.language.errors}>
          {(props) => (
            <NativeSelect
              key={languageKey}
              {...languageSelect}
              {...props}
              onChange={(event) => {
                const picked = event.target.value;
                if (isLocale(picked)) setChosen((now) => ({ ...now, language: picked }));
              }}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LANGUAGE_NAMES[locale]}
                  {locale === leadLanguage ? " (lead's)" : ""}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button
          type="submit"
          variant="outline"
          disabled={busy}
          className="col-span-2 sm:col-span-1"
        >
          {busy ? <Spinner /> : <MessageCircle aria-hidden="true" />}
          Reply on WhatsApp
        </Button>
      </div>
      {message ? (
        <div className="grid gap-1">
          {message.missing ? (
            <p className="text-sm font-medium" data-reply-fallback="">
              No {LANGUAGE_NAMES[message.missing]} text yet: the English is sent.
            </p>
          ) : null}
          <figure className="grid gap-1">
            <figcaption className="text-xs font-medium text-muted-foreground">
              Message preview
            </figcaption>
            <p
              lang={LOCALE_INFO[message.language].lang}
              dir={LOCALE_INFO[message.language].dir}
              className="whitespace-pre-wrap rounded-md bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]"
            >
              {message.text}
            </p>
          </figure>
        </div>
      ) : null}
    </fetcher.Form>
  );
}
