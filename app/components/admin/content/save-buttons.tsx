import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

/**
 * The save buttons of a page's or post's editor (the Content and Blog dialogs, the page
 * editor). While a live version is kept (ADR 0012), Save Draft and Publish, the draft first so
 * that Enter in a field never goes live; otherwise the one button that saves. The button whose
 * intent is being saved shows it.
 */
export function SaveButtons({
  keepsLive,
  busy,
  savingIntent,
  publishLabel,
  saveLabel,
  saveIntent,
}: {
  keepsLive: boolean;
  busy: boolean;
  /** The intent of the save under way, if any. */
  savingIntent: unknown;
  publishLabel: string;
  saveLabel: string;
  /** The single button's intent, when the form does not carry its own. */
  saveIntent?: string;
}) {
  if (!keepsLive) {
    return (
      <Button
        type="submit"
        {...(saveIntent ? { name: "intent", value: saveIntent } : {})}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner /> : null}
        {busy ? "Saving..." : saveLabel}
      </Button>
    );
  }
  const saving = (intent: string) => savingIntent === intent;
  return (
    <>
      <Button
        type="submit"
        name="intent"
        value="draft"
        variant="secondary"
        disabled={busy}
        aria-busy={saving("draft") || undefined}
      >
        {saving("draft") ? <Spinner /> : null}
        {saving("draft") ? "Saving..." : "Save Draft"}
      </Button>
      <Button
        type="submit"
        name="intent"
        value="update"
        disabled={busy}
        aria-busy={saving("update") || undefined}
      >
        {saving("update") ? <Spinner /> : null}
        {saving("update") ? "Saving..." : publishLabel}
      </Button>
    </>
  );
}
