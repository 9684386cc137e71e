import { leadChallengeOf } from "#app/services.server.ts";
import type { Route } from "./+types/lead-challenge";

/** A fresh signed proof-of-work challenge for the lead forms; never cached, one per visit. */
export async function loader({ context }: Route.LoaderArgs) {
  const { limiter, limitKey, challenges, recent } = leadChallengeOf(context);
  const noStore = { "Cache-Control": "no-store" };
  const limit = await limiter.consume(limitKey);
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many challenges" },
      { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  return Response.json(await challenges.issue(await recent.count(limitKey)), { headers: noStore });
}
