// The shapes the preview page and the console's Preview dialog share (docs/product.md#publishing).
import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";

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
