import { describe, expect, it } from "vitest";
import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { SEEDED_WEEK } from "#app/modules/business-hours/opening-week.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { PageBody, Section } from "#app/modules/sections/page-body.ts";
import { contactDetails } from "#app/modules/site-config/defaults.ts";
import {
  CONSENT,
  FACTS,
  PLANS,
  PRODUCT,
  renderPageAt,
  SITE,
} from "../../../tests/helpers/page-html.tsx";
import { PageSections, type PageSectionsContext } from "./page-sections.tsx";

// The one renderer of pages built from sections (ADR 0023): what it draws, where and with what.

const body = (...content: Section[]): PageBody => ({ root: { props: {} }, content });
const section = (type: Section["type"], props: Record<string, unknown>): Section => ({
  type,
  props: { id: type, ...props },
});

function render(
  page: PageBody,
  locale: Locale = "en",
  path = "/privacy-policy",
  inColumn = false,
  plans = PLANS,
) {
  const context: PageSectionsContext = {
    locale,
    facts: FACTS,
    path,
    inColumn,
    contact: contactDetails(SITE),
    timeZoneLabel: "PKT",
    enabledPages: BUILT_IN_PAGES.map((builtIn) => builtIn.id),
    plans,
    consent: CONSENT,
    chatChannels: [],
  };
  return renderPageAt({ path, locale, product: PRODUCT, site: SITE }, () => (
    <PageSections body={page} context={context} />
  ));
}

const story = (id: string, title: string) =>
  ({ type: "story", props: { id, title: { en: title }, paragraphs: [{ en: "Once." }] } }) as const;

describe("PageSections", () => {
  it("draws the visible sections in their order, and leaves hidden ones out", () => {
    const html = render(
      body(
        story("first", "First"),
        {
          ...story("hidden", "Hidden"),
          props: { ...story("hidden", "Hidden").props, hidden: true },
        },
        story("last", "Last"),
      ),
    );
    expect(html.indexOf("First")).toBeLessThan(html.indexOf("Last"));
    expect(html).not.toContain("Hidden");
  });

  it("draws rich text in the page's language, English where it has none, {product} filled in", () => {
    const text = section("richText", {
      body: { en: "<p>Welcome to {product}.</p>", ur: "<p>{product} میں خوش آمدید</p>" },
    });
    const onlyEnglish = section("richText", { id: "english", body: { en: "<p>Only English</p>" } });
    expect(render(body(text), "en")).toContain("<p>Welcome to Acme Chat.</p>");
    const urdu = render(body(text, onlyEnglish), "ur");
    expect(urdu).toContain("<p>Acme Chat میں خوش آمدید</p>");
    expect(urdu).toContain(
      '<div dir="auto" class="prose-content mx-auto max-w-3xl"><p>Only English</p>',
    );
  });

  it("draws Pricing's plans in a pricing section", () => {
    const html = render(body(section("pricing", { title: { en: "Plans" } })));
    expect(html).toContain("Starter");
    expect(html).toContain("$49");
  });

  it("shows a plan's Best For line under its name, and none for a plan without one", () => {
    const [starter, ...others] = PLANS;
    const plans = starter ? [{ ...starter, bestFor: "Shops starting out" }, ...others] : [];
    const pricing = body(section("pricing", { title: { en: "Plans" } }));
    const html = render(pricing, "en", "/privacy-policy", false, plans);
    expect(html).toContain(">Shops starting out</p>");
    expect(html.match(/<p class="text-sm font-medium">/g)).toHaveLength(1);
  });

  it("posts a form placed on another page to the form's own page, in the page's language", () => {
    const forms = body(
      section("contactForm", { title: { en: "Write to us" } }),
      section("leadForm", { title: { en: "Get started" } }),
    );
    const english = render(forms, "en");
    expect(english).toMatch(/<form id="contact-form"[^>]* action="\/contact"/);
    expect(english).toMatch(/<form id="get-started-form"[^>]* action="\/form"/);
    const urdu = render(forms, "ur");
    expect(urdu).toContain('action="/ur/contact"');
    expect(urdu).toContain('action="/ur/form"');
    // On its own page a form posts to the page itself.
    const onItsPage = render(forms, "en", "/contact");
    expect(onItsPage).toMatch(/<form id="contact-form"(?![^>]*action=)[^>]*>/);
    expect(onItsPage).toMatch(/<form id="get-started-form"[^>]* action="\/form"/);
  });

  it("draws business hours after the contact form beside it, and on their own in a column", () => {
    const hours = section("businessHours", {
      title: { en: "Opening hours" },
      week: SEEDED_WEEK,
    });
    const beside = render(body(section("contactForm", { title: { en: "Write" } }), hours));
    expect(beside).toMatch(/<aside[^>]*>.*Opening hours.*<\/aside>/s);
    expect(beside).toContain('<dt class="text-muted-foreground">Monday - Friday</dt>');
    expect(beside).toContain("9:00 AM - 6:00 PM PKT");
    const alone = render(body(hours));
    expect(alone).not.toContain("<aside");
    expect(alone).toMatch(/^<div class="mx-auto grid max-w-xl[^"]*">/);
  });

  it("gives a contact form a column of the site's width on a page that has none", () => {
    const form = body(section("contactForm", { title: { en: "Write" } }));
    const column = '<div class="mx-auto max-w-7xl px-4 py-16 sm:px-6"><div class="mt-14 grid';
    expect(render(form)).toMatch(new RegExp(`^${column}`));
    expect(render(form, "en", "/contact", true)).toMatch(/^<div class="mt-14 grid/);
  });

  it("draws images, testimonials and client logos with their alt texts and links", () => {
    const html = render(
      body(
        section("image", {
          image: { media: "team.webp", alt: { en: "Our team in Lahore" } },
          caption: { en: "The team" },
        }),
        section("testimonials", {
          title: { en: "What customers say" },
          items: [
            {
              quote: { en: "Replies came at 2 am." },
              name: { en: "Sara" },
              business: { en: "Sara's Bakery" },
              photo: { media: "sara.jpg", alt: { en: "Sara" } },
            },
          ],
        }),
        section("clientLogos", {
          items: [
            {
              logo: { media: "bakery.png", alt: { en: "Sara's Bakery" } },
              href: "https://bakery.example/",
            },
          ],
        }),
      ),
    );
    expect(html).toContain('<img src="/media/team.webp" alt="Our team in Lahore"');
    expect(html).toContain("<figcaption");
    expect(html).toContain("Replies came at 2 am.");
    expect(html).toContain('<img src="/media/sara.jpg" alt="Sara" loading="lazy"');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/bakery\.example\/"><img src="\/media\/bakery\.png" alt="Sara&#x27;s Bakery"/,
    );
  });
});
