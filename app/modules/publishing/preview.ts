// The shapes the preview page and the console's Preview dialog share (docs/product.md#publishing).
import type { StoredPageBody } from "#app/db/schema.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";
import type { PostFields } from "#app/modules/pages/post-fields.ts";

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

export type PreviewLinkState = "active" | "expired" | "revoked";

export type PreviewLinkRow = {
  id: number;
  createdAt: string;
  expiresAt: string;
  createdByName: string | null;
  state: PreviewLinkState;
};

/** GET /admin/preview-links/:pageId. */
export type PreviewLinksLoaderData =
  | { ok: true; links: PreviewLinkRow[] }
  | { ok: false; error: string };

/** POST /admin/preview-links/:pageId (intent=create or revoke). */
export type PreviewLinkResult =
  | { ok: true; intent: "create"; url: string; expiresAt: string }
  | { ok: true; intent: "revoke" }
  | { ok: false; error: string };

/**
 * The path of a preview (`key`: the item's id, or a share link's token) in `locale`: an item's
 * versions are one row, so the language is the URL's (ADR 0042).
 */
export function previewPath(key: string, locale: Locale = DEFAULT_LOCALE): string {
  return `/preview/${key}${locale === DEFAULT_LOCALE ? "" : `?lang=${locale}`}`;
}
