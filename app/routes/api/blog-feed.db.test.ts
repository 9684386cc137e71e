import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websiteConfig, websitePages } from "#app/db/schema.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { loader } from "./blog-feed.ts";

// GET /blog/rss.xml with control characters in what it shows, stored past the forms' checks
// (before they stripped them, or by a script): still a document a strict XML parser reads.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({
    site: { "blog/rss.xml": { loader }, "ur/blog/rss.xml": { loader } },
  });
});

/** The feed's texts, read by a strict XML parser. */
async function feedTexts(path: string): Promise<string[]> {
  const response = await app.send(new Request(`${SITE}${path}`));
  expect(response.status).toBe(200);
  const texts: string[] = [];
  const parser = new SaxesParser();
  parser.on("text", (text) => texts.push(text));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(await response.text()).close();
  return texts;
}
afterAll(() => app.close());

describe("the blog's feed", () => {
  it("reads as XML 1.0 whatever control characters its post and site texts hold", async () => {
    await app.db.update(websiteConfig).set({
      siteTitle: { en: "DM\u0001flow" },
      metaDescription: { en: "Chats\u0002 answered\u001B" },
    });
    await app.db.insert(websitePages).values({
      slug: { en: "blog/eid" },
      title: { en: "Eid\u0001 sale\uFFFF" },
      content: { en: "<p>Up to\u0008 half off</p>" },
    });
    expect(await feedTexts("/blog/rss.xml")).toEqual(
      expect.arrayContaining(["DMflow Blog", "Chats answered", "Eid sale", "Up to half off"]),
    );
  });

  it("names the site in Urdu in the Urdu feed where the owner wrote it, else in English", async () => {
    await app.db.update(websiteConfig).set({
      siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
      metaDescription: { en: "Chats answered" },
    });
    const urdu = await feedTexts("/ur/blog/rss.xml");
    expect(urdu).toEqual(expect.arrayContaining(["ڈی ایم فلو بلاگ", "Chats answered"]));
    expect(await feedTexts("/blog/rss.xml")).toEqual(expect.arrayContaining(["DMflow Blog"]));
  });
});
