import { robotsTxt, siteOrigin } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return new Response(robotsTxt(siteOrigin(request, config.PUBLIC_URL)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
