import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { BellRing, CircleAlert, CircleCheck, Mail, Save, Webhook } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  MIN_WEBHOOK_SECRET,
  NOTIFICATION_LIMITS,
  NOTIFICATIONS_FORM_ID,
  NOTIFICATIONS_INTENTS,
  type NotificationSettingsView,
  type NotificationsActionData,
  parseNotificationSettings,
} from "#app/modules/notifications/notification-settings.ts";

const SAVE_FAILED = "Failed to save notification settings";
const TEST_FAILED = "The test was not sent";

const SECRET_HINT = {
  console: "A secret is saved. Leave this empty to keep it, or type a new one to replace it.",
  server: "A secret is set on the server. Leave this empty to keep it, or type one to use instead.",
  none: `At least ${MIN_WEBHOOK_SECRET} characters. The receiver checks each webhook's signature with it.`,
} as const;

/**
 * Who gets an e-mail for every new lead and where the lead webhook goes, saved in the database
 * so that every instance sends alike; the mail server itself is the host's (SMTP_URL). Its own
 * form; the test buttons send with the values as typed and report what happened.
 */
export function NotificationsCard({
  settings,
  submitted,
}: {
  settings: NotificationSettingsView;
  /** The answer to a submission made without JavaScript (the page's own action data). */
  submitted: NotificationsActionData | undefined;
}) {
  const fetcher = useFetcher<NotificationsActionData>();
  const hydrated = useHydrated();
  const secretRef = useRef<HTMLInputElement>(null);
  const secretInUse = settings.webhookSecret !== null;
  const [form, fields] = useForm({
    id: NOTIFICATIONS_FORM_ID,
    lastResult: fetcher.state === "idle" ? (fetcher.data ?? submitted)?.reply : undefined,
    defaultValue: { recipients: settings.recipients, webhookUrl: settings.webhookUrl },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseNotificationSettings(formData, { secretInUse }),
  });
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const result = fetcher.state === "idle" ? (fetcher.data ?? submitted) : undefined;

  useEffect(() => {
    if (!result) return;
    if (!result.reply) {
      // The request never reached the server (the page's clientAction answered).
      toast.error("Could not reach the server", {
        description: "Check your connection and try again.",
      });
      return;
    }
    if (!result.outcome) {
      const title = result.intent === NOTIFICATIONS_INTENTS.save ? SAVE_FAILED : TEST_FAILED;
      toast.error(title, { description: "Please fix the highlighted fields." });
      return;
    }
    if (result.intent === NOTIFICATIONS_INTENTS.save) {
      if (result.outcome.ok) {
        toast.success(result.outcome.message);
        // Saved: the field says a secret is saved rather than holding it.
        if (secretRef.current) secretRef.current.value = "";
      } else toast.error(SAVE_FAILED, { description: result.outcome.message });
    }
  }, [result]);

  // A test's answer stays in the card, beside its button, until the next one.
  // Without JavaScript there are no toasts: a save's answer shows here too.
  const report =
    result?.outcome && (result.intent !== NOTIFICATIONS_INTENTS.save || !hydrated)
      ? result.outcome
      : null;

  const submitButton = (
    intent: string,
    label: string,
    icon: React.ReactNode,
    variant: "default" | "outline",
  ) => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      disabled={Boolean(busy)}
      className="w-full sm:w-auto"
    >
      {busy === intent ? <Spinner /> : icon}
      {busy === intent && intent !== NOTIFICATIONS_INTENTS.save ? "Sending..." : label}
    </Button>
  );

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      noValidate={hydrated}
      className="mt-6 scroll-mt-20"
    >
      <SectionCard
        icon={BellRing}
        title="Notifications"
        description="Who gets an e-mail for every new lead, and where each new lead is posted as a webhook."
      >
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          {settings.emailTransport
            ? `E-mail is sent through your host's mail server (${settings.emailTransport.host}), set up on the server.`
            : "E-mail sending is not set up: ask your host to set SMTP_URL on the server. Until then lead e-mails wait, and none is lost."}
          {settings.saved || !(settings.recipients || settings.webhookUrl || secretInUse)
            ? null
            : " The values below are the ones set on the server; once you save here, these are used instead."}
        </p>
        <Field
          label="Lead e-mail recipients"
          error={fields.recipients.errors}
          description="E-mail addresses separated by commas. Left empty, no one gets lead e-mails."
        >
          {(props) => (
            <Input
              {...getInputProps(fields.recipients, { type: "text" })}
              {...props}
              key={fields.recipients.key}
              autoComplete="off"
              maxLength={NOTIFICATION_LIMITS.recipients}
              placeholder="e.g. sales@yourcompany.com, owner@yourcompany.com"
            />
          )}
        </Field>
        <div className="grid gap-5 md:grid-cols-2">
          <Field
            label="Webhook URL"
            error={fields.webhookUrl.errors}
            description="Each new lead is posted here as signed JSON. Left empty, no webhook is sent."
          >
            {(props) => (
              <Input
                {...getInputProps(fields.webhookUrl, { type: "text" })}
                {...props}
                key={fields.webhookUrl.key}
                inputMode="url"
                autoComplete="off"
                maxLength={NOTIFICATION_LIMITS.webhookUrl}
                placeholder="https://example.com/hooks/leads"
              />
            )}
          </Field>
          <Field
            label="Webhook secret"
            error={fields.webhookSecret.errors}
            description={SECRET_HINT[settings.webhookSecret ?? "none"]}
          >
            {(props) => (
              <Input
                {...getInputProps(fields.webhookSecret, { type: "password" })}
                {...props}
                ref={secretRef}
                key={fields.webhookSecret.key}
                autoComplete="new-password"
                maxLength={NOTIFICATION_LIMITS.webhookSecret}
                placeholder={secretInUse ? "•••••••••••••••• (kept)" : undefined}
              />
            )}
          </Field>
        </div>
        <div>
          {/* Always there, so that each test's answer is announced as it arrives. */}
          <div role="status" className="[&:not(:empty)]:mb-4">
            {report ? (
              <p
                className={
                  report.ok
                    ? "flex items-start gap-2 rounded-md border border-primary/40 p-3 text-sm"
                    : "flex items-start gap-2 rounded-md border border-destructive p-3 text-sm text-destructive"
                }
              >
                {report.ok ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                )}
                <span className="break-words [overflow-wrap:anywhere]">{report.message}</span>
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {submitButton(
              NOTIFICATIONS_INTENTS.save,
              "Save Notification Settings",
              <Save aria-hidden="true" />,
              "default",
            )}
            {submitButton(
              NOTIFICATIONS_INTENTS.testEmail,
              "Send a test e-mail",
              <Mail aria-hidden="true" />,
              "outline",
            )}
            {submitButton(
              NOTIFICATIONS_INTENTS.testWebhook,
              "Send a test webhook",
              <Webhook aria-hidden="true" />,
              "outline",
            )}
          </div>
        </div>
      </SectionCard>
    </fetcher.Form>
  );
}
