import { FormProvider, getFormProps, parse, useForm } from "@conform-to/react";
import { CircleAlert, Plus, Redo2, Undo2, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { ChoiceGroup } from "#app/components/admin/choice-group.tsx";
import { AutosaveOffer, useEditorAutosave } from "#app/components/admin/content/autosave.tsx";
import { SaveButtons } from "#app/components/admin/content/save-buttons.tsx";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { SortableList } from "#app/components/admin/sortable-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import {
  savedSinceAutosave,
  sectionsAutosaveSlot,
} from "#app/modules/pages/page-autosave-slots.ts";
import type { PageKind } from "#app/modules/pages/page-slugs.ts";
import type { PageFormValues } from "#app/modules/pages/page-values.ts";
import { instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { bodyPathLabel } from "#app/modules/sections/section-field-labels.ts";
import {
  isSectionType,
  SECTION_TYPES,
  type SectionType,
} from "#app/modules/sections/section-types.ts";
import {
  canonicalFormValue,
  fieldNameOfPath,
  parseSectionsForm,
  type SectionsFormValue,
} from "#app/modules/sections/sections-form.ts";
import { EditorLanguagesProvider } from "./editor-languages.tsx";
import { newSection, newSectionId } from "./field-specs.ts";
import { useFormChanges } from "./form-changes.ts";
import { useFormHistory } from "./form-history.ts";
import { PagePreview, type PagePreviewHandlers } from "./page-preview.tsx";
import type { PreviewPick } from "./preview-frame.ts";
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

/** A section's own id field (`content[2].props.id`), not an id inside one of its lists. */
const SECTION_ID_FIELD = /^content\[\d+\]\.props\.id$/;

/** Sets a text field as typing would, so that the form (and its checks) hear of it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

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

/** What the page editor's wrapper (SectionsEditor) hands the form it starts. */
type SectionsFormProps = Omit<SectionsEditorProps, "version" | "schedule" | "languages"> & {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's side of the live preview, for the preview's handlers (SectionsEditor). */
  previewRef: RefObject<PreviewSide | null>;
  /** The sections (by id) open when the form starts. */
  initiallyOpen: readonly string[];
  /** Whether to offer an autosave back: on opening the page, not when undo starts it again. */
  offerAutosave: boolean;
  schedule: ScheduleValue;
  onScheduleChange: (value: ScheduleValue) => void;
  /** Brings back autosaved sections: the form starts again from them. */
  onRestore: (sections: SectionsFormValue) => void;
};

type ScheduleValue = { publishAt: string; unpublishAt: string };
type ScheduleErrors = Partial<Record<keyof ScheduleValue, string[]>>;

/** The schedule fields' problems in a refused save's reply. */
function scheduleErrorsOf(errors: Record<string, string[] | null> | null | undefined) {
  const found: ScheduleErrors = {};
  for (const field of ["publishAt", "unpublishAt"] as const) {
    const messages = errors?.[field];
    if (messages?.length) found[field] = messages;
  }
  return found;
}

/** What the live preview asks of the form (a pick focuses a field; a move reorders). */
type PreviewSide = Omit<PagePreviewHandlers, "pick" | "undo" | "redo"> & {
  pick: (target: PreviewPick, locale: Locale) => void;
};

/** What the inputs hold now: every section, as the form would post it. */
function readSections(form: HTMLFormElement | null, fallback: SectionsFormValue): RawSection[] {
  if (!form) return (fallback.content ?? []) as RawSection[];
  const { payload } = parse(new FormData(form), { resolve: () => ({}) });
  return ((canonicalFormValue({ content: payload.content }) as SectionsFormValue).content ??
    []) as RawSection[];
}

/** The ids of the sections whose values differ between two states of the form. */
function changedSectionIds(before: SectionsFormValue, after: SectionsFormValue): string[] {
  const idOf = (section: unknown) => (section as RawSection | undefined)?.props?.id;
  const json = new Map(
    (before.content ?? []).map((section) => [idOf(section), JSON.stringify(section)]),
  );
  return (after.content ?? []).flatMap((section) => {
    const id = idOf(section);
    return typeof id === "string" && json.get(id) !== JSON.stringify(section) ? [id] : [];
  });
}

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

/**
 * A page's sections in order, each with its form (the languages side by side): add from the
 * palette, reorder by dragging or with the keyboard, duplicate, hide, delete (with Undo), then
 * Save draft or Publish (ADR 0023). The form is checked by each section type's schema as the
 * owner types and again by the server; a refused save shows each problem at its field and in a
 * list above the form, and keeps everything typed.
 */
function SectionsForm({
  kind,
  pageId,
  pageTitle,
  keepsLive,
  defaultValue,
  pageValues,
  saved,
  images,
  timeZone,
  fetcher,
  formRef,
  previewRef,
  initiallyOpen,
  offerAutosave,
  schedule,
  onScheduleChange,
  onRestore,
}: SectionsFormProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // A post's body is its one Text section: nothing is added, moved, hidden or deleted.
  const fixed = kind === "post";
  const noun = kind === "post" ? "post" : "page";
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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    if (keys.length === 1) return new Set(keys);
    const idOf = (index: number) =>
      (sections[index]?.initialValue as RawSection | undefined)?.props?.id;
    return new Set(keys.filter((_, index) => initiallyOpen.includes(idOf(index) as string)));
  });
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const shown = useRef<number | null>(null);
  const [deleted, setDeleted] = useState<{ index: number; value: RawSection; name: string } | null>(
    null,
  );
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [scheduleErrors, setScheduleErrors] = useState<ScheduleErrors>({});

  const readNow = () => readSections(formRef.current, defaultValue);

  const autosave = useEditorAutosave(
    sectionsAutosaveSlot(pageId),
    { ...pageValues, sections: defaultValue },
    () => ({ ...pageValues, sections: { content: readNow() } }),
    { offer: offerAutosave },
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
    setScheduleErrors(scheduleErrorsOf(result.result?.error));
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
    const label = type ? SECTION_TYPES[type].label : "Section";
    return fixed ? label : `${label} (section ${index + 1})`;
  };
  // Each problem's field in words, from the sections' types as they now stand.
  const types = { content: sections.map((_, index) => ({ type: typeOf(index) })) };
  const problems = errorNames.map((name) => ({
    name,
    field: bodyPathLabel(types, pathOfName(name)),
    message: (form.allErrors[name] ?? []).join(" "),
  }));
  const formMessage =
    problems.length === 0
      ? (form.errors?.join(" ") ?? scheduleErrors.publishAt?.join(" ") ?? null)
      : null;

  function focusField(name: string) {
    const index = sectionIndexOf(name);
    const key = index === null ? null : keys[index];
    if (key) setExpanded((current) => new Set(current).add(key));
    requestAnimationFrame(() => {
      const root = formRef.current;
      const element = root?.elements.namedItem(name);
      const box = root?.querySelector(`[data-field="${CSS.escape(name)}"]`);
      // A rich text's own text first, not the first button of its toolbar.
      const target =
        element instanceof HTMLElement && element.getAttribute("type") !== "hidden"
          ? element
          : (box?.querySelector<HTMLElement>("[contenteditable=true]") ??
            box?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, button"));
      target?.focus();
    });
  }

  /** Where the section with this id now stands in the form. */
  function sectionIndexById(sectionId: string): number {
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>(
      'input[type="hidden"][name$=".props.id"]',
    ) ?? []) {
      if (input.value === sectionId && SECTION_ID_FIELD.test(input.name)) {
        return sectionIndexOf(input.name) ?? -1;
      }
    }
    return -1;
  }

  /** The form's field for a section's field as the preview names it, in the shown language. */
  function fieldOf(sectionId: string, path: string, locale: string): string | null {
    const index = sectionIndexById(sectionId);
    if (index < 0) return null;
    const name = fieldNameOfPath(`content.${index}.props.${path}`);
    return formRef.current?.elements.namedItem(`${name}.${locale}`) ? `${name}.${locale}` : name;
  }

  function textFieldOf(sectionId: string, path: string, locale: string) {
    const name = fieldOf(sectionId, path, locale);
    const field = name ? formRef.current?.elements.namedItem(name) : null;
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
  }

  /** Opens a section and puts the focus on its heading. */
  function focusSection(index: number) {
    const key = keys[index];
    if (!key) return;
    setExpanded((current) => new Set(current).add(key));
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(
          `li[data-section="${CSS.escape(`content[${index}]`)}"] button[aria-expanded]`,
        )
        ?.focus(),
    );
  }

  previewRef.current = {
    sectionName: (sectionId) => {
      const index = sectionIndexById(sectionId);
      return index < 0 ? null : headingOf(index);
    },
    pick: ({ sectionId, path }, locale) => {
      const name = path ? fieldOf(sectionId, path, locale) : null;
      if (name) focusField(name);
      else focusSection(sectionIndexById(sectionId));
    },
    // A text holding a placeholder (`{product}`, `{address}`) shows what it stands for in its
    // place: it is edited in its field, where the placeholder can be seen.
    canEditInPlace: (sectionId, path, locale) => {
      const field = textFieldOf(sectionId, path, locale);
      return field !== null && field.type !== "hidden" && !/\{\w+\}/.test(field.value);
    },
    editText: (sectionId, path, text, locale) => {
      const field = textFieldOf(sectionId, path, locale);
      if (field && field.type !== "hidden") typeInto(field, text);
    },
    moveSection: (sectionId, by) => {
      const from = sectionIndexById(sectionId);
      const to = from + by;
      if (from < 0 || to < 0 || to >= sections.length) return false;
      form.reorder({ name: fields.content.name, from, to });
      return true;
    },
  };

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
        className="grid min-w-0 gap-4 pb-24"
      >
        {autosave.offered ? (
          <AutosaveOffer
            offered={autosave.offered}
            savedSince={savedSinceAutosave(autosave.offered.savedAt, saved)}
            noun={noun}
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
                : `The ${noun} was not saved. Nothing was changed on the site.`}
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

        {sections.length === 0 && !fixed ? (
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
                  heading={headingOf(index)}
                  fixed={fixed}
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
                    const value = readNow()[index];
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
                    const value = readNow()[index];
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
        {fixed ? null : (
          <div>
            <Button type="button" variant="outline" onClick={() => setPaletteOpen(true)}>
              <Plus aria-hidden="true" />
              Add section
            </Button>
          </div>
        )}

        <ScheduleFieldset
          timeZone={timeZone}
          hint={
            keepsLive
              ? "A publish time ahead keeps these changes as a draft until then."
              : `A publish time puts the ${noun} on the site then.`
          }
          errors={scheduleErrors}
          inputOf={(field) => ({
            name: field,
            value: schedule[field],
            onChange: (event) => {
              onScheduleChange({ ...schedule, [field]: event.target.value });
              setScheduleErrors(({ [field]: _, ...rest }) => rest);
            },
          })}
        />

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
            saveLabel={fixed ? "Save Post" : "Save Page"}
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
        Undo delete
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
