// The flat list of sections (ADR 0023) says what a section draws inside it, where the pages
// have nested it: the contact details and business hours that directly follow a contact form
// are drawn in the form's aside (the form left, they right, as on Contact), and a numbers band
// directly after short feature cards is drawn inside their band (as on Home). An owner takes a
// section out by putting another one between them.
import type { Section } from "./page-body.ts";
import type { SectionType } from "./section-types.ts";

/** Whether `section` directly after `holder` is drawn inside it, and how many it may hold. */
const HOLDING_RULES: Partial<
  Record<SectionType, { holds: (section: Section) => boolean; max: number }>
> = {
  contactForm: {
    holds: (section) => section.type === "contactCards" || section.type === "businessHours",
    max: Number.POSITIVE_INFINITY,
  },
  featureCards: {
    holds: (section) => section.type === "stats" && section.props.variant === "band",
    max: 1,
  },
};

/** A section as the page draws it, with the sections drawn inside it (in the page's order). */
export type PlacedSection = { section: Section; held: Section[] };

function rulesOf(section: Section) {
  // Only short feature cards have a band to hold the numbers in.
  if (section.type === "featureCards" && section.props.variant !== "summary") return undefined;
  return HOLDING_RULES[section.type];
}

/** The sections in the page's order, each holder with the sections that follow it inside. */
export function placeSections(sections: readonly Section[]): PlacedSection[] {
  const placed: PlacedSection[] = [];
  let holder: { entry: PlacedSection; rules: NonNullable<ReturnType<typeof rulesOf>> } | undefined;
  for (const section of sections) {
    if (holder && holder.entry.held.length < holder.rules.max && holder.rules.holds(section)) {
      holder.entry.held.push(section);
      continue;
    }
    const entry: PlacedSection = { section, held: [] };
    const rules = rulesOf(section);
    holder = rules ? { entry, rules } : undefined;
    placed.push(entry);
  }
  return placed;
}
