// Figures of a bench's timings.

/** The `p`th percentile (0-100) of sorted values, by nearest rank; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The median of values (the upper of the middle two of an even count); 0 when there are none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** The item whose `key` is the median (the lower of the middle two of an even count: with an
 * odd count, one that happened); undefined when there are none. */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The ratio of two kinds of run taken side by side in each round (a shared machine's speed
 * moves by half within minutes, so a round's two runs are compared with each other): every
 * round's, and their median.
 */
export function ratiosByRound(
  numerators: readonly { rps: number }[],
  denominators: readonly { rps: number }[],
): { median: number; ratios: number[] } {
  const ratios = numerators.map((run, round) => run.rps / (denominators[round]?.rps ?? Number.NaN));
  return { median: median(ratios), ratios };
}

/**
 * How far apart the same run landed over the rounds: the lowest and highest, and the spread, the
 * highest less the lowest as a share of the median (0 for fewer than two). A quiet machine's
 * yardsticks agree within a few per cent.
 */
export function spreadOf(values: readonly number[]): {
  lowest: number;
  highest: number;
  spread: number;
} {
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  return { lowest, highest, spread: values.length < 2 ? 0 : (highest - lowest) / median(values) };
}
