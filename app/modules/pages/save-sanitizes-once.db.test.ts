import type sanitizeHtml from "sanitize-html";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "#app/db/schema.ts";
import { listRevisions } from "#app/modules/publishing/revisions.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { createPage, restoreRevision, saveDraft, updatePage } from "./page-commands.server.ts";
import { emptyPageValues } from "./page-values.ts";

// Every HTML string handed to sanitize-html, in order.
const sanitized = vi.hoisted(() => [] as string[]);
vi.mock("sanitize-html", async (importOriginal) => {
  const { default: sanitize } = await importOriginal<{ default: typeof sanitizeHtml }>();
  const counted = (html: string, options?: sanitizeHtml.IOptions) => {
    sanitized.push(html);
    return sanitize(html, options);
  };
  return { default: Object.assign(counted, sanitize) };
});

const ADMIN_ID = "admin-sanitize-once-test";

function post(text: string) {
  const result = parsePageValues({
    ...emptyPageValues("post"),
    title: "Launch",
    slug: "launch",
    content: `<p>${text}</p><script>alert(1)</script>`,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

/** How many times `save` ran sanitize-html over HTML holding `text` (as sent or as stored). */
async function timesSanitized(text: string, save: () => Promise<unknown>): Promise<number> {
  sanitized.length = 0;
  await save();
  return sanitized.filter((html) => html.includes(text)).length;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "sanitize-once@example.test" });
});
afterAll(() => database.close());

describe("saving a page or post", () => {
  it("sanitizes its HTML once: created, published, saved as a draft or restored", async () => {
    const { db } = database;
    let id = "";
    expect(
      await timesSanitized("First", async () => {
        id = (await createPage(db, ADMIN_ID, post("First"))).id;
      }),
    ).toBe(1);
    expect(await timesSanitized("Second", () => updatePage(db, ADMIN_ID, id, post("Second")))).toBe(
      1,
    );
    expect(await timesSanitized("Third", () => saveDraft(db, ADMIN_ID, id, post("Third")))).toBe(1);
    const [, , created] = await listRevisions(db, id);
    expect(
      await timesSanitized("First", () => restoreRevision(db, ADMIN_ID, id, created?.id ?? 0)),
    ).toBe(1);
  });
});
