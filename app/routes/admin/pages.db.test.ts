import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, websitePages, websiteSettings } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import * as pages from "./pages.tsx";

// Page Settings' action through the app's request pipeline: the console's gate before it, and
// its commands on built-in and content pages alike.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({ admin: { pages } });
});
afterAll(() => app.close());

function post(fields: Record<string, string>, cookie?: string) {
  return app.send(
    new Request(`${SITE}/admin/pages`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: SITE,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
  );
}

async function setting(key: string) {
  const [row] = await app.db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, key));
  return row?.value;
}

async function starterPolicy() {
  const [row] = await app.db
    .select()
    .from(websitePages)
    .where(eq(englishOf(websitePages.slug), "privacy-policy"));
  if (!row) throw new Error("the starter privacy policy is missing");
  return row;
}

describe("Page Settings' action", () => {
  it("changes nothing without an admin's session", async () => {
    const policy = await starterPolicy();
    // The starter terms of service is the seeded terms page.
    const seededTerms = await setting("terms_of_service_page");
    expect(seededTerms).toEqual(expect.any(String));
    const commands: Record<string, string>[] = [
      { intent: "toggle", page: "about", setting: "is_enabled", value: "false" },
      { intent: "toggle", page: policy.id, setting: "is_enabled", value: "true" },
      { intent: "legal", role: "terms", page: policy.id },
    ];
    for (const fields of commands) {
      const response = await post(fields);
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(500);
      expect(response.status).not.toBe(200);
    }
    expect(await setting("page_about_is_enabled")).toBe(true);
    expect(await setting("terms_of_service_page")).toBe(seededTerms);
    expect((await starterPolicy()).isPublished).toBe(false);
    const activity = await app.db.select({ entity: activityLog.entity }).from(activityLog);
    expect(activity.filter((entry) => entry.entity !== "users")).toEqual([]);
  });

  it("publishes a content page through its switch and marks it, for an admin", async () => {
    const cookie = await app.adminCookie();
    const policy = await starterPolicy();
    const enabled = await post(
      { intent: "toggle", page: policy.id, setting: "is_enabled", value: "true" },
      cookie,
    );
    expect(enabled.status).toBe(200);
    expect((await starterPolicy()).isPublished).toBe(true);

    const marked = await post({ intent: "legal", role: "terms", page: policy.id }, cookie);
    expect(await marked.json()).toEqual({ ok: true, message: "Footer link saved" });
    expect(await setting("terms_of_service_page")).toBe(policy.id);
  });

  it("answers a refused command with its reason and changes nothing", async () => {
    const cookie = await app.adminCookie();
    const response = await post(
      { intent: "label", page: "home", label_en: "A label far too long for any navigation bar" },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: "Failed to update page setting",
      description: "Keep a label to 40 characters or fewer.",
    });
    expect(await setting("page_home_nav_label")).toBeUndefined();
  });
});
