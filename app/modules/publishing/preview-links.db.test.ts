import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityLog,
  type PageSnapshot,
  pageDrafts,
  previewLinks,
  type StoredPageBody,
  users,
  websitePages,
} from "#app/db/schema.ts";
import { createPage, saveDraft } from "#app/modules/pages/page-commands.server.ts";
import { previewDocument } from "#app/modules/pages/page-preview.server.ts";
import { emptyPageValues } from "#app/modules/pages/page-values.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import {
  createPreviewLink,
  listPreviewLinks,
  resolvePreviewToken,
  revokePreviewLink,
} from "./preview-links.server.ts";

const ADMIN_ID = "admin-preview-test";
const DAY = 24 * 60 * 60 * 1000;

function post(content: string, isPublished = true) {
  const result = parsePageValues({
    ...emptyPageValues("post"),
    title: "Preview me",
    slug: `preview-${Math.random().toString(36).slice(2)}`,
    content,
    isPublished,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "preview@example.test" });
});
afterAll(() => database.close());

describe("share links", () => {
  it("open the page for 7 days, store only a hash of the token, and are logged", async () => {
    const { db } = database;
    const page = await createPage(db, ADMIN_ID, post("<p>Live</p>"));
    const now = new Date("2026-11-24T09:00:00Z");
    const link = await createPreviewLink(db, ADMIN_ID, page.id, { now });
    if (!link) throw new Error("no link");
    expect(link.expiresAt).toBe("2026-12-01T09:00:00.000Z");
    const [stored] = await db.select().from(previewLinks).where(eq(previewLinks.pageId, page.id));
    expect(stored?.tokenHash).not.toContain(link.token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await resolvePreviewToken(db, link.token, new Date(now.getTime() + 6 * DAY))).toEqual({
      pageId: page.id,
      expiresAt: link.expiresAt,
    });
    expect(await resolvePreviewToken(db, link.token, new Date(now.getTime() + 7 * DAY))).toBeNull();
    // Change the last character to one it is not, so the tampered token always differs.
    const tampered = `${link.token.slice(0, -1)}${link.token.endsWith("A") ? "B" : "A"}`;
    expect(await resolvePreviewToken(db, tampered, now)).toBeNull();

    const logged = await db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, page.id));
    expect(logged.map((row) => row.action)).toContain("create_preview_link");
  });

  it("stop working once revoked, and only the item's own link can be revoked", async () => {
    const { db } = database;
    const page = await createPage(db, ADMIN_ID, post("<p>Live</p>"));
    const other = await createPage(db, ADMIN_ID, post("<p>Other</p>"));
    const link = await createPreviewLink(db, ADMIN_ID, page.id);
    if (!link) throw new Error("no link");
    const [row] = await listPreviewLinks(db, page.id);
    if (!row) throw new Error("not listed");
    expect(row.state).toBe("active");

    expect(await revokePreviewLink(db, ADMIN_ID, other.id, row.id)).toBe(false);
    expect(await resolvePreviewToken(db, link.token)).not.toBeNull();
    expect(await revokePreviewLink(db, ADMIN_ID, page.id, row.id)).toBe(true);
    expect(await resolvePreviewToken(db, link.token)).toBeNull();
    expect(await revokePreviewLink(db, ADMIN_ID, page.id, row.id)).toBe(false);
    expect((await listPreviewLinks(db, page.id))[0]?.state).toBe("revoked");
  });

  it("are refused for an item that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await createPreviewLink(database.db, ADMIN_ID, missing)).toBeNull();
  });
});

describe("what a preview shows", () => {
  it("is the unpublished changes of a published item, else the stored draft", async () => {
    const { db } = database;
    const live = await createPage(db, ADMIN_ID, post("<p>Live text</p>"));
    await saveDraft(db, ADMIN_ID, live.id, { ...post("<p>Draft text</p>"), slug: live.slug });
    const shown = await previewDocument(db, live.id);
    expect(shown?.html).toBe("<p>Draft text</p>");
    expect(shown?.version).toBe("unpublished changes");

    const draft = await createPage(db, ADMIN_ID, post("<p>Not yet</p><script>x()</script>", false));
    const unpublished = await previewDocument(db, draft.id);
    expect(unpublished?.html).toBe("<p>Not yet</p>");
    expect(unpublished?.version).toBe("an unpublished draft");
    expect(unpublished?.kind).toBe("post");
  });

  it("of a page is its draft's sections at its URL; of its Urdu version, the same sections, in Urdu", async () => {
    const { db } = database;
    const text = (en: string): StoredPageBody => ({
      root: { props: {} },
      content: [{ type: "richText", props: { id: "text", body: { en } } }],
    });
    // One row, its Urdu version's title beside the English one (ADR 0042).
    const [about] = await db
      .insert(websitePages)
      .values({
        slug: { en: "about-preview" },
        title: { en: "About", ur: "ہمارے بارے میں" },
        sections: text("<p>Live</p>"),
      })
      .returning();
    if (!about) throw new Error("not stored");
    expect(await previewDocument(db, about.id)).toMatchObject({
      kind: "page",
      path: "/about-preview",
      sections: text("<p>Live</p>"),
    });
    const draft: PageSnapshot = {
      ...{ slug: about.slug, title: about.title, content: {}, metaTitle: {}, metaDescription: {} },
      ...{ featuredImage: null, tags: {}, isPublished: true, sections: text("<p>Draft</p>") },
    };
    await db.insert(pageDrafts).values({ pageId: about.id, snapshot: draft });
    expect((await previewDocument(db, about.id))?.sections).toEqual(text("<p>Draft</p>"));
    expect(await previewDocument(db, about.id, "ur")).toMatchObject({
      title: "ہمارے بارے میں",
      path: "/ur/about-preview",
      locale: "ur",
      sections: text("<p>Draft</p>"),
    });
    // A language the item has no version in shows it in English.
    await db
      .update(pageDrafts)
      .set({ snapshot: { ...draft, title: { en: "About" } } })
      .where(eq(pageDrafts.pageId, about.id));
    expect(await previewDocument(db, about.id, "ur")).toMatchObject({
      title: "About",
      path: "/about-preview",
      locale: "en",
    });
  });
});
