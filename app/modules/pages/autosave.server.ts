import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pageAutosaves } from "#app/db/schema.ts";
import { isWithinJsonBounds, type JsonBounds, unstorableStrings } from "#app/lib/storable-json.ts";
import type { Autosaved } from "./page-autosave-slots.ts";
import { pageDefinition } from "./page-definition.ts";
import { emptyPageValues } from "./page-values.ts";

// Autosave of the open page or post editor (docs/product.md#publishing): one slot per admin and item, written
// every few seconds while the dialog is open, read back when it is opened again (after a
// crash or a closed tab), and dropped when the item is saved. Values are kept as typed: they
// are checked and sanitized like any other when the admin saves them.

// An item's id; a new page or post; the Urdu version not yet created of an item (ur-{id}); a
// page's sections in the page editor (sections-{id}).
const SLOT =
  /^(?:new-page|new-post|(?:ur-|sections-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The editor's values as typed (page-definition.ts), of a known kind. */
const autosavedValues = pageDefinition.typedValues.refine((values) => values.kind !== undefined);
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
  if (!row || !parsed?.success) return null;
  // A field autosaved before it existed starts empty.
  const kind = parsed.data.kind === "post" ? "post" : "page";
  const values = { ...emptyPageValues(kind), ...parsed.data, kind } as Autosaved["values"];
  return { values, savedAt: row.savedAt.toISOString() };
}

/** Empties the admin's slot (the item was saved, or the autosave was declined). */
export async function discardAutosave(db: Database, userId: string, slot: string): Promise<void> {
  await db
    .delete(pageAutosaves)
    .where(and(eq(pageAutosaves.userId, userId), eq(pageAutosaves.slot, slot)));
}
