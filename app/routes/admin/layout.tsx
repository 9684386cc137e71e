import { data, Outlet, useRouteLoaderData } from "react-router";
import { consoleNavFor } from "#app/components/admin/admin-nav.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { useFlashToast } from "#app/components/admin/flash-toast.tsx";
import { RecentAuthenticationProvider } from "#app/components/admin/recent-authentication.tsx";
import { AppErrorPage } from "#app/components/app-error-page.tsx";
import { orDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { countPasskeys } from "#app/modules/auth/passkeys.server.ts";
import { recentAuthenticationSecondsLeft } from "#app/modules/auth/recent-authentication.server.ts";
import {
  adminUserContext,
  currentSessionId,
  requireConsoleUser,
  twoFactorSetupRequiredContext,
} from "#app/modules/auth/session.server.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { takeFlashToast } from "#app/modules/toast/flash.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/layout";

// The gate of the whole console: this middleware runs before every loader and action below
// /admin (pages and resource routes alike), on the server, and lets only active accounts
// through; each loader and action then checks its own permission (ADR 0027).
// With two-factor required, an admin without it reaches only the Account screen's setup.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const services = context.get(servicesContext);
    const { user, twoFactorSetupRequired } = await orDatabaseUnavailable(
      requireConsoleUser(services, request),
    );
    context.set(adminUserContext, user);
    context.set(twoFactorSetupRequiredContext, twoFactorSetupRequired);
    const response = await next();
    // Console pages are private: never stored by a browser cache or a CDN.
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(adminUserContext);
  const site = await getSiteConfig(services.db);
  const { toast, clearHeader } = await takeFlashToast(request);
  const sessionId = await currentSessionId(services, request);
  return data(
    {
      email: user.email,
      role: user.role,
      status: user.status,
      // The console names the site in English, its language.
      siteTitle: englishText(site.siteTitle),
      logoUrl: site.logoUrl,
      flash: toast,
      twoFactorSetupRequired: context.get(twoFactorSetupRequiredContext),
      // For the "Confirm it's you" dialog: how long this session's proof stays recent.
      recentAuthentication: {
        secondsLeft: sessionId ? await recentAuthenticationSecondsLeft(services.db, sessionId) : 0,
        twoFactorEnabled: user.twoFactorEnabled,
        hasPasskey: (await countPasskeys(services.db, user.id)) > 0,
      },
    },
    { headers: clearHeader ? { "Set-Cookie": clearHeader } : {} },
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

function ConsoleFrame({
  shell,
  children,
}: {
  shell: Route.ComponentProps["loaderData"];
  children: React.ReactNode;
}) {
  return (
    <RecentAuthenticationProvider state={shell.recentAuthentication}>
      <AdminShell
        email={shell.email}
        siteTitle={shell.siteTitle}
        logoUrl={shell.logoUrl}
        navigation={shell.twoFactorSetupRequired ? [] : consoleNavFor(shell)}
      >
        {children}
      </AdminShell>
    </RecentAuthenticationProvider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <ConsoleFrame shell={loaderData}>
      <Outlet />
    </ConsoleFrame>
  );
}

/**
 * A screen this person's role does not include answers 403 inside the console's frame; every
 * other error goes to the app's own error page.
 */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (shell && isForbiddenError(props.error)) {
    return (
      <ConsoleFrame shell={shell}>
        <ConsoleForbidden />
      </ConsoleFrame>
    );
  }
  return <AppErrorPage error={props.error} />;
}
