import type { Permission } from "#app/modules/users/permissions.ts";

// What the Translations view lists (ADR 0051), shared by its reader (translations.server.ts)
// and its screen.

/** The kinds of thing the view lists, in its order, each with what editing it takes (ADR 0027). */
export const TRANSLATION_AREAS = {
  pages: { label: "Pages", permission: "content.edit" },
  posts: { label: "Blog posts", permission: "content.edit" },
  plans: { label: "Pricing plans", permission: "pricing.edit" },
  settings: { label: "Website Settings", permission: "settings.manage" },
  navigation: { label: "Navigation labels", permission: "content.edit" },
} as const satisfies Record<string, { label: string; permission: Permission }>;

export type TranslationArea = keyof typeof TRANSLATION_AREAS;

export type MissingTranslation = {
  area: TranslationArea;
  /** What the text belongs to: "Page “Pricing”", "Plan “Starter” (PKR)", "Website Settings". */
  thing: string;
  /** The field: "Title", "Hero (section 1) › Headline", "Features › 3". */
  field: string;
  /** The English text, as one line of plain text. */
  english: string;
  /** Where the text is edited. */
  href: string;
};
