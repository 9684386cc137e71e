import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingHosts } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost } from "../../../tests/helpers/booking-hosts.ts";
import { tokenHash } from "./booking-tokens.server.ts";
import { hostOfFeedToken, renewFeedToken, revokeFeedToken } from "./host-feed-token.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
});
afterEach(() => database.close());

describe("a host's calendar feed token", () => {
  it("opens their feed until it is renewed or revoked", async () => {
    const first = await renewFeedToken(database.db, "sana");
    expect(await hostOfFeedToken(database.db, first)).toBe("sana");
    const [host] = await database.db.select().from(bookingHosts);
    expect(host?.feedTokenHash).toBe(tokenHash(first!));

    const second = await renewFeedToken(database.db, "sana");
    expect(await hostOfFeedToken(database.db, first)).toBeNull();
    expect(await hostOfFeedToken(database.db, second)).toBe("sana");

    await revokeFeedToken(database.db, "sana");
    expect(await hostOfFeedToken(database.db, second)).toBeNull();
  });

  it("is none for one who is no host, an inactive account or a malformed token", async () => {
    expect(await renewFeedToken(database.db, "nobody")).toBeNull();
    const token = await renewFeedToken(database.db, "sana");
    await database.db.execute(sql`UPDATE users SET status = 'inactive'`);
    expect(await hostOfFeedToken(database.db, token)).toBeNull();
    expect(await hostOfFeedToken(database.db, "../etc/passwd")).toBeNull();
  });
});
