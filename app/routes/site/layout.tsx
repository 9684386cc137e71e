import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { firstTouchSetCookie } from "#app/modules/leads/first-touch.server.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { siteNavigationContext } from "#app/modules/navigation/site-context.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { db, config } = context.get(servicesContext);
    // Computed once per request: the layout shows it and each built-in page checks it.
    context.set(siteNavigationContext, await getSiteNavigation(db));
    const response = await next();
    if (request.method === "GET") {
      const cookie = await firstTouchSetCookie(
        request,
        config.PUBLIC_URL?.startsWith("https:") ?? false,
      );
      if (cookie) response.headers.append("Set-Cookie", cookie);
    }
    return response;
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { navigation: context.get(siteNavigationContext).items };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader
        siteTitle={root.site.siteTitle}
        logoUrl={root.site.logoUrl}
        items={loaderData.navigation}
      />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter config={root.site} />
    </div>
  );
}
