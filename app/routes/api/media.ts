import { parseMediaPath } from "#app/modules/media/media.ts";
import { readMedia } from "#app/modules/media/media-admin.server.ts";
import { mediaNotFound, mediaResponse } from "#app/modules/media/media-http.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/media";

// GET /media/<filename> and /media/<variant>/<filename> (public): an uploaded image or one of
// its derived icons. The name is checked against the generated pattern before anything is
// looked up.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const parsed = parseMediaPath(params["*"] ?? "");
  if (!parsed) return mediaNotFound();
  const { db } = context.get(servicesContext);
  try {
    const stored = await readMedia(db, parsed.filename, parsed.variant);
    return stored ? mediaResponse(request, stored) : mediaNotFound();
  } catch (error) {
    context
      .get(requestInfoContext)
      .log.error({ err: error }, `Could not read media ${params["*"]}`);
    return new Response("Could not read this file", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
