import { CircleAlert } from "lucide-react";
import type { RefObject } from "react";

// A refused save's problems above the page editor's form, each a button to its field (ADR 0023):
// the owner reads them all at once, then goes to each.

/** One problem of the form: its field's name, that field in words, and what is wrong. */
export type FormProblem = { name: string; field: string; message: string };

/** The list of problems, or the save's own message when no field is at fault; none if neither. */
export function ProblemSummary({
  summaryRef,
  problems,
  formMessage,
  noun,
  onFocusField,
}: {
  /** Focused when a save is refused, so that a screen reader reads the summary. */
  summaryRef: RefObject<HTMLDivElement | null>;
  problems: readonly FormProblem[];
  formMessage: string | null;
  noun: string;
  onFocusField: (name: string) => void;
}) {
  if (!(problems.length > 0 || formMessage)) return null;
  return (
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
                onClick={() => onFocusField(problem.name)}
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
  );
}
