import { FormProvider, getFormProps, parse, useForm } from "@conform-to/react";
import { CircleAlert, Plus, Undo2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { AutosaveOffer, useEditorAutosave } from "#app/components/admin/content/autosave.tsx";
import { SaveButtons } from "#app/components/admin/content/save-buttons.tsx";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { SortableList } from "#app/components/admin/sortable-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  type MediaImage,
  type PageFieldErrors,
  type PageFormValues,
  savedSinceAutosave,
  sectionsAutosaveSlot,
} from "#app/modules/pages/page-form.ts";
import { instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { bodyPathLabel } from "#app/modules/sections/section-field-labels.ts";
import {
  isSectionType,
  SECTION_TYPES,
  type SectionType,
} from "#app/modules/sections/section-types.ts";
import {
  canonicalFormValue,
  parseSectionsForm,
  type SectionsFormValue,
} from "#app/modules/sections/sections-form.ts";
import { newSection, newSectionId } from "./field-specs.ts";
import { SectionPalette } from "./section-palette.tsx";
import { SectionPanel } from "./section-panel.tsx";
import type { SectionsActionData } from "./sections-action-data.ts";

/** A section as the inputs hold it (texts as typed, yes/no as "true"/"false"). */
type RawSection = { type?: string; props?: Record<string, unknown> };

/** A field's name (`content[2].props.items[0].answer.en`) as a body path (`content.2.props…`). */
const pathOfName = (name: string) => name.replace(/\[(\d+)\]/g, ".$1");

/** The section a field belongs to: the index in `content[2].props…`, if any. */
const sectionIndexOf = (name: string) => {
  const match = /^content\[(\d+)\]/.exec(name);
  return match ? Number(match[1]) : null;
};

export type SectionsFormProps = {
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
  /** Brings back autosaved sections: the form starts again from them. */
  onRestore: (sections: SectionsFormValue) => void;
};

/**
 * A page's sections in order, each with its form (the languages side by side): add from the
 * palette, reorder by dragging or with the keyboard, duplicate, hide, delete (with Undo), then
 * Save draft or Publish (ADR 0023). The form is checked by each section type's schema as the
 * owner types and again by the server; a refused save shows each problem at its field and in a
 * list above the form, and keeps everything typed.
 */
export function SectionsForm({
  pageId,
  pageTitle,
  keepsLive,
  defaultValue,
  pageValues,
  saved,
  schedule: savedSchedule,
  images,
  timeZone,
  fetcher,
  onRestore,
}: SectionsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const [form, fields] = useForm<{ content: RawSection[] }>({
    id: "page-sections",
    // The values are nested texts of every section type: conform takes them as they are.
    defaultValue: defaultValue as never,
    lastResult: fetcher.state === "idle" ? fetcher.data?.submission : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSectionsForm(formData),
  });
  const sections = fields.content.getFieldList();
  const keys = sections.map((section) => section.key ?? section.name);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(keys.length === 1 ? keys : []),
  );
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const shown = useRef<number | null>(null);
  const [deleted, setDeleted] = useState<{ index: number; value: RawSection; name: string } | null>(
    null,
  );
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [schedule, setSchedule] = useState(() => ({
    publishAt: savedSchedule.publishAt
      ? instantToSiteTime(new Date(savedSchedule.publishAt), timeZone)
      : "",
    unpublishAt: savedSchedule.unpublishAt
      ? instantToSiteTime(new Date(savedSchedule.unpublishAt), timeZone)
      : "",
  }));
  const [scheduleErrors, setScheduleErrors] = useState<PageFieldErrors>({});

  /** What the inputs hold now: every section, as the form would post it. */
  function readSections(): RawSection[] {
    if (!formRef.current) return (defaultValue.content ?? []) as RawSection[];
    const { payload } = parse(new FormData(formRef.current), { resolve: () => ({}) });
    return ((canonicalFormValue({ content: payload.content }) as SectionsFormValue).content ??
      []) as RawSection[];
  }

  const autosave = useEditorAutosave(
    sectionsAutosaveSlot(pageId),
    { ...pageValues, sections: defaultValue },
    () => ({ ...pageValues, sections: { content: readSections() } }),
  );

  /** Opens and focuses the section that lands at `index` once the form has it. */
  function show(index: number) {
    shown.current = index;
  }
  useEffect(() => {
    if (shown.current === null) return;
    const key = keys[shown.current];
    if (!key) return;
    shown.current = null;
    setExpanded((current) => new Set(current).add(key));
    setFocusKey(key);
  });

  // A section with a problem is opened, so its field can be seen and reached.
  const errorNames = Object.keys(form.allErrors).filter((name) => form.allErrors[name]?.length);
  const erroredKeys = errorNames
    .map(sectionIndexOf)
    .flatMap((index) => (index === null || !keys[index] ? [] : [keys[index] as string]));
  const erroredSignature = erroredKeys.join(" ");
  useEffect(() => {
    if (!erroredSignature) return;
    setExpanded((current) => new Set([...current, ...erroredSignature.split(" ")]));
  }, [erroredSignature]);

  useEffect(() => {
    if (deleted) undoRef.current?.focus();
  }, [deleted]);

  const result = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setDeleted(null);
      setScheduleErrors({});
      return;
    }
    setScheduleErrors(result.fieldErrors ?? {});
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, [result]);

  const busy = fetcher.state !== "idle";
  const savingIntent = busy ? fetcher.formData?.get("intent") : null;
  const typeOf = (index: number): SectionType | null => {
    const type = (sections[index]?.initialValue as RawSection | undefined)?.type;
    return isSectionType(type) ? type : null;
  };
  const headingOf = (index: number) => {
    const type = typeOf(index);
    return `${type ? SECTION_TYPES[type].label : "Section"} (section ${index + 1})`;
  };
  // Each problem's field in words, from the sections' types as they now stand.
  const types = { content: sections.map((_, index) => ({ type: typeOf(index) })) };
  const problems = errorNames.map((name) => ({
    name,
    field: bodyPathLabel(types, pathOfName(name)),
    message: (form.allErrors[name] ?? []).join(" "),
  }));
  const formMessage =
    problems.length === 0 ? (form.errors?.join(" ") ?? scheduleErrors.publishAt ?? null) : null;

  function focusField(name: string) {
    const index = sectionIndexOf(name);
    const key = index === null ? null : keys[index];
    if (key) setExpanded((current) => new Set(current).add(key));
    requestAnimationFrame(() => {
      const root = formRef.current;
      const element = root?.elements.namedItem(name);
      const target =
        element instanceof HTMLElement && element.getAttribute("type") !== "hidden"
          ? element
          : root
              ?.querySelector(`[data-field="${CSS.escape(name)}"]`)
              ?.querySelector<HTMLElement>(
                "input:not([type=hidden]), textarea, select, button, [contenteditable=true]",
              );
      target?.focus();
    });
  }

  return (
    <FormProvider context={form.context}>
      <fetcher.Form
        ref={formRef}
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented) {
            requestAnimationFrame(() => summaryRef.current?.focus());
          } else {
            autosave.settle();
          }
        }}
        className="grid gap-4 pb-24"
      >
        {autosave.offered ? (
          <AutosaveOffer
            offered={autosave.offered}
            savedSince={savedSinceAutosave(autosave.offered.savedAt, saved)}
            noun="page"
            timeZone={timeZone}
            onRestore={() => {
              const restored = autosave.offered?.values.sections as SectionsFormValue | undefined;
              autosave.accept();
              if (restored) onRestore(restored);
            }}
            onDiscard={autosave.decline}
          />
        ) : null}
        {problems.length > 0 || formMessage ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            aria-labelledby="sections-problems-title"
            className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/5 px-4 py-3 text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            <h2 id="sections-problems-title" className="flex items-center gap-2 font-semibold">
              <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
              {problems.length > 0
                ? `${problems.length === 1 ? "One thing" : `${problems.length} things`} to fix before saving. Nothing was changed on the site.`
                : "The page was not saved. Nothing was changed on the site."}
            </h2>
            {problems.length > 0 ? (
              <ul className="grid gap-1">
                {problems.map((problem) => (
                  <li key={problem.name}>
                    <button
                      type="button"
                      onClick={() => focusField(problem.name)}
                      className="text-left underline underline-offset-4 hover:no-underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {problem.field}
                    </button>
                    : {problem.message}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{formMessage}</p>
            )}
          </div>
        ) : null}

        {sections.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
            This page has no sections yet. Add the first one.
          </p>
        ) : null}
        <SortableList
          id="page-sections-dnd"
          ids={keys}
          noun="section"
          nameOf={(key) => headingOf(keys.indexOf(key))}
          layout="list"
          onMove={(from, to) => form.reorder({ name: fields.content.name, from, to })}
        >
          <ol aria-label={`Sections of ${pageTitle}`} className="grid min-w-0 gap-3">
            {/* One flat list of keyed items: a section keeps its inputs (what is typed) as it moves. */}
            {sections.flatMap((section, index) => {
              const type = typeOf(index);
              const key = keys[index] as string;
              const undo =
                deleted?.index === index
                  ? [
                      <DeletedNotice
                        key="deleted"
                        name={deleted.name}
                        undoRef={undoRef}
                        onUndo={() => undoDelete()}
                        onDismiss={() => setDeleted(null)}
                      />,
                    ]
                  : [];
              if (!type) return undo;
              return [
                ...undo,
                <SectionPanel
                  key={key}
                  name={section.name}
                  sortKey={key}
                  type={type}
                  position={index + 1}
                  expanded={expanded.has(key)}
                  focusOnMount={focusKey === key}
                  images={images}
                  onToggle={() =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (!next.delete(key)) next.add(key);
                      return next;
                    })
                  }
                  onDuplicate={() => {
                    const value = readSections()[index];
                    if (!value) return;
                    form.insert({
                      name: fields.content.name,
                      index: index + 1,
                      defaultValue: {
                        ...value,
                        props: { ...value.props, id: newSectionId(type) },
                      } as never,
                    });
                    show(index + 1);
                  }}
                  onDelete={() => {
                    const value = readSections()[index];
                    if (!value) return;
                    form.remove({ name: fields.content.name, index });
                    setDeleted({ index, value, name: SECTION_TYPES[type].label });
                  }}
                />,
              ];
            })}
            {deleted && deleted.index >= sections.length ? (
              <DeletedNotice
                key="deleted"
                name={deleted.name}
                undoRef={undoRef}
                onUndo={() => undoDelete()}
                onDismiss={() => setDeleted(null)}
              />
            ) : null}
          </ol>
        </SortableList>
        <div>
          <Button type="button" variant="outline" onClick={() => setPaletteOpen(true)}>
            <Plus aria-hidden="true" />
            Add section
          </Button>
        </div>

        <ScheduleFieldset
          timeZone={timeZone}
          hint={
            keepsLive
              ? "A publish time ahead keeps these changes as a draft until then."
              : "A publish time puts the page on the site then."
          }
          value={schedule}
          errors={scheduleErrors}
          onChange={(field, value) => {
            setSchedule((current) => ({ ...current, [field]: value }));
            setScheduleErrors(({ [field]: _, ...rest }) => rest);
          }}
        />

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <p className="me-auto hidden text-sm text-muted-foreground sm:block">
            {keepsLive
              ? "Save a draft to keep working; the site changes when you publish."
              : "This page is not published: saving keeps it off the site."}
          </p>
          <SaveButtons
            keepsLive={keepsLive}
            busy={busy}
            savingIntent={savingIntent}
            publishLabel="Publish"
            saveLabel="Save Page"
            saveIntent="update"
          />
        </div>
      </fetcher.Form>
      <SectionPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        onChoose={(type) => {
          setPaletteOpen(false);
          form.insert({
            name: fields.content.name,
            defaultValue: newSection(type, newSectionId(type)) as never,
          });
          show(sections.length);
        }}
      />
    </FormProvider>
  );

  function undoDelete() {
    if (!deleted) return;
    const index = Math.min(deleted.index, sections.length);
    form.insert({ name: fields.content.name, index, defaultValue: deleted.value as never });
    setDeleted(null);
    show(index);
  }
}

/** Where a deleted section was: its name, and Undo to bring it back in its place. */
function DeletedNotice({
  name,
  undoRef,
  onUndo,
  onDismiss,
}: {
  name: string;
  undoRef: React.Ref<HTMLButtonElement>;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  return (
    <li
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed px-3 py-2 text-sm"
    >
      <span className="me-auto">“{name}” section deleted. It leaves the site when you save.</span>
      <Button ref={undoRef} type="button" size="sm" variant="outline" onClick={onUndo}>
        <Undo2 aria-hidden="true" />
        Undo
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label="Dismiss"
        title="Dismiss"
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
