import { requirePermission } from "#app/modules/auth/session.server.ts";
import { exportPersonData, personKeyOf } from "#app/modules/leads/lead-privacy.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-privacy-export";

/**
 * "Export this person's data": everything held about them as a JSON download. Only those
 * allowed to answer personal data requests may (ADR 0027); the export is logged without the
 * data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission({ request, context }, "leads.privacy");
  const key = personKeyOf(new URL(request.url).searchParams.get("person") ?? "");
  if (!key) {
    return new Response("Enter an e-mail address or a WhatsApp number.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { db } = context.get(servicesContext);
  const exported = await exportPersonData(db, user.id, key);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="person-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
