// The flat list of sections (ADR 0023) says what sits beside the contact form: the contact
// details and business hours that directly follow it are drawn in the form's aside, the form
// left and they right, as the Contact page has shown them. An owner moves a card out of the
// aside by putting another section between it and the form.
import type { Section } from "./page-body.ts";
import type { SectionType } from "./section-types.ts";

const DRAWN_BESIDE_THE_FORM: ReadonlySet<SectionType> = new Set(["contactCards", "businessHours"]);

/** A section as the page draws it, with the sections its aside holds (only a contact form has any). */
export type PlacedSection = { section: Section; aside: Section[] };

/** The sections in the page's order, each contact form holding the cards that follow it. */
export function placeSections(sections: readonly Section[]): PlacedSection[] {
  const placed: PlacedSection[] = [];
  let form: PlacedSection | undefined;
  for (const section of sections) {
    if (form && DRAWN_BESIDE_THE_FORM.has(section.type)) {
      form.aside.push(section);
      continue;
    }
    const entry = { section, aside: [] };
    form = section.type === "contactForm" ? entry : undefined;
    placed.push(entry);
  }
  return placed;
}
