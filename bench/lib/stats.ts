// Figures of a bench's timings.

/** The `p`th percentile (0-100) of sorted values, by nearest rank; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
