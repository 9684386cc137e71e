import { SECTION_MARK } from "#app/components/site/sections/edit-marks.tsx";
import type { NamedBodyIssue } from "#app/modules/sections/section-field-labels.ts";
import { SECTION_TYPES, type SectionType } from "#app/modules/sections/section-types.ts";

/**
 * In the page editor's live preview only: a section the form cannot draw yet (a required text
 * cleared to be typed again), in its place, with what it needs (docs/product.md#page-editor). Visitors never get
 * one: a save checks every section, and a page that does not read keeps its live version.
 */
export function UnreadableSection({
  id,
  type,
  issues,
}: {
  id: string;
  type: SectionType | null;
  issues: readonly NamedBodyIssue[];
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6" {...{ [SECTION_MARK]: id }}>
      {/* Only classes visitors' pages already use, and styles of its own: the stylesheet every
          visitor's page carries must not grow for the editor's preview (ADR 0009). */}
      <div className="rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
        <p className="font-semibold text-foreground">
          {type ? SECTION_TYPES[type].label : "This section"} is not shown until it is complete:
        </p>
        <ul className="mt-2" style={{ listStyle: "disc", paddingInlineStart: "1.25rem" }}>
          {issues.map((issue) => (
            <li key={`${issue.path}-${issue.message}`}>
              {issue.field}: {issue.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
