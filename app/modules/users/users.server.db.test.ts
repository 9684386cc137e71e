import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { updateUser } from "./users.server.ts";

let database: TestDatabase;
const OWNER = "owner";
const BO = "bo";

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: OWNER, email: "owner@example.pk", name: "Owner", role: "admin" },
    { id: BO, email: "bo@example.pk", name: "Bo", role: "user" },
  ]);
});
afterAll(() => database.close());

const updates = async () =>
  (
    await database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.action, "update_user"))
      .orderBy(activityLog.id)
  ).map((entry) => entry.details);

describe("updateUser", () => {
  it("logs the new role and status and the labels of the fields that changed", async () => {
    await updateUser(database.db, OWNER, BO, {
      name: "Bo B.",
      role: "moderator",
      status: "active",
    });
    await updateUser(database.db, OWNER, BO, {
      name: "Bo B.",
      role: "moderator",
      status: "active",
    });
    await updateUser(database.db, OWNER, BO, {
      name: "Bo B.",
      role: "moderator",
      status: "banned",
    });
    expect(await updates()).toEqual([
      {
        email: "bo@example.pk",
        role: "moderator",
        status: "active",
        changed_fields: ["Full Name", "Role"],
      },
      { email: "bo@example.pk", role: "moderator", status: "active", changed_fields: [] },
      { email: "bo@example.pk", role: "moderator", status: "banned", changed_fields: ["Status"] },
    ]);
  });
});
