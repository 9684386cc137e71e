import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { SAMPLE_BLOG_POST } from "#app/modules/pages/default-pages.ts";
import { BUILT_IN_PAGE_ROWS } from "#app/modules/sections/built-in/built-in-pages.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";
import { DEFAULT_SITE_FACTS } from "./defaults.ts";
import seededBefore from "./seeded-before-site-facts.json" with { type: "json" };

// Migrations 0046 and 0047 (ADR 0052): an install made before the facts were kept once gets
// them in Website Settings, and its seeded texts say them as placeholders where they are still
// as seeded; what an owner wrote stays word for word.

type Body = { content: { type: string; props: Record<string, unknown> }[] };
type Slug = keyof typeof seededBefore.pages;
const SLUGS = Object.keys(seededBefore.pages) as Slug[];

/** The contact page as seeded, its trial answer's English edited by the owner. */
function contactWithOwnTrialAnswer(): Body {
  const body = structuredClone(seededBefore.pages.contact) as Body;
  const faq = body.content.find((section) => section.type === "faq");
  const items = faq?.props.items as { answer: Record<string, string> }[];
  items[1]!.answer.en = "Yes: ask us for a 14-day trial.";
  return body;
}

let database: OlderDatabase;
let pages: Map<string, { sections: Body | null; content: Record<string, string> }>;
let config: Record<string, unknown> | undefined;
let draft: { sections: Body } | undefined;
let revision: { sections: Body } | undefined;

beforeAll(async () => {
  database = await databaseBefore("0046_site_facts");
  await database.db.execute(
    sql`INSERT INTO website_config (id, site_title, footer_text, time_zone_label)
        VALUES (1, '{"en": "Acme"}'::jsonb, '{"en": "© 2024 Acme"}'::jsonb, 'PKT')`,
  );
  const insert = async (slug: string, fields: { sections?: unknown; content?: unknown }) => {
    const [row] = await selectRows<{ id: string }>(
      database.db,
      sql`INSERT INTO website_pages (slug, title, sections, content)
          VALUES (${JSON.stringify({ en: slug })}::jsonb, '{"en": "Page"}'::jsonb,
                  ${fields.sections ? JSON.stringify(fields.sections) : null}::jsonb,
                  ${JSON.stringify(fields.content ?? {})}::jsonb) RETURNING id`,
    );
    return row!.id;
  };
  const ids = new Map<string, string>();
  for (const slug of SLUGS)
    ids.set(slug, await insert(slug, { sections: seededBefore.pages[slug] }));
  await insert("contact-own", { sections: contactWithOwnTrialAnswer() });
  await insert("blog/answer-every-dm-in-seconds", { content: seededBefore.post });
  await insert("blog/own-post", {
    content: { en: "<p>Setup takes 24-48 hours after payment, or less.</p>" },
  });
  const snapshot = JSON.stringify({ sections: seededBefore.pages.pricing });
  await database.db.execute(
    sql`INSERT INTO page_drafts (page_id, snapshot) VALUES (${ids.get("pricing")}, ${snapshot}::jsonb)`,
  );
  await database.db.execute(
    sql`INSERT INTO page_revisions (page_id, snapshot, action)
        VALUES (${ids.get("pricing")}, ${snapshot}::jsonb, 'publish')`,
  );
  await database.migrateToNewest();

  const rows = await selectRows<{
    slug: string;
    sections: Body | null;
    content: Record<string, string>;
  }>(database.db, sql`SELECT slug ->> 'en' AS slug, sections, content FROM website_pages`);
  pages = new Map(rows.map(({ slug, ...row }) => [slug, row]));
  [config] = await selectRows<Record<string, unknown>>(
    database.db,
    sql`SELECT setup_time, trial_length, reply_time, time_zone_label FROM website_config`,
  );
  [draft] = await selectRows<{ sections: Body }>(
    database.db,
    sql`SELECT snapshot -> 'sections' AS sections FROM page_drafts`,
  );
  [revision] = await selectRows<{ sections: Body }>(
    database.db,
    sql`SELECT snapshot -> 'sections' AS sections FROM page_revisions`,
  );
});
afterAll(() => database.close());

describe("the facts said once, on an install made before them", () => {
  it("keeps the site's facts in Website Settings, as seeded: 24-48 hours, 14 days, 24 hours, PKT", () => {
    expect(config).toEqual({
      setup_time: DEFAULT_SITE_FACTS.setupTime,
      trial_length: DEFAULT_SITE_FACTS.trialLength,
      reply_time: DEFAULT_SITE_FACTS.replyTime,
      time_zone_label: "PKT",
    });
  });

  it("turns every built-in page still as seeded into today's seeded page, placeholders and all", () => {
    for (const slug of SLUGS) {
      expect(pages.get(slug)?.sections, slug).toEqual(BUILT_IN_PAGE_ROWS[slug].defaultBody());
    }
  });

  it("keeps a text the owner edited word for word, and converts its other language", () => {
    const faq = pages.get("contact-own")?.sections?.content.find((s) => s.type === "faq");
    const items = (faq?.props.items ?? []) as { answer: Record<string, string> }[];
    const trial = items[1]?.answer;
    expect(trial).toEqual({
      en: "Yes: ask us for a 14-day trial.",
      ur: "جی ہاں، نئے گاہک {trialLength} کی آزمائش مانگ سکتے ہیں تاکہ اپنے پیغامات پر آٹومیشن کو کام کرتے دیکھ سکیں۔",
    });
  });

  it("rewrites the sample post as seeded, never a post of the owner's that says the same", () => {
    expect(pages.get("blog/answer-every-dm-in-seconds")?.content).toEqual(SAMPLE_BLOG_POST.content);
    expect(pages.get("blog/own-post")?.content).toEqual({
      en: "<p>Setup takes 24-48 hours after payment, or less.</p>",
    });
  });

  it("converts unpublished drafts and revisions alike", () => {
    const seeded = BUILT_IN_PAGE_ROWS.pricing.defaultBody();
    expect(draft?.sections).toEqual(seeded);
    // History keeps what it was but for the facts: migration 0048 gives the comparison's plan
    // names their Urdu in the page and its draft only (ADR 0051).
    const history = structuredClone(seeded);
    for (const section of history.content) {
      if (section.type !== "planComparison") continue;
      const plans = section.props.plans as Record<string, string>[];
      section.props.plans = plans.map(({ en }) => ({ en }));
    }
    expect(revision?.sections).toEqual(history);
  });
});
