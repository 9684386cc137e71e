import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import { WebsiteSettingsForm } from "#app/components/admin/settings/website-settings-form.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { adminUserContext } from "#app/modules/auth/session.server.ts";
import {
  getSiteConfigForAdmin,
  saveSiteSettingsForm,
} from "#app/modules/site-config/site-config-admin.server.ts";
import {
  LOAD_FAILED,
  SAVE_FAILED,
  SAVE_SUCCESS,
  type SiteConfigFieldErrors,
  type SiteConfigValues,
  siteConfigValues,
  valuesFromConfig,
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
      fieldErrors?: SiteConfigFieldErrors;
      values?: SiteConfigValues;
    };

export async function loader({ context }: Route.LoaderArgs) {
  const { config, updatedAt } = await getSiteConfigForAdmin(context.get(servicesContext).db);
  return { values: valuesFromConfig(config), version: updatedAt?.getTime() ?? 0 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const values = siteConfigValues(await request.formData());
  try {
    const result = await saveSiteSettingsForm(db, context.get(adminUserContext).id, values);
    if (!result.ok) {
      return data<ActionResult>(
        {
          ok: false,
          error: SAVE_FAILED,
          description: "Please fix the highlighted fields.",
          fieldErrors: result.fieldErrors,
          values,
        },
        { status: 400 },
      );
    }
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Error saving website settings");
    return data<ActionResult>({ ok: false, error: SAVE_FAILED, values }, { status: 500 });
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
  const result = actionData as ActionResult | undefined;

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
        values={failed?.values ?? loaderData.values}
        serverErrors={failed?.fieldErrors}
        saving={saving}
      />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <AdminPageHeader title={TITLE} subtitle={SUBTITLE} />
      <LoadErrorCard message={LOAD_FAILED} />
    </>
  );
}
