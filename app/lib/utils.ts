import { type ClassValue, clsx } from "clsx";
import { memoized } from "./memoized.ts";

// `cn` lets a caller's utilities override a component's own (`p-5` replaces `p-6 pt-0`), as
// tailwind-merge does. tailwind-merge weighs 5 to 8 KB gzipped on every public page even when
// told only a few utility groups; these are the groups our components combine, each a pattern
// over the utility without its variants. The first pattern that matches names the group
// (a pattern's first capture, when it has one). A class outside these groups is kept as given.
const NUMBER = String.raw`\d+(?:\.\d+)?`;
const LENGTH = String.raw`\[(?:length:)?${NUMBER}[a-z%]*\]`;
const UTILITY_GROUPS: [group: string | null, pattern: RegExp][] = [
  [
    "display",
    /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden|table|table-row|table-cell|list-item|flow-root)$/,
  ],
  ["sr-only", /^(?:not-)?sr-only$/],
  ["position", /^(?:static|fixed|absolute|relative|sticky)$/],
  [null, /^(inset-[xy]|inset|top|right|bottom|left|z|overflow-[xy]|overflow)-/],
  ["flex-direction", /^flex-(?:row|row-reverse|col|col-reverse)$/],
  ["flex-wrap", /^flex-(?:wrap|wrap-reverse|nowrap)$/],
  ["flex", new RegExp(`^flex-(?:${NUMBER}|auto|initial|none|\\[.+\\])$`)],
  [null, /^(grow|shrink)(?:-\d+)?$/],
  [null, /^(grid-cols|col|items|justify|self|gap-[xy]|gap|space-[xy])-/],
  [null, /^([pm][xysetrbl]?|size|[wh]|m(?:in|ax)-[wh])-/],
  ["font-size", new RegExp(`^text-(?:base|(?:${NUMBER})?(?:xs|sm|md|lg|xl)|${LENGTH})(?:/.+)?$`)],
  ["text-alignment", /^text-(?:left|center|right|justify|start|end)$/],
  ["text-wrap", /^text-(?:wrap|nowrap|balance|pretty)$/],
  ["text-color", /^text-./],
  ["font-weight", /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ["font-family", /^font-./],
  [null, /^(leading|tracking|whitespace)-/],
  ["bg-color", /^bg-./],
  [null, new RegExp(`^(border(?:-[xytrbl])?)(?:-(?:${NUMBER}|${LENGTH}))?$`)],
  ["border-style", /^border-(?:solid|dashed|dotted|double|hidden|none)$/],
  ["border-color", /^border-./],
  ["rounded", /^rounded(?:-.+)?$/],
  ["shadow", /^shadow(?:-.+)?$/],
  ["ring-offset-w", /^ring-offset-\d+$/],
  ["ring-offset-color", /^ring-offset-./],
  ["ring-w", /^ring(?:-\d+)?$/],
  ["ring-color", /^ring-./],
  ["object-fit", /^object-(?:contain|cover|fill|none|scale-down)$/],
  [null, /^(opacity|cursor|aspect|animate|translate-[xy]|pointer-events)-/],
  // An arbitrary property (`[overflow-wrap:anywhere]`) is its own group.
  [null, /^\[([a-z-]+):.+\]$/],
];

// Setting a group also sets these narrower ones (`p-5` overrides an earlier `pt-0`).
const OVERRIDES: Record<string, string[]> = {
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  border: ["border-x", "border-y", "border-t", "border-r", "border-b", "border-l"],
  "border-x": ["border-r", "border-l"],
  "border-y": ["border-t", "border-b"],
};

function utilityGroup(utility: string): string | undefined {
  for (const [group, pattern] of UTILITY_GROUPS) {
    const match = pattern.exec(utility);
    if (match) return group ?? match[1];
  }
}

/**
 * `hover:md:-mt-2!` as [its variants in a fixed order and its importance, its group]; the
 * group is undefined for a class outside UTILITY_GROUPS.
 */
function classGroup(className: string): [scope: string, group: string | undefined] {
  // Variants end at the last colon outside brackets (`data-[state=open]:`).
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  const utility = className.slice(start);
  const important = utility.startsWith("!") || utility.endsWith("!");
  const group = utilityGroup(utility.replace(/^!|!$/g, "").replace(/^-/, ""));
  return [`${variants.sort().join(":")}:${important ? "!" : ""}`, group];
}

function mergeClasses(classList: string): string {
  const classNames = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classNames.length - 1; i >= 0; i--) {
    const className = classNames[i] as string;
    const [scope, group] = classGroup(className);
    if (group) {
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const narrower of OVERRIDES[group] ?? []) taken.add(scope + narrower);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

// A page renders the same few hundred class lists again and again (every button, card and
// icon): merged once each, they cost a lookup.
const mergedClasses = memoized(mergeClasses, 1_000);

/** Joins class names (clsx syntax) and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergedClasses(clsx(inputs));
}
