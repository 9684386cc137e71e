import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingDateOverrides, bookingHosts } from "#app/db/schema.ts";
import { hasSqlState, UNIQUE_VIOLATION } from "#app/db/sql-state.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import {
  type HostAvailabilityValues,
  hostAvailabilityDefinition,
} from "./host-availability-definition.ts";

// A host's availability saved from its form (host-availability-definition.ts): their row, made
// when they first save, and their date overrides, replaced by the form's list. Who may save
// whose is the console's to check.

export const SLUG_TAKEN = "Another host has this address. Choose another.";

export async function saveHostAvailability(
  db: Database,
  userId: string,
  values: HostAvailabilityValues,
): Promise<void> {
  const stored = hostAvailabilityDefinition.storedValues(values) as Omit<
    typeof bookingHosts.$inferInsert,
    "userId"
  >;
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(bookingHosts)
        .values({ ...stored, userId })
        .onConflictDoUpdate({
          target: bookingHosts.userId,
          set: { ...stored, updatedAt: sql`now()` },
        });
      await tx.delete(bookingDateOverrides).where(eq(bookingDateOverrides.hostId, userId));
      if (values.dateOverrides.length > 0) {
        await tx
          .insert(bookingDateOverrides)
          .values(values.dateOverrides.map((override) => ({ hostId: userId, ...override })));
      }
    });
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      throw new RuleError("conflict", SLUG_TAKEN, { field: "slug" });
    }
    throw error;
  }
}
