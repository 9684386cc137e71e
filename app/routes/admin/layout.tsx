import { data, Outlet } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { useFlashToast } from "#app/components/admin/flash-toast.tsx";
import { orDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { adminUserContext, requireAdmin } from "#app/modules/auth/session.server.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { takeFlashToast } from "#app/modules/toast/flash.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/layout";

// The gate of the whole console: this middleware runs before every loader and action below
// /admin (pages and resource routes alike), on the server, and lets only active admins through.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const user = await orDatabaseUnavailable(requireAdmin(context.get(servicesContext), request));
    context.set(adminUserContext, user);
    const response = await next();
    // Console pages are private: never stored by a browser cache or a CDN.
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  const site = await getSiteConfig(context.get(servicesContext).db);
  const { toast, clearHeader } = await takeFlashToast(request);
  return data(
    { email: user.email, siteTitle: site.siteTitle, logoUrl: site.logoUrl, flash: toast },
    { headers: clearHeader ? { "Set-Cookie": clearHeader } : {} },
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <AdminShell
      email={loaderData.email}
      siteTitle={loaderData.siteTitle}
      logoUrl={loaderData.logoUrl}
    >
      <Outlet />
    </AdminShell>
  );
}
