import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { buildNavigation } from "#app/modules/navigation/navigation.ts";
import { defaultPageSettings } from "#app/modules/pages/page-settings.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { localizeSiteConfig } from "#app/modules/site-config/site-config-definition.ts";
import { renderPageAt } from "../../../tests/helpers/page-html.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

// A fresh install's header and footer, byte for byte as they were before pages of the owner's
// own could join the navigation (docs/product.md#pages-from-sections): the same items, order and labels in each language.

beforeAll(() => {
  // The footer writes the current year into its copyright line.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
});
afterAll(() => vi.useRealTimers());

const freshInstall = () =>
  buildNavigation(new Map(defaultPageSettings().map(({ key, value }) => [key, value])));

describe("the site's frame on a fresh install", () => {
  it.each(LOCALES)("draws the header and footer as before, in %s", async (locale) => {
    // As the root loader gives it to a page in `locale`.
    const config = localizeSiteConfig(defaultSiteConfig(), locale);
    const navigation = freshInstall();
    const html = renderPageAt({ path: "/pricing", locale, product: config.siteTitle }, () => (
      <>
        <SiteHeader
          siteTitle={config.siteTitle}
          logoUrl={config.logoUrl}
          items={navigation.items}
        />
        <SiteFooter
          config={config}
          enabledPages={navigation.enabledPages}
          legalPages={navigation.legalPages}
        />
      </>
    ));
    await expect(html).toMatchFileSnapshot(`./__snapshots__/site-frame.${locale}.html`);
  });
});

describe("the site's frame with the owner's pages", () => {
  const PRIVACY = { id: "0b9d5c1e-6f0a-4c39-9a57-2f7d1c1b9e01", slug: "privacy-policy" };
  const TERMS = { id: "0b9d5c1e-6f0a-4c39-9a57-2f7d1c1b9e02", slug: "terms" };
  const settings = new Map<string, unknown>([
    ...defaultPageSettings().map(({ key, value }) => [key, value] as const),
    ["page_about_is_enabled", false],
    [`page_${PRIVACY.id}_display_in_nav`, true],
    [`page_${PRIVACY.id}_nav_order`, 2],
    [`page_${PRIVACY.id}_nav_label`, { en: "Privacy" }],
    ["privacy_policy_page", PRIVACY.id],
    ["terms_of_service_page", TERMS.id],
  ]);
  const navigation = buildNavigation(settings, [
    {
      id: PRIVACY.id,
      slug: PRIVACY.slug,
      isPublished: true,
      titles: { en: "Privacy Policy", ur: "رازداری" },
    },
    { id: TERMS.id, slug: TERMS.slug, isPublished: false, titles: { en: "Terms" } },
  ]);

  function render(locale: (typeof LOCALES)[number]) {
    // As the root loader gives it to a page in `locale`.
    const config = localizeSiteConfig(defaultSiteConfig(), locale);
    return renderPageAt({ path: "/", locale, product: config.siteTitle }, () => (
      <>
        <SiteHeader
          siteTitle={config.siteTitle}
          logoUrl={config.logoUrl}
          items={navigation.items}
        />
        <SiteFooter
          config={config}
          enabledPages={navigation.enabledPages}
          legalPages={navigation.legalPages}
        />
      </>
    ));
  }

  /** The links inside the first element that `opening` starts: [text, href]. */
  function linksIn(html: string, opening: string, closing: string) {
    const start = html.indexOf(opening);
    const part = html.slice(start, html.indexOf(closing, start));
    return [...part.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [
      text,
      href,
    ]);
  }

  it("shows a content page in the navigation at its place, with the label of each language", () => {
    const desktopLinks = '<ul class="ms-auto hidden items-center gap-1 md:flex">';
    expect(linksIn(render("en"), desktopLinks, "</ul>")).toEqual([
      ["Home", "/"],
      ["Privacy", "/privacy-policy"],
      ["Features", "/features"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
    ]);
    expect(linksIn(render("ur"), desktopLinks, "</ul>")[1]).toEqual([
      "رازداری",
      "/ur/privacy-policy",
    ]);
  });

  it("links the footer's Privacy Policy to its published page and leaves Terms plain", () => {
    expect(render("en")).toContain(
      '<p class="flex gap-6"><a class="hover:text-foreground hover:underline" href="/privacy-policy" data-discover="true">Privacy Policy</a><span>Terms of Service</span></p>',
    );
    expect(render("ur")).toMatch(
      /<p class="flex gap-6"><a [^>]*href="\/ur\/privacy-policy"[^>]*>رازداری کی پالیسی<\/a><span>شرائطِ خدمت<\/span><\/p>/,
    );
  });

  it("drops a disabled built-in page from the footer's Quick Links", () => {
    const quickLinks = linksIn(render("en"), '<nav aria-label="Quick Links">', "</nav>");
    expect(quickLinks.map(([, href]) => href)).toEqual([
      "/",
      "/features",
      "/pricing",
      "/blog",
      "/contact",
    ]);
  });
});

describe("the header's Admin Login", () => {
  it("is left out, on wide screens and in the phone menu, when Website Settings hide it", () => {
    const config = localizeSiteConfig(defaultSiteConfig(), "en");
    const header = (adminLogin: boolean) =>
      renderPageAt({ path: "/", locale: "en", product: config.siteTitle }, () => (
        <SiteHeader
          siteTitle={config.siteTitle}
          logoUrl={config.logoUrl}
          items={freshInstall().items}
          adminLogin={adminLogin}
        />
      ));
    expect(header(true).match(/href="\/admin-auth"/g)).toHaveLength(2);
    expect(header(false)).not.toContain("/admin-auth");
    expect(header(false)).toContain('href="/form"');
  });
});
