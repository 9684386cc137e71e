import { FormProvider, getFormProps, useForm } from "@conform-to/react";
import { Plus } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { AutosaveOffer, useEditorAutosave } from "#app/components/admin/content/autosave.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  savedSinceAutosave,
  sectionsAutosaveSlot,
} from "#app/modules/pages/page-autosave-slots.ts";
import { bodyPathLabel } from "#app/modules/sections/section-field-labels.ts";
import {
  isSectionType,
  SECTION_TYPES,
  type SectionType,
} from "#app/modules/sections/section-types.ts";
import { parseSectionsForm, type SectionsFormValue } from "#app/modules/sections/sections-form.ts";
import { newSection, newSectionId } from "./field-specs.ts";
import { PageSchedule, type ScheduleValue, scheduleErrorsOf } from "./page-schedule.tsx";
import type { SectionsEditorProps } from "./page-sections-editor.tsx";
import { type PreviewSide, previewSideOf } from "./preview-requests.ts";
import { ProblemSummary } from "./problem-summary.tsx";
import { SaveBar } from "./save-bar.tsx";
import { pathOfName, type RawSection, readSections, sectionIndexOf } from "./section-inputs.ts";
import { SectionList } from "./section-list.tsx";
import { SectionPalette } from "./section-palette.tsx";

// The form half of the page editor (its other half, the live preview, and the history that
// starts this form again are page-sections-editor.tsx's): it owns conform's form, which section
// is open, the deleted section's Undo and the save.

/** What the page editor's wrapper (SectionsEditor) hands the form it starts. */
export type SectionsFormProps = Omit<SectionsEditorProps, "version" | "schedule" | "languages"> & {
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

/**
 * A page's sections in order, each with its form (the languages side by side): add from the
 * palette, reorder by dragging or with the keyboard, duplicate, hide, delete (with Undo), then
 * Save draft or Publish (ADR 0023). The form is checked by each section type's schema as the
 * owner types and again by the server; a refused save shows each problem at its field and in a
 * list above the form, and keeps everything typed.
 */
export function SectionsForm({
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

  // The schedule's problems show at its fields; a section with a problem is opened, so its
  // field can be seen and reached.
  const scheduleErrors = scheduleErrorsOf(form.allErrors);
  const errorNames = Object.keys(form.allErrors).filter(
    (name) => form.allErrors[name]?.length && !(name in scheduleErrors),
  );
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
      return;
    }
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

  previewRef.current = previewSideOf({
    formRef,
    sectionCount: sections.length,
    headingOf,
    focusField,
    focusSection,
    reorder: (from, to) => form.reorder({ name: fields.content.name, from, to }),
  });

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
        <ProblemSummary
          summaryRef={summaryRef}
          problems={problems}
          formMessage={formMessage}
          noun={noun}
          onFocusField={focusField}
        />

        <SectionList
          pageTitle={pageTitle}
          sections={sections}
          keys={keys}
          fixed={fixed}
          typeOf={typeOf}
          headingOf={headingOf}
          expanded={expanded}
          focusKey={focusKey}
          images={images}
          deleted={deleted}
          undoRef={undoRef}
          onMove={(from, to) => form.reorder({ name: fields.content.name, from, to })}
          onToggle={(key) =>
            setExpanded((current) => {
              const next = new Set(current);
              if (!next.delete(key)) next.add(key);
              return next;
            })
          }
          onDuplicate={(index, type) => {
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
          onDelete={(index, type) => {
            const value = readNow()[index];
            if (!value) return;
            form.remove({ name: fields.content.name, index });
            setDeleted({ index, value, name: SECTION_TYPES[type].label });
          }}
          onUndoDelete={() => undoDelete()}
          onDismissDeleted={() => setDeleted(null)}
        />
        {fixed ? null : (
          <div>
            <Button type="button" variant="outline" onClick={() => setPaletteOpen(true)}>
              <Plus aria-hidden="true" />
              Add section
            </Button>
          </div>
        )}

        <PageSchedule
          timeZone={timeZone}
          keepsLive={keepsLive}
          noun={noun}
          schedule={schedule}
          errors={scheduleErrors}
          onScheduleChange={onScheduleChange}
        />

        <SaveBar
          keepsLive={keepsLive}
          noun={noun}
          busy={busy}
          savingIntent={savingIntent}
          saveLabel={fixed ? "Save Post" : "Save Page"}
        />
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
