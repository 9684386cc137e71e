import { describe, expect, it, vi } from "vitest";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import { MAX_SECTIONS, parsePageBody, visibleSections } from "./page-body.ts";
import { textIn } from "./section-fields.ts";
import { RICH_TEXT_LIMIT } from "./section-types.ts";

const faq = (id: string, answer: Record<string, string> = { en: "No.", ur: "نہیں۔" }) => ({
  type: "faq",
  props: {
    id,
    title: { en: "Questions", ur: "سوالات" },
    items: [{ question: { en: "Is there a free trial?" }, answer }],
  },
});
const body = (...content: unknown[]) => ({ root: { props: {} }, content });

describe("parsePageBody", () => {
  it("keeps a valid body in Puck's shape, each section checked by its own type", () => {
    const result = parsePageBody(
      body(faq("faq-1"), {
        type: "callToAction",
        props: {
          id: "cta",
          hidden: true,
          title: { en: "Ready?" },
          buttons: [{ label: { en: "Book a Demo" }, href: "/form" }],
        },
      }),
    );
    expect(result).toEqual({ ok: true, body: expect.objectContaining({ root: { props: {} } }) });
    if (!result.ok) return;
    expect(result.body.content.map((section) => section.type)).toEqual(["faq", "callToAction"]);
    expect(visibleSections(result.body).map((section) => section.props.id)).toEqual(["faq-1"]);
  });

  it("names the field of every problem, and keeps nothing of a body that has one", () => {
    const result = parsePageBody(
      body(
        faq("a", { en: "" }),
        { type: "marquee", props: { id: "b" } },
        {
          type: "callToAction",
          props: {
            id: "c",
            title: { en: "Go" },
            buttons: [{ label: { en: "Click" }, href: "javascript:alert(1)" }],
          },
        },
        {
          type: "image",
          props: { id: "d", image: { media: "photo-1.webp", alt: { ur: "تصویر" } }, caption: {} },
        },
        {
          type: "richText",
          props: { id: "e", body: { en: "x".repeat(RICH_TEXT_LIMIT + 1) } },
        },
        faq("a"),
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((issue) => issue.path);
    expect(paths).toEqual([
      "content.0.props.items.0.answer.en",
      "content.1.type",
      "content.2.props.buttons.0.href",
      "content.3.props.image.alt.en",
      "content.4.props.body.en",
      "content.5.props.id",
    ]);
    expect(result.issues[1]?.message).toBe('There is no section type "marquee"');
    expect(result.issues[2]?.message).toMatch(/Only http, https, mailto and tel/);
  });

  it("refuses a wrong shape, unknown keys, a language that is not the site's, and too many sections", () => {
    for (const input of [
      null,
      "[]",
      { content: [] },
      body({ type: "faq" }),
      { ...body(), extra: 1 },
      body({ ...faq("x"), props: { ...faq("x").props, colour: "red" } }),
      body(faq("x", { en: "Yes", fr: "Oui" })),
      body(...Array.from({ length: MAX_SECTIONS + 1 }, (_, index) => faq(`s${index}`))),
    ]) {
      expect(parsePageBody(input).ok).toBe(false);
    }
  });

  it("refuses a plain-http link and keeps https, mailto, tel, wa.me and site paths", () => {
    const withHref = (href: string) =>
      parsePageBody(
        body({
          type: "callToAction",
          props: { id: "c", title: { en: "Go" }, buttons: [{ label: { en: "Go" }, href }] },
        }),
      ).ok;
    expect(withHref("http://example.com")).toBe(false);
    for (const href of [
      "https://example.com",
      "mailto:a@b.pk",
      "tel:+923001234567",
      "https://wa.me/923001234567",
      "/pricing",
    ]) {
      expect(withHref(href)).toBe(true);
    }
  });
});

describe("what PostgreSQL cannot store", () => {
  it("drops control characters and lone surrogates from typed texts, keeping line breaks", () => {
    const result = parsePageBody(body(faq("a", { en: "No\u0000 trial\u0007.\nAsk us \uD800" })));
    expect(result.ok && result.body.content[0]?.props.items).toEqual([
      { question: { en: "Is there a free trial?" }, answer: { en: "No trial.\nAsk us \uFFFD" } },
    ]);
  });

  it("refuses any other value that holds one, at its place", () => {
    const result = parsePageBody(
      body({
        type: "callToAction",
        props: {
          id: "c",
          title: { en: "Go" },
          buttons: [{ label: { en: "Go" }, href: "/pricing#\uDC00" }],
        },
      }),
    );
    expect(result.ok ? [] : result.issues).toEqual([
      {
        path: "content.0.props.buttons.0.href",
        message: "Remove the character that cannot be stored",
      },
    ]);
  });
});

describe("textIn", () => {
  const facts = siteFactsOf(defaultSiteConfig("DMflow"));

  it("gives the page's language, else English, with {product} as the site title", () => {
    const text = { en: "About {product}", ur: "{product} کے بارے میں" };
    expect(textIn(text, "ur", facts)).toBe("DMflow کے بارے میں");
    expect(textIn({ en: "Only English" }, "ur", facts)).toBe("Only English");
    expect(textIn(undefined, "en", facts)).toBe("");
  });

  it("says a fact in the language of the text shown: English on an Urdu page without Urdu", () => {
    const setup = { en: "Live within {setupTime}.", ur: "{setupTime} کے اندر فعال۔" };
    expect(textIn(setup, "ur", facts)).toBe("24 سے 48 گھنٹے کے اندر فعال۔");
    expect(textIn({ en: setup.en }, "ur", facts)).toBe("Live within 24-48 hours.");
  });

  it("escapes a fact's value inside a rich text's HTML", () => {
    const owned = { ...facts, replyTime: { en: "<b>1</b> day" } };
    expect(textIn({ en: "<p>{replyTime}</p>" }, "en", owned, { html: true })).toBe(
      "<p>&lt;b&gt;1&lt;/b&gt; day</p>",
    );
  });
});

describe("a third language", () => {
  it("is a new key in the stored texts: the same schemas accept it once it is in LOCALES", async () => {
    vi.resetModules();
    vi.doMock("#app/db/enums.ts", async (importOriginal) => ({
      ...(await importOriginal<object>()),
      LOCALES: ["en", "ur", "ar"] as const,
    }));
    try {
      const { parsePageBody: parseWithArabic } = await import("./page-body.ts");
      const result = parseWithArabic(body(faq("x", { en: "No.", ur: "نہیں۔", ar: "لا." })));
      expect(result.ok).toBe(true);
      expect(parsePageBody(body(faq("x", { en: "No.", ar: "لا." }))).ok).toBe(false);
    } finally {
      vi.doUnmock("#app/db/enums.ts");
      vi.resetModules();
    }
  });
});

describe("the section types", () => {
  it("each have a palette name, a purpose and a schema that refuses an empty section", async () => {
    const { SECTION_TYPES } = await import("./section-types.ts");
    for (const [type, definition] of Object.entries(SECTION_TYPES)) {
      expect(definition.label, type).not.toBe("");
      expect(definition.purpose, type).toMatch(/\.$/);
      expect(parsePageBody(body({ type, props: { id: "x" } })).ok, type).toBe(false);
    }
  });
});

describe("the built-in pages' types", () => {
  it("take the home hero as the site shows it, the example chat optional", () => {
    const hero = {
      badge: { en: "AI replies for WhatsApp, Instagram & Messenger" },
      title: { en: "Switch to AI Mode", ur: "اے آئی موڈ پر جائیں" },
      lead: { en: "Let {product} handle your DMs, bookings & clients while you chill." },
      buttons: [
        { label: { en: "Get Started" }, href: "/form" },
        { label: { en: "Book a Demo" }, href: "/form" },
      ],
      highlights: [{ icon: "clock", text: { en: "24/7 Instant Response" } }],
      statusChip: { en: "AI Active" },
      noteChip: { en: "Multi-Platform" },
    };
    expect(parsePageBody(body({ type: "hero", props: { id: "hero", ...hero } })).ok).toBe(true);
    const result = parsePageBody(
      body({
        type: "hero",
        props: { id: "hero", ...hero, highlights: [{ icon: "rocket", text: { en: "x" } }] },
      }),
    );
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      "content.0.props.highlights.0.icon",
    ]);
  });

  it("asks each feature card for the text its variant shows: a summary, or a description", () => {
    const cards = (variant: string, card: Record<string, unknown>) =>
      parsePageBody(
        body({
          type: "featureCards",
          props: {
            id: "features",
            variant,
            title: { en: "All features" },
            items: [
              {
                anchor: "instant-replies",
                icon: "clock",
                title: { en: "Instant Replies" },
                benefits: [],
                ...card,
              },
            ],
          },
        }),
      );
    const text = { en: "Answers in seconds." };
    expect(cards("summary", { summary: text }).ok).toBe(true);
    expect(cards("full", { description: text }).ok).toBe(true);
    const paths = (result: ReturnType<typeof parsePageBody>) =>
      result.ok ? [] : result.issues.map((issue) => issue.path);
    expect(paths(cards("summary", { description: text }))).toEqual([
      "content.0.props.items.0.summary",
    ]);
    expect(paths(cards("full", { summary: text }))).toEqual([
      "content.0.props.items.0.description",
    ]);
  });

  it("refuses a comparison row that does not mark every plan", () => {
    const table = (included: boolean[]) =>
      parsePageBody(
        body({
          type: "planComparison",
          props: {
            id: "compare",
            title: { en: "Compare Plans" },
            plans: [{ en: "Starter" }, { en: "Premium" }],
            rows: [{ feature: { en: "Button replies" }, included }],
          },
        }),
      );
    expect(table([true, true]).ok).toBe(true);
    const result = table([true]);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: "content.0.props.rows", message: "Mark every plan in every row" },
    ]);
  });
});
