import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";

// drizzle/0038: an existing install's seeded demo buttons move from /form to the booking page;
// nothing the owner changed, and nothing on their own pages, moves with them.

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

type Button = { label: Record<string, string>; href: string };

const button = (en: string, href: string): Button => ({ label: { en, ur: "اردو" }, href });

function pageWith(slug: string, type: string, buttons: Button[]) {
  return {
    slug: { en: slug },
    title: { en: slug },
    sections: {
      root: { props: {} },
      content: [
        { type: "pageHeader", props: { id: "heading", title: { en: slug } } },
        { type, props: { id: type, buttons } },
      ],
    },
  };
}

async function buttonsOf(slug: string): Promise<Button[]> {
  const rows = await database.db.select().from(websitePages);
  const page = rows.find((row) => (row.slug as Record<string, string>).en === slug);
  if (!page) throw new Error(`no page ${slug}`);
  const content = (page.sections as { content: { props: { buttons?: Button[] } }[] }).content;
  return content[1]?.props.buttons ?? [];
}

describe("the seeded demo buttons (drizzle/0038)", () => {
  it("point to /book where the seed left them; Get Started and the owner's own stay", async () => {
    await database.db.insert(websitePages).values([
      pageWith("home", "hero", [button("Get Started", "/form"), button("Book a Demo", "/form")]),
      pageWith("features", "callToAction", [
        button("Start Free Trial", "/form"),
        button("Schedule Demo", "/form"),
      ]),
      // Relabelled by the owner: theirs now.
      pageWith("about", "callToAction", [button("Book a call", "/form")]),
      // A page of the owner's own.
      pageWith("promo", "callToAction", [button("Book a Demo", "/form")]),
    ]);
    const migration = readFileSync("drizzle/0038_book_a_demo_buttons.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      await database.db.execute(sql.raw(statement));
    }
    expect(await buttonsOf("home")).toEqual([
      button("Get Started", "/form"),
      button("Book a Demo", "/book"),
    ]);
    expect(await buttonsOf("features")).toEqual([
      button("Start Free Trial", "/form"),
      button("Schedule Demo", "/book"),
    ]);
    expect(await buttonsOf("about")).toEqual([button("Book a call", "/form")]);
    expect(await buttonsOf("promo")).toEqual([button("Book a Demo", "/form")]);
  });
});
