import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema.ts";
import { type RunningServices, startAppServices } from "#app/services.server.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";

// Instances on one PostgreSQL may start together (docs/operations.md): each start runs the
// migrations, the seed and the first admin from ADMIN_EMAIL, each with its own connection pool,
// at the same moment on a new database. Needs PostgreSQL (TEST_DATABASE_URL); runs in
// `npm run test:pg`.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIP_REASON =
  "needs PostgreSQL: set TEST_DATABASE_URL (docs/development.md, npm run test:pg)";
const ADMIN = { email: "owner@start-together.test", password: "start-together-password" };

let database: ThrowawayDatabase | undefined;
const started: RunningServices[] = [];

afterAll(async () => {
  await Promise.all(started.map((services) => services.close()));
  await database?.drop();
}, 60_000);

describe("instances starting together on one PostgreSQL", () => {
  it("all three come up with ADMIN_EMAIL set, and one admin exists", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    database = await createThrowawayDatabase(SERVER_URL as string, "start");
    const env = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "silent",
    };

    const starts = await Promise.allSettled([1, 2, 3].map(() => startAppServices(env)));
    for (const start of starts) if (start.status === "fulfilled") started.push(start.value);

    expect(
      starts.map((start) => (start.status === "rejected" ? String(start.reason) : "up")),
    ).toEqual(["up", "up", "up"]);
    const admins = await started[0]?.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "admin"));
    expect(admins).toEqual([{ email: ADMIN.email }]);
  }, 120_000);
});
