import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import {
  LEAD_PRIVACY_INTENT,
  LeadPrivacyCard,
  type LeadPrivacyResult,
} from "#app/components/admin/settings/lead-privacy-card.tsx";
import { NotificationsCard } from "#app/components/admin/settings/notifications-card.tsx";
import { WebsiteSettingsForm } from "#app/components/admin/settings/website-settings-form.tsx";
import {
  WHATSAPP_TEMPLATES_INTENT,
  WhatsappTemplatesCard,
  type WhatsappTemplatesResult,
} from "#app/components/admin/settings/whatsapp-templates-card.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { Database } from "#app/db/client.server.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  getAnalyticsRetention,
  saveAnalyticsRetention,
} from "#app/modules/analytics/analytics-jobs.server.ts";
import {
  analyticsRetentionFromForm,
  analyticsRetentionSchema,
} from "#app/modules/analytics/analytics-retention.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { chatNumberOf } from "#app/modules/chat/chat-number.ts";
import { getLeadConsent, saveLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import {
  consentFromForm,
  leadConsentSchema,
  leadRetentionSchema,
  retentionFromForm,
} from "#app/modules/leads/lead-consent.ts";
import { getLeadRetention, saveLeadRetention } from "#app/modules/leads/lead-retention.server.ts";
import {
  getWhatsappTemplates,
  saveWhatsappTemplates,
} from "#app/modules/leads/whatsapp-reply.server.ts";
import {
  parseWhatsappTemplatesForm,
  TEMPLATES_SAVE_FAILED,
  templatesRefusal,
} from "#app/modules/leads/whatsapp-template-definition.ts";
import { getNotificationSettingsView } from "#app/modules/notifications/notification-settings.server.ts";
import {
  isNotificationsIntent,
  type NotificationsActionData,
} from "#app/modules/notifications/notification-settings.ts";
import { notificationsCardAction } from "#app/modules/notifications/notification-settings-action.server.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import {
  getWebsiteSettings,
  saveSiteSettingsForm,
} from "#app/modules/site-config/site-config-admin.server.ts";
import {
  FIX_FIELDS,
  LOAD_FAILED,
  parseSiteSettings,
  SAVE_FAILED,
  SAVE_SUCCESS,
  siteSettingsReply,
} from "#app/modules/site-config/site-config-form.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/settings";

const TITLE = "Website Settings";
const SUBTITLE = "Configure your website's basic information and contact details";

type ActionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      description?: string;
      /** conform's reply: what was typed, and each field's message. */
      settingsReply?: SubmissionResult<string[]>;
    };

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "settings.manage");
  const { db, config } = context.get(servicesContext);
  const { values, defaults, updatedAt } = await getWebsiteSettings(db);
  return {
    values,
    defaults,
    chatNumberSaved: chatNumberOf(await getSiteConfig(db)) !== null,
    version: updatedAt?.getTime() ?? 0,
    whatsappTemplates: await getWhatsappTemplates(db),
    consent: await getLeadConsent(db),
    retention: await getLeadRetention(db),
    pageViewRetention: await getAnalyticsRetention(db),
    notifications: await getNotificationSettingsView(db, config),
  };
}

const PRIVACY_SAVE_FAILED = "Failed to save privacy settings";

/** Saves the consent checkbox and the retention period (their own form on this screen). */
async function savePrivacy(
  db: Database,
  actorId: string,
  form: FormData,
): Promise<{ result: LeadPrivacyResult; status: number }> {
  const consent = leadConsentSchema.safeParse(consentFromForm(form));
  const retention = leadRetentionSchema.safeParse(retentionFromForm(form));
  const pageViewRetention = analyticsRetentionSchema.safeParse(analyticsRetentionFromForm(form));
  if (!consent.success || !retention.success || !pageViewRetention.success) {
    const issue = (consent.error ?? retention.error ?? pageViewRetention.error)?.issues[0];
    return {
      result: { ok: false, error: PRIVACY_SAVE_FAILED, description: issue?.message },
      status: 400,
    };
  }
  await saveLeadConsent(db, actorId, consent.data);
  await saveLeadRetention(db, actorId, retention.data);
  await saveAnalyticsRetention(db, actorId, pageViewRetention.data);
  return { result: { ok: true, message: "Privacy settings saved" }, status: 200 };
}

/** Saves the WhatsApp reply templates (their own form on this screen). */
async function saveTemplates(
  db: Database,
  actorId: string,
  form: FormData,
): Promise<{ result: WhatsappTemplatesResult; status: number }> {
  const submission = parseWhatsappTemplatesForm(form);
  if (submission.status !== "success") {
    return {
      result: {
        ok: false,
        error: TEMPLATES_SAVE_FAILED,
        description: templatesRefusal(submission.error),
        templatesReply: submission.reply(),
      },
      status: 400,
    };
  }
  await saveWhatsappTemplates(db, actorId, submission.value);
  return { result: { ok: true, message: "WhatsApp templates saved" }, status: 200 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "settings.manage");
  const { db, config, rateLimits, outbound } = context.get(servicesContext);
  const form = await request.formData();
  if (isNotificationsIntent(form.get("intent"))) {
    const { data: answer, status } = await notificationsCardAction(
      {
        db,
        config,
        testLimiter: rateLimits.notificationTests,
        log: context.get(requestInfoContext).log,
        outbound,
      },
      user.id,
      form,
    );
    return data<NotificationsActionData>(answer, { status });
  }
  if (form.get("intent") === WHATSAPP_TEMPLATES_INTENT) {
    try {
      const { result, status } = await saveTemplates(db, user.id, form);
      return data<WhatsappTemplatesResult>(result, { status });
    } catch (error) {
      context.get(requestInfoContext).log.error({ err: error }, "Error saving WhatsApp templates");
      return data<WhatsappTemplatesResult>(
        {
          ok: false,
          error: TEMPLATES_SAVE_FAILED,
          templatesReply: parseWhatsappTemplatesForm(form).reply(),
        },
        { status: 500 },
      );
    }
  }
  if (form.get("intent") === LEAD_PRIVACY_INTENT) {
    try {
      const { result, status } = await savePrivacy(db, user.id, form);
      return data<LeadPrivacyResult>(result, { status });
    } catch (error) {
      context.get(requestInfoContext).log.error({ err: error }, "Error saving privacy settings");
      return data<LeadPrivacyResult>({ ok: false, error: PRIVACY_SAVE_FAILED }, { status: 500 });
    }
  }
  try {
    const result = await saveSiteSettingsForm(db, user.id, form);
    if (!result.ok) {
      return data<ActionResult>(
        {
          ok: false,
          error: SAVE_FAILED,
          description: FIX_FIELDS,
          settingsReply: siteSettingsReply(result.submission),
        },
        { status: 400 },
      );
    }
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Error saving website settings");
    return data<ActionResult>(
      {
        ok: false,
        error: SAVE_FAILED,
        // What was typed stays; the save itself failed, not a field.
        settingsReply: siteSettingsReply(parseSiteSettings(form), { formErrors: [SAVE_FAILED] }),
      },
      { status: 500 },
    );
  }
  return data<ActionResult>({ ok: true, message: SAVE_SUCCESS });
}

/** A save that never reached the server (offline, say) fails like any other: a toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: SAVE_FAILED } satisfies ActionResult;
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${TITLE} | Admin` }];

export default function WebsiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  // The Notifications card answers in its own card (NotificationsCard).
  const notificationsAnswer =
    actionData && "reply" in actionData ? (actionData as NotificationsActionData) : undefined;
  const result = notificationsAnswer
    ? undefined
    : (actionData as ActionResult | WhatsappTemplatesResult | undefined);

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error, { description: result.description });
  }, [result]);

  const failed = result && !result.ok ? result : undefined;
  return (
    <>
      <AdminPageHeader title={TITLE} subtitle={SUBTITLE} />
      {result && !hydrated ? (
        // Without JavaScript there are no toasts: say it on the page.
        <p
          role={result.ok ? "status" : "alert"}
          className={
            result.ok
              ? "mb-6 rounded-md border border-primary/40 bg-card p-3 text-sm"
              : "mb-6 rounded-md border border-destructive bg-card p-3 text-sm text-destructive"
          }
        >
          {result.ok ? result.message : `${result.error}. ${result.description ?? ""}`}
        </p>
      ) : null}
      <WebsiteSettingsForm
        // A successful save re-reads the stored values (trimmed); a failed one keeps the typing.
        key={loaderData.version}
        values={loaderData.values}
        defaults={loaderData.defaults}
        chatNumberSaved={loaderData.chatNumberSaved}
        lastResult={failed && "settingsReply" in failed ? failed.settingsReply : undefined}
        saving={saving}
      />
      <NotificationsCard settings={loaderData.notifications} submitted={notificationsAnswer} />
      <WhatsappTemplatesCard
        templates={loaderData.whatsappTemplates}
        submitted={failed && "templatesReply" in failed ? failed.templatesReply : undefined}
      />
      <LeadPrivacyCard
        consent={loaderData.consent}
        retention={loaderData.retention}
        pageViewRetention={loaderData.pageViewRetention}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  return (
    <>
      <AdminPageHeader title={TITLE} subtitle={SUBTITLE} />
      <LoadErrorCard message={LOAD_FAILED} />
    </>
  );
}
