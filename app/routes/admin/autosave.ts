import { requirePermission } from "#app/modules/auth/session.server.ts";
import { discardAutosave, getAutosave, saveAutosave } from "#app/modules/pages/autosave.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/autosave";

// /admin/autosave?slot=…: the signed-in admin's autosaved editor values for one item (GET),
// written every few seconds by the open editor (POST intent=save) or dropped (intent=discard).
// Plain JSON, fetched by the editor itself so that an autosave reloads no page data.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission({ request, context }, "content.edit");
  const { db } = context.get(servicesContext);
  const slot = new URL(request.url).searchParams.get("slot") ?? "";
  const autosave = await getAutosave(db, user.id, slot);
  return Response.json({ autosave }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "content.edit");
  const { db } = context.get(servicesContext);
  const userId = user.id;
  const form = await request.formData();
  const slot = String(form.get("slot") ?? "");
  if (form.get("intent") === "discard") {
    await discardAutosave(db, userId, slot);
    return Response.json({ ok: true });
  }
  let values: unknown = null;
  try {
    values = JSON.parse(String(form.get("values") ?? "null"));
  } catch {
    // Not JSON: refused below like any other invalid value.
  }
  const ok = form.get("intent") === "save" && (await saveAutosave(db, userId, slot, values));
  return Response.json({ ok }, { status: ok ? 200 : 400 });
}
