// The limits of a page's body and a post's tags, which more than the page's definition
// (page-definition.ts) reads, and how a text compares with the length recommended for it (the
// SEO fields declare theirs in page-definition.ts, docs/product.md#validation).

export const PAGE_LIMITS = {
  content: 500_000,
  tag: 50,
  tags: 20,
} as const;

export type SeoRange = { min: number; max: number };

/** How a length compares with its recommended range, for the counters under the SEO fields. */
export function seoLengthHint(length: number, range: SeoRange) {
  const state = length < range.min ? "short" : length > range.max ? "long" : "good";
  const advice =
    state === "good"
      ? "good length"
      : state === "short"
        ? `aim for ${range.min}-${range.max}`
        : `longer than the recommended ${range.max}`;
  return { state, text: `${length}/${range.max} characters · ${advice}` } as const;
}
