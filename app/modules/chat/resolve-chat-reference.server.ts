import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { chatReferences } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { getAnalyticsRetention } from "#app/modules/analytics/analytics-jobs.server.ts";
import { chatCodeOf } from "./chat-code.ts";

// A chat's reference code back to the visit it was clicked in
// (docs/decisions/0046-chat-links-tied-to-visits.md): what a lead made from the chat takes as
// its campaign and landing page. A code is good as long as the visit's page views are kept
// (the analytics retention): after that it names nothing the site still knows.

export type ChatVisit = Omit<typeof chatReferences.$inferSelect, "id">;

/**
 * The stored visit of `typed` (a code as typed or pasted), or a RuleError on the `code` field:
 * `invalid` for what cannot be a code, `not-found` for a code never given, `expired` for one
 * older than the analytics retention.
 */
export async function resolveChatReference(
  db: Database,
  typed: string,
  now = new Date(),
): Promise<ChatVisit> {
  const code = chatCodeOf(typed);
  if (!code) {
    throw new RuleError("invalid", "A reference code is 5 letters and digits, such as K7Q2X.", {
      field: "code",
    });
  }
  const [row] = await db.select().from(chatReferences).where(eq(chatReferences.code, code));
  if (!row) {
    throw new RuleError("not-found", `No chat was started with the code ${code}.`, {
      field: "code",
    });
  }
  const { months } = await getAnalyticsRetention(db);
  const kept = new Date(now);
  kept.setUTCMonth(kept.getUTCMonth() - months);
  if (row.createdAt < kept) {
    throw new RuleError(
      "expired",
      `The code ${code} is older than the ${months} months visits are kept.`,
      { field: "code" },
    );
  }
  const { id: _id, ...visit } = row;
  return visit;
}
