import { data, Outlet } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { useFlashToast } from "#app/components/admin/flash-toast.tsx";
import { RecentAuthenticationProvider } from "#app/components/admin/recent-authentication.tsx";
import { orDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { countPasskeys } from "#app/modules/auth/passkeys.server.ts";
import { recentAuthenticationSecondsLeft } from "#app/modules/auth/recent-authentication.server.ts";
import {
  adminUserContext,
  currentSessionId,
  requireConsoleAdmin,
  twoFactorSetupRequiredContext,
} from "#app/modules/auth/session.server.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { takeFlashToast } from "#app/modules/toast/flash.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/layout";

// The gate of the whole console: this middleware runs before every loader and action below
// /admin (pages and resource routes alike), on the server, and lets only active admins through.
// With two-factor required, an admin without it reaches only the Account screen's setup.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const services = context.get(servicesContext);
    const { user, twoFactorSetupRequired } = await orDatabaseUnavailable(
      requireConsoleAdmin(services, request),
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
      siteTitle: site.siteTitle,
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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <RecentAuthenticationProvider state={loaderData.recentAuthentication}>
      <AdminShell
        email={loaderData.email}
        siteTitle={loaderData.siteTitle}
        logoUrl={loaderData.logoUrl}
        navigation={!loaderData.twoFactorSetupRequired}
      >
        <Outlet />
      </AdminShell>
    </RecentAuthenticationProvider>
  );
}
