import { SaveButtons } from "#app/components/admin/content/save-buttons.tsx";

// The bar kept in view under the page editor's form (ADR 0023): what saving does to the site,
// then Save draft or Publish.

export function SaveBar({
  keepsLive,
  noun,
  busy,
  savingIntent,
  saveLabel,
}: {
  /** A published page keeps its live version while changes wait as a draft. */
  keepsLive: boolean;
  noun: string;
  busy: boolean;
  /** The intent of the save under way, if any (its button shows it). */
  savingIntent: unknown;
  saveLabel: string;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <p className="me-auto hidden text-sm text-muted-foreground sm:block">
        {keepsLive
          ? "Save a draft to keep working; the site changes when you publish."
          : `This ${noun} is not published: saving keeps it off the site.`}
      </p>
      <SaveButtons
        keepsLive={keepsLive}
        busy={busy}
        savingIntent={savingIntent}
        publishLabel="Publish"
        saveLabel={saveLabel}
        saveIntent="update"
      />
    </div>
  );
}
