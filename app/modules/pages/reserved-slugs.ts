// The first parts of a path that belong to the app, so a content page at `/{slug}` can never
// take one (docs/product.md#pages-from-sections): the routes of app/routes.ts, the built-in pages (Home is `/`,
// so "home" too) and the files the server serves from the client build (public/ and Vite's
// assets/). reserved-slugs.test.ts holds this list to routes.ts, public/ and the built-in
// pages, so a new route or file cannot be forgotten here. Kept free of the pages' bodies: the
// page dialog checks slugs in the browser with it.

import { LANGUAGE_NAMES, TRANSLATED_LOCALES } from "#app/modules/i18n/locales.ts";

const BUILT_IN_PAGE = "is a built-in page";

/** Each reserved first segment, and what uses it, as the owner is told. */
const RESERVED_SEGMENTS: Record<string, string> = {
  home: BUILT_IN_PAGE,
  about: BUILT_IN_PAGE,
  features: BUILT_IN_PAGE,
  pricing: BUILT_IN_PAGE,
  contact: BUILT_IN_PAGE,
  form: BUILT_IN_PAGE,
  admin: "is used by the console",
  "admin-auth": "is used by the console",
  blog: "is used by the blog",
  book: "is used by Book a Demo",
  calendar: "is used by the hosts' calendar feeds",
  chat: "is used by the chat button",
  ...Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, `is used by the ${LANGUAGE_NAMES[locale]} pages`]),
  ),
  preview: "is used by preview links",
  media: "is used by the media library",
  events: "is used by the site's live updates",
  "lead-challenge": "is used by the lead forms",
  "page-view": "is used by visitor statistics",
  "sitemap.xml": "is used by search engines",
  "robots.txt": "is used by search engines",
  assets: "is used by the site's files",
  "favicon.ico": "is used by the site's files",
  "apple-touch-icon.png": "is used by the site's files",
};

export type SlugClash = {
  /** The reserved first segment. */
  segment: string;
  /** The slug is a built-in page's own (`about`), not just under one (`about/team`). */
  isBuiltInPage: boolean;
  /** What the owner is told, naming the clash. */
  message: string;
};

/** Whether a path's first segment belongs to the app (reserved-slugs.test.ts). */
export function isReservedSegment(segment: string): boolean {
  return Object.hasOwn(RESERVED_SEGMENTS, segment);
}

/** The clash of a page slug with the app, or null when `/{slug}` is free for a page. */
export function slugClash(slug: string): SlugClash | null {
  const segment = slug.split("/", 1)[0] ?? "";
  if (!isReservedSegment(segment)) return null;
  return {
    segment,
    isBuiltInPage: RESERVED_SEGMENTS[segment] === BUILT_IN_PAGE && slug === segment,
    message: `“${segment}” ${RESERVED_SEGMENTS[segment]}: choose another slug`,
  };
}
