import type { MetaDescriptor } from "react-router";
import { blogFeedPath } from "#app/modules/blog/blog.ts";
import { type Translate, translator } from "#app/modules/i18n/i18n.ts";
import { LOCALE_INFO, LOCALES, type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { pageFaqTexts } from "#app/modules/sections/page-faqs.ts";
import type { LocalizedSiteConfig } from "#app/modules/site-config/site-config-definition.ts";
import {
  fillSitePlaceholders,
  SITE_PLACEHOLDERS,
  type SiteFacts,
  type SitePlaceholder,
  sitePlaceholderValues,
} from "#app/modules/site-config/site-placeholders.ts";
import { faqPageJsonLd, type PageLanguage, pageMeta } from "./seo.ts";

// The configuration in the page's language (localizeSiteConfig), and what the site's
// placeholders stand for (site-placeholders.ts).
type RootData = {
  site: LocalizedSiteConfig;
  siteFacts: SiteFacts;
  origin: string;
  locale?: Locale;
};
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The root loader's data, as seen from a route's meta function. */
export function rootDataFrom(matches: MetaMatches): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** The interface strings of the page a meta function describes (its URL's language). */
export function metaTranslator(matches: MetaMatches): Translate {
  return translator(rootDataFrom(matches)?.locale ?? "en");
}

/**
 * What the site's placeholders stand for on the page a meta function describes, in its
 * language: the values of a catalogue description's `{{setupTime}}`, … (ADR 0052).
 */
export function metaPlaceholders(matches: MetaMatches): Record<SitePlaceholder, string> {
  const root = rootDataFrom(matches);
  const facts = root?.siteFacts;
  const values = facts ? sitePlaceholderValues(facts, root.locale ?? "en") : undefined;
  return (
    values ??
    (Object.fromEntries(SITE_PLACEHOLDERS.map((name) => [name, ""])) as Record<
      SitePlaceholder,
      string
    >)
  );
}

/**
 * A page's language and its versions: English at `path`, Urdu at `/ur` + `path`; or, for a
 * page whose versions have addresses of their own (a blog post, ADR 0042), those in `paths` only.
 */
export function pageLanguage(
  locale: Locale,
  path: string,
  paths?: Partial<Record<Locale, string>>,
): PageLanguage {
  return {
    lang: LOCALE_INFO[locale].lang,
    ogLocale: LOCALE_INFO[locale].ogLocale,
    versions: LOCALES.flatMap((version) => {
      const versionPath = paths ? paths[version] : localizedPath(version, path);
      return versionPath === undefined
        ? []
        : [
            {
              lang: LOCALE_INFO[version].lang,
              ogLocale: LOCALE_INFO[version].ogLocale,
              path: versionPath,
            },
          ];
    }),
  };
}

/**
 * A public page's head tags. `title` is the page's own title ("Pricing"), shown as
 * "Pricing | {site title}"; leave it out on Home, which uses the site's meta title. `path` is
 * the English path: the page's language (from the root) gives its canonical URL and alternates.
 */
export function publicPageMeta(
  matches: MetaMatches,
  page: {
    path: string;
    title?: string;
    description?: string;
    image?: string | null;
    type?: "website" | "article";
    structuredData?: object[];
    /** The paths of the page's own versions, when not every language has one (a post). */
    versions?: Partial<Record<Locale, string>>;
  },
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { site } = root;
  const locale = root.locale ?? "en";
  // An owner's title or description may say the site's placeholders, as any text can.
  const filled = (text: string) =>
    root.siteFacts ? fillSitePlaceholders(text, root.siteFacts, locale) : text;
  const tags = pageMeta({
    title: filled(
      page.title ? `${page.title} | ${site.siteTitle}` : site.metaTitle || site.siteTitle,
    ),
    description: filled(page.description ?? site.metaDescription),
    path: localizedPath(locale, page.path),
    language: pageLanguage(locale, page.path, page.versions),
    origin: root.origin,
    siteName: site.siteTitle,
    // Link previews need a raster image: the uploaded logo, else the bundled PNG icon.
    image: page.image ?? site.logoUrl ?? "/apple-touch-icon.png",
    type: page.type,
    structuredData: page.structuredData,
  });
  // Urdu pages point feed readers at the Urdu posts' feed (English: the root's link).
  if (locale !== "en") {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: metaTranslator(matches)("nav.blog"),
      href: blogFeedPath(locale),
    });
  }
  return tags;
}

/**
 * The FAQPage structured data of a page built from sections: the questions it shows, in its
 * language (page-faqs.ts); none where it shows none.
 */
export function faqStructuredData(matches: MetaMatches, body: PageBody | undefined): object[] {
  const root = rootDataFrom(matches);
  if (!root || !body) return [];
  const faqs = pageFaqTexts(body, root.locale ?? "en", root.siteFacts);
  return faqs.length > 0 ? [faqPageJsonLd(faqs)] : [];
}
