import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { Autosaved } from "#app/modules/pages/page-autosave-slots.ts";
import type { PageFormValues } from "#app/modules/pages/page-values.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";

/** How often the open editor autosaves what changed. */
export const AUTOSAVE_MS = 3_000;
const ENDPOINT = "/admin/autosave";

/** The values as one comparable text, whatever order their fields (at any depth) were set in. */
export function fingerprint(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

function post(fields: Record<string, string>): Promise<unknown> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } }).catch(
    () => undefined,
  );
}

/**
 * Autosave of the open page or post editor (docs/product.md#publishing): every AUTOSAVE_MS, when the values
 * changed, they go to the admin's slot for this item (a plain request: no page data reloads).
 * On opening, a slot that holds something else than what the dialog opened with is offered
 * back. `settle` is called when the item is saved, so that nothing is autosaved after it.
 * An editor whose inputs hold its values (the page editor's form) gives `readValues`, which
 * reads them when it is time to compare; `values` are then the ones it opened with.
 */
export function useEditorAutosave(
  slot: string,
  values: PageFormValues,
  readValues?: () => PageFormValues,
  /** `offer: false`: the editor started again from values of its own (undo): offer nothing. */
  { offer = true }: { offer?: boolean } = {},
) {
  const [offered, setOffered] = useState<Autosaved | null>(null);
  const latest = useRef(() => values);
  latest.current = readValues ?? (() => values);
  const kept = useRef(fingerprint(values));

  useEffect(() => {
    let cancelled = false;
    fetch(`${ENDPOINT}?slot=${encodeURIComponent(slot)}`, {
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { autosave: Autosaved | null } | null) => {
        const found = body?.autosave;
        if (offer && !cancelled && found && fingerprint(found.values) !== kept.current) {
          setOffered(found);
        }
      })
      .catch(() => undefined);
    const timer = setInterval(() => {
      const current = latest.current();
      const now = fingerprint(current);
      if (now === kept.current) return;
      kept.current = now;
      void post({ intent: "save", slot, values: JSON.stringify(current) });
    }, AUTOSAVE_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [slot, offer]);

  return {
    offered,
    /** The offer was taken: the dialog shows its values (and will autosave from them). */
    accept: () => setOffered(null),
    /** The offer was declined: the slot is emptied. */
    decline: () => {
      setOffered(null);
      void post({ intent: "discard", slot });
    },
    /** The item is being saved: what is shown now needs no autosave. */
    settle: () => {
      kept.current = fingerprint(latest.current());
    },
  };
}

/** The "Restore autosaved changes?" prompt at the top of the editor. */
export function AutosaveOffer({
  offered,
  savedSince,
  noun,
  timeZone,
  onRestore,
  onDiscard,
}: {
  offered: Autosaved;
  /** When the item was saved after this autosave, if it was (savedSinceAutosave). */
  savedSince: string | null;
  /** "page" or "blog post". */
  noun: string;
  timeZone: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-labelledby="autosave-offer-title"
      className="mb-4 grid gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50"
    >
      <h3 id="autosave-offer-title" className="flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden="true" />
        Restore autosaved changes?
      </h3>
      <p>
        Changes autosaved {formatSiteTime(offered.savedAt, timeZone)} were never saved, perhaps
        because the tab was closed.
      </p>
      {savedSince ? (
        <p className="font-medium">
          This {noun} was saved again {formatSiteTime(savedSince, timeZone)}, after these changes:
          restoring puts the older text back in the editor. Nothing changes on the site until you
          save.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
