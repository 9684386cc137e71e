import { parse } from "@conform-to/react";
import { isWithinJsonBounds } from "#app/lib/storable-json.ts";

// The shape of a posted form, as the forms' parser (conform) reads it: a field name is a path
// (`content[2].props.items[0].answer.en`), and the parser builds a list as long as the largest
// index in it (`x[10000000]`, or `x.10000000` under a list), walks each level recursively, and
// keeps a list per repeated name, copied at each repeat. Bounded here, before any action
// parses the form, far past what the site's own forms post.

export const FORM_SHAPE_LIMITS = {
  /**
   * A list's length, by index or by repeated name: the longest list any form's schema takes is
   * the navigation order of at most 500 pages (page-settings-admin.server.ts).
   */
  listLength: 1_000,
  /**
   * Path segments in a name: the page editor's deepest has 8
   * (`content[4].props.people[0].email.label.en`).
   */
  depth: 16,
  /** Characters in a name: the page editor's longest is under 50. */
  nameLength: 256,
  /**
   * Fields in one form: the page editor's 60 sections of its largest type (feature cards, 24
   * of them with 8 benefits each, in two languages: some 590 fields) come to about 35,400.
   */
  fields: 50_000,
} as const;

/** The parser's reserved names: a list operation on a field (JSON) and the form's state (JSON). */
const INTENT = "__intent__";
const STATE = "__state__";
const JSON_BOUNDS = { depth: FORM_SHAPE_LIMITS.depth, values: FORM_SHAPE_LIMITS.fields };

/** A name's path segments: keys (`props`) and indexes (`[0]`), as the parser splits them. */
const SEGMENT = /[^.[\]]+|\[\d*\]/g;
const DIGITS = /^\[?(\d+)\]?$/;

/** Why a field name is past the bounds, or null when it is within them. */
function nameProblem(name: string): string | null {
  if (name.length > FORM_SHAPE_LIMITS.nameLength) return "field name too long";
  const segments = name.match(SEGMENT) ?? [];
  if (segments.length > FORM_SHAPE_LIMITS.depth) return "field name nested too deep";
  for (const segment of segments) {
    // A key of digits indexes a list as `[n]` does.
    const index = DIGITS.exec(segment)?.[1];
    if (index !== undefined && Number(index) >= FORM_SHAPE_LIMITS.listLength) {
      return "list index too large";
    }
  }
  return null;
}

/** The value's JSON, when it is JSON within the bounds; else undefined. */
function boundedJson(value: FormDataEntryValue): unknown {
  if (typeof value !== "string") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  return isWithinJsonBounds(parsed, JSON_BOUNDS) ? parsed : undefined;
}

/** Why a list operation is past the bounds (the field it names, its positions), or null. */
function intentProblem(value: FormDataEntryValue): string | null {
  const intent = boundedJson(value) as { payload?: Record<string, unknown> } | null | undefined;
  if (typeof intent !== "object" || intent === null) return "unreadable form intent";
  const { name, index, from, to } = intent.payload ?? {};
  if (typeof name === "string") {
    const problem = nameProblem(name);
    if (problem) return problem;
  }
  const positions = [index, from, to];
  if (positions.some((at) => typeof at === "number" && at >= FORM_SHAPE_LIMITS.listLength)) {
    return "list index too large";
  }
  return null;
}

/**
 * Whether the parser reads the form without throwing (a list operation on a text, a malformed
 * name in it): what the actions' own parse would throw, as a server error. Only a list
 * operation can make it throw: the parser passes over malformed field names.
 */
function isReadableByParser(form: FormData): boolean {
  try {
    parse(form, { resolve: () => ({ value: {} }) });
    return true;
  } catch {
    return false;
  }
}

/** Why the form's shape is past the bounds (a short reason for the log), or null when it is not. */
export function formShapeProblem(form: FormData): string | null {
  const repeats = new Map<string, number>();
  let fields = 0;
  for (const [name, value] of form) {
    if (++fields > FORM_SHAPE_LIMITS.fields) return "too many fields";
    const problem =
      nameProblem(name) ??
      (name === INTENT ? intentProblem(value) : null) ??
      (name === STATE && boundedJson(value) === undefined ? "unreadable form state" : null);
    if (problem) return problem;
    const seen = (repeats.get(name) ?? 0) + 1;
    if (seen > FORM_SHAPE_LIMITS.listLength) return "field repeated too often";
    repeats.set(name, seen);
  }
  return !form.has(INTENT) || isReadableByParser(form) ? null : "unreadable form";
}
