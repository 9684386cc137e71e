import { data } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import { ThemeManager } from "#app/components/admin/theme/theme-manager.tsx";
import {
  LOAD_FAILED,
  SAVE_FAILED,
  SAVE_SUCCESS,
  THEME_SUBTITLE,
  THEME_TITLE,
  type ThemeActionResult,
} from "#app/components/admin/theme/theme-texts.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { fontAssets } from "#app/modules/theme/fonts.server.ts";
import { getSavedTheme } from "#app/modules/theme/theme.server.ts";
import { FONT_FAMILIES, themeSchema } from "#app/modules/theme/theme.ts";
import { saveTheme } from "#app/modules/theme/theme-admin.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/theme";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "theme.edit");
  return {
    theme: await getSavedTheme(context.get(servicesContext).db),
    // Every font's @font-face rules (a browser downloads a file only when text uses it), so the
    // preview and the font list can show any of them.
    fontCss: FONT_FAMILIES.map((family) => fontAssets(family).css).join(""),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "theme.edit");
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  const input = Object.fromEntries(
    Object.keys(themeSchema.shape).map((key) => [key, form.get(key) ?? undefined]),
  );
  try {
    const result = await saveTheme(db, user.id, input);
    if (!result.ok) {
      return data<ThemeActionResult>(
        {
          ok: false,
          error: SAVE_FAILED,
          description: Object.values(result.fieldErrors)[0],
          fieldErrors: result.fieldErrors,
        },
        { status: 400 },
      );
    }
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Error saving the theme");
    return data<ThemeActionResult>({ ok: false, error: SAVE_FAILED }, { status: 500 });
  }
  return data<ThemeActionResult>({ ok: true, message: SAVE_SUCCESS });
}

/** A save that never reached the server (offline, say) fails like any other: a toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: SAVE_FAILED } satisfies ThemeActionResult;
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${THEME_TITLE} | Admin` }];

export default function LiveTheme({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={THEME_TITLE} subtitle={THEME_SUBTITLE} />
      <ThemeManager saved={loaderData.theme} fontCss={loaderData.fontCss} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  return (
    <>
      <AdminPageHeader title={THEME_TITLE} subtitle={THEME_SUBTITLE} />
      <LoadErrorCard message={LOAD_FAILED} />
    </>
  );
}
