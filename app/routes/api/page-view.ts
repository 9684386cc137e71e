import type { Route } from "./+types/page-view";
import { answerPageViewBeacon } from "./page-view-beacon.server.ts";

// POST /page-view: the public pages' beacon (ADR 0017). The Node entry (server/main.ts) answers
// it before React Router routes anything, as every shown page sends one; this route answers
// it the same way under the development server and wherever the entry is not in front.
export function action({ request, context }: Route.ActionArgs) {
  return answerPageViewBeacon(request, context);
}
