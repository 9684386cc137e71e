// The Urdu site's own pages on a fresh install (docs/product.md#languages), which the Urdu specs
// each walk: the interface and seeded texts (urdu-site.spec.ts), numbers and codes in them
// (urdu-isolation.spec.ts).

/** The Urdu twins of the navigation's pages, the form and the blog. */
export const URDU_SITE_PAGES = [
  "/ur",
  "/ur/pricing",
  "/ur/features",
  "/ur/about",
  "/ur/contact",
  "/ur/form",
  "/ur/blog",
] as const;

/** The seeded blog post's Urdu version. */
export const URDU_SAMPLE_POST = "/ur/blog/answer-every-dm-in-seconds";
