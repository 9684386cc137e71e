import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";
import type { PageKind } from "./page-slugs.ts";
import type { PageFormValues } from "./page-values.ts";

// Where the editor autosaves an item, and whether a save came after the autosave.

/** Editor values autosaved in an admin's slot, and when. */
export type Autosaved = { values: PageFormValues; savedAt: string };

/**
 * When the item was saved (its live version or its waiting draft) after an autosave of it, or
 * null: restoring such an autosave would bring back older text, so the offer says so.
 */
export function savedSinceAutosave(
  autosavedAt: string,
  item: { updatedAt: string; draft: { savedAt: string } | null } | null,
): string | null {
  if (!item) return null;
  const latest = [item.updatedAt, item.draft?.savedAt]
    .filter((time): time is string => Boolean(time))
    .reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  return Date.parse(latest) > Date.parse(autosavedAt) ? latest : null;
}

/**
 * The autosave slot of an item's form: its id for the English one, `ur-{its id}` for the Urdu
 * one (ADR 0042), and one per kind for a new page or post.
 */
export function autosaveSlot(
  id: string | null,
  kind: PageKind,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (id === null) return `new-${kind}`;
  return locale === DEFAULT_LOCALE ? id : `${locale}-${id}`;
}

/** The page editor's slot for a page's sections (ADR 0023), apart from its dialog's. */
export function sectionsAutosaveSlot(pageId: string): string {
  return `sections-${pageId}`;
}
