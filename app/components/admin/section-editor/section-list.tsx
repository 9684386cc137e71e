import { Undo2, X } from "lucide-react";
import { SortableList } from "#app/components/admin/sortable-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import type { SectionType } from "#app/modules/sections/section-types.ts";
import { SectionPanel } from "./section-panel.tsx";

// The page's sections in order (ADR 0023), each its panel, reordered by dragging or with the
// keyboard, with a deleted section's Undo in its place. What a section's actions change is the
// form's (page-sections-form.tsx): the list draws it.

export type SectionListProps = {
  pageTitle: string;
  /** The form's sections, by field name (`content[2]`), and their keys, stable as they move. */
  sections: readonly { name: string }[];
  keys: readonly string[];
  /** A post's body is its one Text section: no "no sections yet" line. */
  fixed: boolean;
  typeOf: (index: number) => SectionType | null;
  headingOf: (index: number) => string;
  expanded: ReadonlySet<string>;
  /** The section whose heading takes the focus as it is shown. */
  focusKey: string | null;
  images: readonly MediaImage[];
  /** The section just deleted: where it stood and its name. */
  deleted: { index: number; name: string } | null;
  undoRef: React.Ref<HTMLButtonElement>;
  onMove: (from: number, to: number) => void;
  onToggle: (key: string) => void;
  onDuplicate: (index: number, type: SectionType) => void;
  onDelete: (index: number, type: SectionType) => void;
  onUndoDelete: () => void;
  onDismissDeleted: () => void;
};

export function SectionList({
  pageTitle,
  sections,
  keys,
  fixed,
  typeOf,
  headingOf,
  expanded,
  focusKey,
  images,
  deleted,
  undoRef,
  onMove,
  onToggle,
  onDuplicate,
  onDelete,
  onUndoDelete,
  onDismissDeleted,
}: SectionListProps) {
  return (
    <>
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
        onMove={onMove}
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
                      onUndo={onUndoDelete}
                      onDismiss={onDismissDeleted}
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
                onToggle={() => onToggle(key)}
                onDuplicate={() => onDuplicate(index, type)}
                onDelete={() => onDelete(index, type)}
              />,
            ];
          })}
          {deleted && deleted.index >= sections.length ? (
            <DeletedNotice
              key="deleted"
              name={deleted.name}
              undoRef={undoRef}
              onUndo={onUndoDelete}
              onDismiss={onDismissDeleted}
            />
          ) : null}
        </ol>
      </SortableList>
    </>
  );
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
