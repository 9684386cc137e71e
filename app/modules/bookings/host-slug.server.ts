import { like } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingHosts } from "#app/db/schema.ts";
import { slugOfName } from "./host-slug.ts";

// A new host's page address, free among the hosts' (host-slug.ts).

/**
 * A slug for a new host from their name, else their e-mail's name, else "demo": the first of
 * it, it-2, it-3, … no host has.
 */
export async function freeHostSlug(
  tx: Database,
  person: { name: string; email: string },
): Promise<string> {
  const wanted = slugOfName(person.name) || slugOfName(person.email.split("@")[0] ?? "") || "demo";
  const taken = new Set(
    (
      await tx
        .select({ slug: bookingHosts.slug })
        .from(bookingHosts)
        .where(like(bookingHosts.slug, `${wanted}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(wanted)) return wanted;
  for (let suffix = 2; ; suffix++) {
    if (!taken.has(`${wanted}-${suffix}`)) return `${wanted}-${suffix}`;
  }
}
