import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { securitySettings, users } from "#app/db/schema.ts";
import { createPage } from "#app/modules/pages/page-commands.server.ts";
import { emptyPageValues } from "#app/modules/pages/page-values.ts";
import { createPreviewLink } from "#app/modules/publishing/preview-links.server.ts";
import {
  ADMIN,
  type AppHarness,
  createAppHarness,
  SITE,
} from "../../../tests/helpers/app-harness.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { action, loader } from "./preview.tsx";

// /preview/:key outside the console's layout: an item's id is the console's own preview and
// passes the console's gate; a share link's token is for anyone holding it (ADR 0014).

let app: AppHarness;
let pageId: string;
beforeEach(async () => {
  app = await createAppHarness({ site: { "preview/:key": { loader, action } } });
  const [admin] = await app.db.select().from(users).where(eq(users.email, ADMIN.email));
  const draft = parsePageValues({
    ...emptyPageValues("post"),
    title: "Unannounced plan",
    slug: "unannounced-plan",
    content: "<p>Not yet</p>",
    isPublished: false,
  });
  if (!draft.ok || !admin) throw new Error("no draft to preview");
  pageId = (await createPage(app.db, admin.id, draft.page)).id;
});
afterEach(() => app.close());

const requireTwoFactor = () =>
  app.db.insert(securitySettings).values({ id: 1, requireTwoFactor: true });

describe("the preview of a draft by its id", () => {
  it("sends an admin held for two-factor setup to the Account screen, as every console page does", async () => {
    const cookie = await app.adminCookie();
    const preview = () =>
      app.send(new Request(`${SITE}/preview/${pageId}`, { headers: { cookie } }));
    expect((await preview()).status).toBe(200);

    await requireTwoFactor();
    const held = await preview();
    expect(held.status).toBe(302);
    expect(held.headers.get("location")).toBe("/admin/account");
  });

  it("still opens by a share link's token for someone without a session", async () => {
    await requireTwoFactor();
    const link = await createPreviewLink(app.db, null, pageId);
    if (!link) throw new Error("no link");
    const shared = await app.send(new Request(`${SITE}/preview/${link.token}`));
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain("Unannounced plan");
  });
});

describe("the page editor's live preview (a post of its form, ADR 0024)", () => {
  const post = (
    key: string,
    headers: Record<string, string> = {},
    fields: Record<string, string> = { "content[0].type": "hero" },
  ) =>
    app.send(
      new Request(`${SITE}/preview/${key}?frame`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: SITE,
          "Sec-Fetch-Site": "same-origin",
          ...headers,
        },
        body: new URLSearchParams(fields),
      }),
    );

  it("sends someone without a session to sign in, and draws nothing", async () => {
    const answer = await post(pageId);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/admin-auth/);
  });

  it("is not open to a share link's token: it draws only for the console", async () => {
    const link = await createPreviewLink(app.db, null, pageId);
    if (!link) throw new Error("no link");
    expect((await post(link.token)).status).toBe(405);
  });

  it("draws a post from its one Text section, the typed HTML through the allow-list", async () => {
    const answer = await post(
      pageId,
      { cookie: await app.adminCookie() },
      {
        "content[0].type": "richText",
        "content[0].props.id": "text",
        "content[0].props.body.en": '<p>Typed now<img src="x" onerror="alert(1)"></p>',
      },
    );
    expect(answer.status).toBe(200);
    const drawn = await answer.text();
    expect(drawn).toContain("Typed now");
    expect(drawn).not.toContain("onerror");
  });

  it("answers an unknown id with 404", async () => {
    const answer = await post("00000000-0000-4000-8000-000000000000", {
      cookie: await app.adminCookie(),
    });
    expect(answer.status).toBe(404);
  });
});
