import { Redo2, Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { ChoiceGroup } from "#app/components/admin/choice-group.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import type { PageKind } from "#app/modules/pages/page-slugs.ts";
import type { PageFormValues } from "#app/modules/pages/page-values.ts";
import { instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";
import type { SectionsFormValue } from "#app/modules/sections/sections-form.ts";
import { EditorLanguagesProvider } from "./editor-languages.tsx";
import { useFormChanges } from "./form-changes.ts";
import { useFormHistory } from "./form-history.ts";
import { PagePreview, type PagePreviewHandlers } from "./page-preview.tsx";
import type { ScheduleValue } from "./page-schedule.tsx";
import { SectionsForm } from "./page-sections-form.tsx";
import type { PreviewSide } from "./preview-requests.ts";
import { changedSectionIds, readSections } from "./section-inputs.ts";
import type { SectionsActionData } from "./sections-action-data.ts";

// The page editor's frame: the form (page-sections-form.tsx) and the live preview side by side,
// and the undo history over both, which starts the form again from a step (ADR 0024).

export type SectionsEditorProps = {
  /** The page's saved version: a new one (a save, a restore) starts the form again from it. */
  version: string;
  /** A page's sections, or a blog post's body: its one Text section (docs/product.md#page-editor). */
  kind: PageKind;
  /** The languages written side by side: a page's all; a post's, those it has versions in. */
  languages: readonly Locale[];
  pageId: string;
  pageTitle: string;
  /** A published page keeps its live version while changes wait as a draft. */
  keepsLive: boolean;
  /** What the form starts with: the page's sections (its draft's, when one waits). */
  defaultValue: SectionsFormValue;
  /** The page's other fields, autosaved beside the sections as the Content Manager does. */
  pageValues: PageFormValues;
  /** When the page was last saved: its live version and its waiting draft. */
  saved: { updatedAt: string; draft: { savedAt: string } | null };
  schedule: { publishAt: string | null; unpublishAt: string | null };
  images: readonly MediaImage[];
  timeZone: string;
  fetcher: FetcherWithComponents<SectionsActionData>;
};

/** How long the form rests before the preview follows it and its history takes a step. */
const SETTLE_MS = 150;
const HISTORY_STEP_MS = 600;

/**
 * The page editor's sections and their live preview side by side (below the widest layout
 * they take turns), with undo and redo over the editing session (docs/product.md#page-editor, ADR 0024). Undo
 * and redo start the form again from a step's values, as a restored autosave does, and the
 * preview follows whatever the form holds.
 */
export function SectionsEditor({
  version,
  languages,
  defaultValue,
  schedule: savedSchedule,
  timeZone,
  ...props
}: SectionsEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<PreviewSide | null>(null);
  const [narrowView, setNarrowView] = useState<"form" | "preview">("form");
  const history = useFormHistory();
  // The form starts again from these values (an autosave restored, an undo, a redo) until the
  // page is saved again (a new version).
  const [restart, setRestart] = useState<{
    version: string;
    count: number;
    value: SectionsFormValue;
    open: readonly string[];
    fromHistory: boolean;
  } | null>(null);
  const current = restart?.version === version ? restart : null;
  const startValue = current?.value ?? defaultValue;
  const formKey = `${version}|${current?.count ?? 0}`;
  // The publish times as typed, kept while the form starts again, reset by a save.
  const [typedSchedule, setTypedSchedule] = useState<{ version: string; value: ScheduleValue }>();
  const schedule =
    typedSchedule?.version === version
      ? typedSchedule.value
      : {
          publishAt: savedSchedule.publishAt
            ? instantToSiteTime(new Date(savedSchedule.publishAt), timeZone)
            : "",
          unpublishAt: savedSchedule.unpublishAt
            ? instantToSiteTime(new Date(savedSchedule.unpublishAt), timeZone)
            : "",
        };

  const readNow = (): SectionsFormValue => ({ content: readSections(formRef.current, startValue) });
  const followPreview = useRef<(() => void) | null>(null);
  // The form as it starts is at once the step its first change goes back to, however soon that
  // comes, and what the preview shows.
  useFormChanges(formRef, formKey, [
    { pauseMs: SETTLE_MS, onChange: () => followPreview.current?.() },
    { pauseMs: HISTORY_STEP_MS, onChange: () => history.record(readNow()) },
  ]);

  function startAgain(value: SectionsFormValue, fromHistory: boolean) {
    const open = changedSectionIds(readNow(), value);
    setRestart((previous) => ({
      version,
      count: (previous?.version === version ? previous.count : 0) + 1,
      value,
      open,
      fromHistory,
    }));
  }

  function stepBack() {
    const target = history.undo(readNow());
    if (target) startAgain(target, true);
  }
  function stepForward() {
    const target = history.redo(readNow());
    if (target) startAgain(target, true);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    // The rich-text editor undoes its own typing first (it marks the key as handled).
    if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) stepBack();
    else if ((key === "z" && event.shiftKey) || key === "y") stepForward();
    else return;
    event.preventDefault();
  }

  const previewHandlers: PagePreviewHandlers = {
    sectionName: (id) => previewRef.current?.sectionName(id) ?? null,
    canEditInPlace: (id, path, locale) =>
      previewRef.current?.canEditInPlace(id, path, locale) ?? false,
    editText: (id, path, text, locale) => previewRef.current?.editText(id, path, text, locale),
    moveSection: (id, by) => previewRef.current?.moveSection(id, by) ?? false,
    pick: (target, locale) => {
      setNarrowView("form");
      previewRef.current?.pick(target, locale);
    },
    undo: stepBack,
    redo: stepForward,
  };

  return (
    <EditorLanguagesProvider value={languages}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the shortcuts of the controls inside */}
      <div onKeyDown={onKeyDown}>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <ChoiceGroup
            legend="Show"
            choices={[
              { value: "form", label: "Sections" },
              { value: "preview", label: "Live preview" },
            ]}
            value={narrowView}
            onChange={setNarrowView}
            className="xl:hidden"
          />
          <div className="ms-auto flex gap-1">
            {[
              { label: "Undo", keys: "Z", icon: Undo2, on: history.canUndo, onClick: stepBack },
              {
                label: "Redo",
                keys: "Shift+Z",
                icon: Redo2,
                on: history.canRedo,
                onClick: stepForward,
              },
            ].map(({ label, keys, icon: Icon, on, onClick }) => (
              <Button
                key={label}
                type="button"
                size="sm"
                variant="outline"
                disabled={!on}
                title={`${label} (Ctrl+${keys})`}
                aria-keyshortcuts={`Control+${keys}`}
                onClick={onClick}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </div>
        </div>
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <div className={cn("@container min-w-0", narrowView === "preview" && "hidden xl:block")}>
            <SectionsForm
              key={formKey}
              {...props}
              timeZone={timeZone}
              defaultValue={startValue}
              formRef={formRef}
              previewRef={previewRef}
              initiallyOpen={current?.open ?? []}
              offerAutosave={!current?.fromHistory}
              schedule={schedule}
              onScheduleChange={(value) => setTypedSchedule({ version, value })}
              onRestore={(value) => startAgain(value, false)}
            />
          </div>
          <PagePreview
            pageId={props.pageId}
            pageTitle={props.pageTitle}
            formRef={formRef}
            followForm={followPreview}
            handlers={previewHandlers}
            className={cn(
              "xl:sticky xl:top-4 xl:h-[calc(100dvh-2rem)]",
              narrowView === "form" ? "hidden xl:flex" : "h-[calc(100dvh-10rem)]",
            )}
          />
        </div>
      </div>
    </EditorLanguagesProvider>
  );
}
