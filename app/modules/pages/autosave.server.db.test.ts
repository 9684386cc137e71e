import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { discardAutosave, getAutosave, saveAutosave } from "./autosave.server.ts";
import { emptyPageValues } from "./page-values.ts";

const ADMIN = "admin-autosave-test";
const OTHER = "admin-autosave-other";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: ADMIN, email: "autosave@example.test" },
    { id: OTHER, email: "autosave-other@example.test" },
  ]);
});
afterAll(() => database.close());

describe("the editor's autosave slot", () => {
  it("keeps the last values per admin and item until discarded", async () => {
    const { db } = database;
    const values = { ...emptyPageValues("post"), title: "Half written", content: "<p>Mid</p>" };
    expect(await saveAutosave(db, ADMIN, "new-post", values)).toBe(true);
    expect(await saveAutosave(db, ADMIN, "new-post", { ...values, content: "<p>Later</p>" })).toBe(
      true,
    );
    expect((await getAutosave(db, ADMIN, "new-post"))?.values.content).toBe("<p>Later</p>");
    // Another admin's slot for the same item is their own.
    expect(await getAutosave(db, OTHER, "new-post")).toBeNull();
    await discardAutosave(db, ADMIN, "new-post");
    expect(await getAutosave(db, ADMIN, "new-post")).toBeNull();
  });

  it("refuses a slot that names no item, and values that are not an editor's", async () => {
    const { db } = database;
    const values = emptyPageValues("page");
    expect(await saveAutosave(db, ADMIN, "../etc", values)).toBe(false);
    expect(await saveAutosave(db, ADMIN, "new-page", { ...values, isPublished: "yes" })).toBe(
      false,
    );
    expect(
      await saveAutosave(db, ADMIN, "new-page", { ...values, content: "x".repeat(500_001) }),
    ).toBe(false);
    // What jsonb cannot hold, as the editor's JSON may carry it (`"\u0000"`), is refused, not a failure.
    for (const title of ["a\u0000b", "half \uD800"]) {
      expect(await saveAutosave(db, ADMIN, "new-page", { ...values, title })).toBe(false);
    }
    expect(
      await saveAutosave(db, ADMIN, "new-page", { ...values, sections: { content: ["\u0000"] } }),
    ).toBe(false);
    expect(await getAutosave(db, ADMIN, "new-page")).toBeNull();
  });
});

describe("deep or huge sections in an autosave", () => {
  /** `levels` arrays and objects inside one another, built without recursion. */
  function nested(levels: number): unknown {
    let value: unknown = "deepest";
    for (let level = 0; level < levels; level++) {
      value = level % 2 ? [value] : { props: value };
    }
    return value;
  }

  it("refuses sections nested past any editor's depth, without a server error", async () => {
    const { db } = database;
    const values = emptyPageValues("page");
    for (const levels of [3_000, 100_000]) {
      expect(
        await saveAutosave(db, ADMIN, "new-page", { ...values, sections: nested(levels) }),
      ).toBe(false);
    }
    expect(await getAutosave(db, ADMIN, "new-page")).toBeNull();
  });

  it("refuses sections of more values than any page holds, and keeps a real page's", async () => {
    const { db } = database;
    const values = emptyPageValues("page");
    const flat = { content: Array.from({ length: 200_000 }, () => 0) };
    expect(await saveAutosave(db, ADMIN, "new-page", { ...values, sections: flat })).toBe(false);
    const page = { content: [{ type: "hero", props: { id: "hero", title: { en: "Hi" } } }] };
    expect(await saveAutosave(db, ADMIN, "new-page", { ...values, sections: page })).toBe(true);
  });
});
