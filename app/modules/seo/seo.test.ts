import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, robotsTxt, rssXml, sitemapXml } from "./seo.ts";

/** The texts of a document read by a strict XML 1.0 parser, which throws on any error. */
function strictXmlTexts(xml: string): string[] {
  const parser = new SaxesParser();
  const texts: string[] = [];
  parser.on("text", (text) => texts.push(text));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return texts;
}

describe("pageMeta", () => {
  it("gives each page a title, description, canonical URL, Open Graph and Twitter tags", () => {
    const meta = pageMeta({
      title: "Pricing | DMflow",
      description: "Plans",
      path: "/pricing",
      origin: "https://dmflow.pk",
      siteName: "DMflow",
      image: "/media/logo.png",
      structuredData: [{ "@type": "FAQPage" }],
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dmflow.pk/pricing",
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://dmflow.pk/media/logo.png",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "FAQPage" } });
  });
});

describe("pageMeta in two languages", () => {
  it("lists every version with hreflang, x-default in English, and says its own locale", () => {
    const meta = pageMeta({
      title: "قیمتیں | DMflow",
      description: "Plans",
      path: "/ur/pricing",
      origin: "https://dmflow.pk",
      siteName: "DMflow",
      structuredData: [{ "@type": "FAQPage" }, { "@type": "Product" }],
      language: {
        lang: "ur",
        ogLocale: "ur_PK",
        versions: [
          { lang: "en", ogLocale: "en_US", path: "/pricing" },
          { lang: "ur", ogLocale: "ur_PK", path: "/ur/pricing" },
        ],
      },
    });
    const alternates = meta.filter((tag) => "hrefLang" in tag);
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://dmflow.pk/pricing" },
      { tagName: "link", rel: "alternate", hrefLang: "ur", href: "https://dmflow.pk/ur/pricing" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://dmflow.pk/pricing",
      },
    ]);
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dmflow.pk/ur/pricing",
    });
    expect(meta).toContainEqual({ property: "og:locale", content: "ur_PK" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "FAQPage", inLanguage: "ur" } });
    // A Product is not a creative work: schema.org gives it no language.
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Product" } });
  });
});

describe("pageMeta of a page in one language only", () => {
  it("has no hreflang alternates and no alternate locale (an untranslated post, ADR 0020)", () => {
    const meta = pageMeta({
      title: "Hello | DMflow",
      description: "Post",
      path: "/blog/hello",
      origin: "https://dmflow.pk",
      siteName: "DMflow",
      language: {
        lang: "en",
        ogLocale: "en_US",
        versions: [{ lang: "en", ogLocale: "en_US", path: "/blog/hello" }],
      },
    });
    expect(meta.filter((tag) => "hrefLang" in tag)).toEqual([]);
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(
      meta.filter((tag) => "property" in tag && tag.property === "og:locale:alternate"),
    ).toEqual([]);
  });
});

describe("absoluteUrl", () => {
  it("keeps absolute URLs and resolves paths against the origin", () => {
    expect(absoluteUrl("https://a.pk", "/x")).toBe("https://a.pk/x");
    expect(absoluteUrl("https://a.pk", "https://cdn.b.com/y.png")).toBe("https://cdn.b.com/y.png");
  });
});

describe("feeds", () => {
  it("writes a sitemap entry's language versions as xhtml:link alternates", () => {
    const xml = sitemapXml([
      { url: "https://a.pk/ur", alternates: [{ hreflang: "en", url: "https://a.pk/" }] },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://a.pk/ur</loc><xhtml:link rel="alternate" hreflang="en" href="https://a.pk/"/></url>',
    );
  });

  it("escapes XML in the sitemap and the RSS feed", () => {
    expect(sitemapXml([{ url: "https://a.pk/?a=1&b=2" }])).toContain(
      "<loc>https://a.pk/?a=1&amp;b=2</loc>",
    );
    const rss = rssXml({
      title: "A & B",
      description: "<d>",
      siteUrl: "https://a.pk/",
      feedUrl: "https://a.pk/blog/rss.xml",
      items: [
        {
          title: "T",
          url: "https://a.pk/blog/t",
          description: "x < y",
          publishedAt: "2026-11-21T00:00:00Z",
        },
      ],
    });
    expect(rss).toContain("<title>A &amp; B</title>");
    expect(rss).toContain("<description>x &lt; y</description>");
    expect(rss).toContain("<pubDate>Sat, 21 Nov 2026 00:00:00 GMT</pubDate>");
    // English by default: no language element; the Urdu feed says it is in Urdu.
    expect(rss).not.toContain("<language>");
    expect(
      rssXml({ title: "", description: "", siteUrl: "", feedUrl: "", language: "ur", items: [] }),
    ).toContain("<language>ur</language>");
  });

  it("makes a feed a strict XML parser reads, whatever control characters its texts hold", () => {
    // XML 1.0 forbids them even as character references: one made the feed unreadable.
    const hostile = "a\u0001b\u0000c\u001Bd\u007Fe\u0085f\uFFFEg\uD800h";
    const rss = rssXml({
      title: `${hostile} Blog`,
      description: `Line one\nline\ttwo ${hostile}`,
      siteUrl: "https://a.pk/blog",
      feedUrl: "https://a.pk/blog/rss.xml",
      items: [
        {
          title: hostile,
          url: "https://a.pk/blog/t",
          description: hostile,
          publishedAt: "2026-11-21T00:00:00Z",
        },
      ],
    });
    const texts = strictXmlTexts(rss);
    expect(texts).toContain("abcdefg\uFFFDh Blog");
    expect(texts).toContain("Line one\nline\ttwo abcdefg\uFFFDh");
  });

  it("keeps crawlers out of the console", () => {
    expect(robotsTxt("https://a.pk")).toMatch(
      /Disallow: \/admin\n[\s\S]*Sitemap: https:\/\/a\.pk\/sitemap\.xml/,
    );
  });
});
