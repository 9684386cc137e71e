import type { Interval } from "./availability.ts";

// Busy time as sorted, disjoint intervals, so whether a slot is free is a binary search.

/** The intervals sorted by start, overlapping and touching ones joined, empty ones dropped. */
export function mergedIntervals(intervals: Iterable<Interval>): Interval[] {
  const sorted = [...intervals]
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ start: interval.start, end: interval.end });
  }
  return merged;
}

/** Whether [start, end) meets any of `merged` (sorted and disjoint, as mergedIntervals gives). */
export function overlapsAny(merged: readonly Interval[], start: number, end: number): boolean {
  // The last interval starting before `end` ends latest of those that could overlap.
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (merged[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  const candidate = merged[low - 1];
  return candidate !== undefined && candidate.end > start;
}
