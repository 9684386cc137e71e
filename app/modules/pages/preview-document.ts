// What a preview shows of a page's or post's version (docs/product.md#publishing): the preview
// page and the console's Preview dialog read it, page-preview.server.ts makes it.
import type { StoredPageBody } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { PostFields } from "./post-fields.ts";

/** A page's or post's version as a preview shows it, its HTML sanitized, a post's own fields. */
export type PreviewDocument = PostFields & {
  kind: "page" | "post";
  title: string;
  html: string;
  /** The page's slug (of its English row: a page's other languages answer at its URL). */
  slug: string;
  /** A page's sections as stored, every language's text inside (ADR 0023); null for a post. */
  sections: StoredPageBody | null;
  tags: string[];
  /** Where the item is (or will be) on the site. */
  path: string;
  /** The language the item is written in (an Urdu version reads right to left, ADR 0020). */
  lang: string;
  dir: "ltr" | "rtl";
  locale: Locale;
  /** The post's date as the blog shows it. */
  date: { iso: string; text: string };
  /** Which version this is, for the preview bar. */
  version: "unpublished changes" | "the live version" | "an unpublished draft";
};
