import type { MetaDescriptor } from "react-router";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";

// Head tags and structured data for public pages (issue: canonical URL, Open Graph, Twitter,
// JSON-LD), built from plain values so that every route describes itself the same way.

export type PageSeo = {
  title: string;
  description: string;
  /** The page's path, e.g. /pricing. */
  path: string;
  /** Absolute origin of the site (PUBLIC_URL, else the request's). */
  origin: string;
  siteName: string;
  /** An image for link previews; the site logo by default. */
  image?: string | null;
  type?: "website" | "article";
  /** JSON-LD objects for this page. */
  structuredData?: object[];
  /** The page's language and its versions in every language (hreflang, og:locale). */
  language?: PageLanguage;
};

export type PageLanguage = {
  /** BCP 47 tag of this page, e.g. "ur". */
  lang: string;
  ogLocale: string;
  /** Every language version, this page's included; `x-default` is the first one's path. */
  versions: readonly { lang: string; ogLocale: string; path: string }[];
};

/** The site's public origin: PUBLIC_URL when configured, else the request's own. */
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(request.url).origin;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.origin, seo.path);
  const image = seo.image ? absoluteUrl(seo.origin, seo.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  const language = seo.language;
  // A page in one language only has no alternates (an untranslated post, ADR 0042).
  const alternates = language && language.versions.length > 1 ? language.versions : [];
  if (language) {
    // Reciprocal alternates: every version lists all of them, itself included (Google's rule).
    for (const version of alternates) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: version.lang,
        href: absoluteUrl(seo.origin, version.path),
      });
    }
    const fallback = alternates[0];
    if (fallback) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: absoluteUrl(seo.origin, fallback.path),
      });
    }
    tags.push({ property: "og:locale", content: language.ogLocale });
    for (const version of alternates) {
      if (version.lang !== language.lang) {
        tags.push({ property: "og:locale:alternate", content: version.ogLocale });
      }
    }
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        url,
        name: seo.title,
        inLanguage: language.lang,
      },
    });
  }
  for (const data of seo.structuredData ?? []) {
    tags.push({
      "script:ld+json":
        language && isCreativeWork(data) ? { ...data, inLanguage: language.lang } : data,
    });
  }
  return tags;
}

/** Structured data that can say which language it is written in (schema.org CreativeWork). */
function isCreativeWork(data: object): boolean {
  const type = (data as { "@type"?: unknown })["@type"];
  return type === "FAQPage" || type === "BlogPosting" || type === "WebPage";
}

export function organizationJsonLd(site: {
  name: string;
  origin: string;
  logo?: string | null;
  email?: string;
  phone?: string;
  sameAs?: string[];
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    ...(site.logo ? { logo: absoluteUrl(site.origin, site.logo) } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.sameAs?.length ? { sameAs: site.sameAs } : {}),
  };
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function offersJsonLd(
  siteName: string,
  plans: readonly { name: string; description: string; price: string; currency: string }[],
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${siteName} AI chat automation`,
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: plan.price,
      priceCurrency: plan.currency,
      availability: "https://schema.org/InStock",
    })),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  publishedAt: string;
  updatedAt: string;
  publisher: string;
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    mainEntityOfPage: post.url,
    ...(post.image ? { image: post.image } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: post.publisher },
    publisher: { "@type": "Organization", name: post.publisher },
  };
}

/** U+FFFE and U+FFFF, which XML 1.0 forbids besides the control characters. */
const XML_NONCHARACTERS = /[\uFFFE\uFFFF]/g;

/**
 * Text as XML 1.0 carries it, escaped. The characters it forbids even as references (control
 * characters but tab and line breaks, U+FFFE, U+FFFF) are dropped and a lone surrogate is
 * U+FFFD: stored texts hold none (app/lib/typed-text.ts), but one from before or from
 * elsewhere would make the whole document unreadable.
 */
export function escapeXml(text: string): string {
  return withoutControlCharacters(text, { keepLineBreaks: true })
    .toWellFormed()
    .replace(XML_NONCHARACTERS, "")
    .replace(
      /[<>&'"]/g,
      (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
    );
}

export type SitemapEntry = {
  url: string;
  lastModified?: string;
  /** The page in every language, itself included (`xhtml:link` alternates). */
  alternates?: readonly { hreflang: string; url: string }[];
};

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(entry.url)}</loc>${entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : ""}${(
          entry.alternates ?? []
        )
          .map(
            (alternate) =>
              `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.url)}"/>`,
          )
          .join("")}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-auth",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function rssXml(feed: {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  /** The feed's language (RSS `language`), when it is not the default English. */
  language?: string;
  items: readonly { title: string; url: string; description: string; publishedAt: string }[];
}): string {
  const items = feed.items
    .map(
      (item) =>
        `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.url)}</link><guid isPermaLink="true">${escapeXml(item.url)}</guid><description>${escapeXml(item.description)}</description><pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate></item>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(feed.title)}</title><link>${escapeXml(feed.siteUrl)}</link><description>${escapeXml(feed.description)}</description>${feed.language ? `<language>${escapeXml(feed.language)}</language>` : ""}<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>${items}</channel></rss>`;
}
