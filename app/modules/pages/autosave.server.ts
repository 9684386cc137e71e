import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pageAutosaves } from "#app/db/schema.ts";
import { isWithinJsonBounds, type JsonBounds, unstorableStrings } from "#app/lib/storable-json.ts";
import { z } from "#app/lib/zod.ts";
import type { Autosaved } from "./page-autosave-slots.ts";
import { PAGE_LIMITS } from "./page-limits.ts";

// Autosave of the open page or post editor (docs/product.md#publishing): one slot per admin and item, written
// every few seconds while the dialog is open, read back when it is opened again (after a
// crash or a closed tab), and dropped when the item is saved. Values are kept as typed: they
// are checked and sanitized like any other when the admin saves them.

// An item's id; a new page or post; the Urdu version not yet created of an item (ur-{id}); a
// page's sections in the page editor (sections-{id}).
const SLOT =
  /^(?:new-page|new-post|(?:ur-|sections-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const text = (max: number) => z.string().max(max);
/** Room for a long policy page's rich text in two languages, and the sections around it. */
const SECTIONS_JSON_LIMIT = PAGE_LIMITS.content * 2;
const autosavedValues = z.object({
  kind: z.enum(["page", "post"]),
  title: text(PAGE_LIMITS.title * 2),
  slug: text(PAGE_LIMITS.slug * 2),
  content: text(PAGE_LIMITS.content),
  metaTitle: text(PAGE_LIMITS.metaTitle * 2),
  metaDescription: text(PAGE_LIMITS.metaDescription * 2),
  isPublished: z.boolean(),
  featuredImage: text(PAGE_LIMITS.featuredImage).optional(),
  tags: z
    .array(text(PAGE_LIMITS.tag))
    .max(PAGE_LIMITS.tags * 2)
    .optional(),
  // The page editor's sections as it holds them (ADR 0023), any shape: checked when saved.
  sections: z
    .unknown()
    .refine((sections) => (JSON.stringify(sections) ?? "").length <= SECTIONS_JSON_LIMIT)
    .optional(),
});
/**
 * Far past what an editor holds: a page's sections nest about 8 deep (the list, a section, its
 * props, a list of items, an item, a text, its languages), and 60 sections of the largest type
 * hold some 30,000 values. Checked before anything walks the values.
 */
const AUTOSAVE_BOUNDS: JsonBounds = { depth: 32, values: 50_000 };

export type { Autosaved };

/** Stores the editor's values in the admin's slot; false when the slot or values are not valid. */
export async function saveAutosave(
  db: Database,
  userId: string,
  slot: string,
  values: unknown,
): Promise<boolean> {
  if (!SLOT.test(slot) || !isWithinJsonBounds(values, AUTOSAVE_BOUNDS)) return false;
  const parsed = autosavedValues.safeParse(values);
  // Values are stored as jsonb, which cannot hold every string JSON can carry.
  if (!parsed.success || unstorableStrings(parsed.data).length > 0) {
    return false;
  }
  const savedAt = new Date();
  await db
    .insert(pageAutosaves)
    .values({ userId, slot, values: parsed.data, savedAt })
    .onConflictDoUpdate({
      target: [pageAutosaves.userId, pageAutosaves.slot],
      set: { values: parsed.data, savedAt },
    });
  return true;
}

/** What the admin's slot holds, if anything. */
export async function getAutosave(
  db: Database,
  userId: string,
  slot: string,
): Promise<Autosaved | null> {
  if (!SLOT.test(slot)) return null;
  const [row] = await db
    .select()
    .from(pageAutosaves)
    .where(and(eq(pageAutosaves.userId, userId), eq(pageAutosaves.slot, slot)));
  const parsed = row ? autosavedValues.safeParse(row.values) : null;
  return row && parsed?.success
    ? { values: parsed.data, savedAt: row.savedAt.toISOString() }
    : null;
}

/** Empties the admin's slot (the item was saved, or the autosave was declined). */
export async function discardAutosave(db: Database, userId: string, slot: string): Promise<void> {
  await db
    .delete(pageAutosaves)
    .where(and(eq(pageAutosaves.userId, userId), eq(pageAutosaves.slot, slot)));
}
