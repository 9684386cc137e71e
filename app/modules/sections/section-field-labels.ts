// A section's fields named in the owner's words (docs/decisions/0023-pages-built-from-sections.md):
// a refused save says which field is wrong ("Questions and answers › Question 1 › Answer
// (Urdu)"), and a revision's diff which text changed ("Hero › Headline (Urdu)"), from the same
// names. The editor's form may label its fields with them too.
import { isLocale, languageName } from "#app/modules/i18n/locales.ts";
import { isSectionType, SECTION_TYPES } from "./section-types.ts";

/** Each prop's name, wherever it appears; a list's name is that of one of its items. */
const FIELD_LABELS: Record<string, string> = {
  address: "E-mail address",
  alt: "Alt text",
  anchor: "Link anchor",
  answer: "Answer",
  asideLabel: "Side column name",
  badge: "Badge",
  benefits: "Benefit",
  bio: "Bio",
  body: "Text",
  business: "Business name",
  buttons: "Button",
  caption: "Caption",
  cards: "Card",
  chat: "Example chat",
  confirmation: "Confirmation message",
  days: "Days",
  description: "Description",
  email: "E-mail button",
  eyebrow: "Words above the title",
  fallback: "Card while that page is off",
  feature: "Feature",
  hidden: "Hidden",
  highlights: "Highlight",
  hours: "Hours",
  href: "Link",
  icon: "Icon",
  id: "Section id",
  image: "Image",
  included: "Plan",
  initials: "Initials",
  intro: "Introduction",
  introKeepTogether: "Phrase kept on one line",
  items: "Item",
  kind: "Shows",
  message: "Chat message",
  label: "Label",
  lead: "Text under the title",
  logo: "Logo",
  media: "Picture",
  mission: "Mission",
  more: "Last card",
  name: "Name",
  note: "Note",
  noteChip: "Note label",
  order: "Order message",
  paragraphs: "Paragraph",
  people: "Person",
  photo: "Photo",
  placeholder: "Message box text",
  places: "Place",
  plans: "Plan",
  presence: "Where you serve",
  question: "Question",
  quote: "Quote",
  repliedBy: "Replied-by note",
  replies: "Quick reply",
  role: "Role",
  rows: "Row",
  spoken: "Spoken figure",
  spokenLabel: "Spoken label",
  status: "Status",
  statusChip: "Status label",
  summary: "Summary",
  text: "Text",
  textKeepTogether: "Phrase kept on one line",
  title: "Title",
  value: "Figure",
  values: "Value",
  valuesIntro: "Values introduction",
  valuesTitle: "Values title",
  variant: "Style",
  vision: "Vision",
  // A day of the business hours (ADR 0049).
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
  opens: "Opens (HH:MM, empty when closed)",
  closes: "Closes (HH:MM, empty when closed)",
};

/** Where a type calls a prop otherwise (a hero's title is its headline). */
const TYPE_FIELD_LABELS: Partial<Record<string, Record<string, string>>> = {
  hero: { title: "Headline", lead: "Sentence under the headline" },
  faq: { items: "Question" },
  featureCards: { items: "Card" },
  stats: { items: "Figure" },
  testimonials: { items: "Testimonial" },
  clientLogos: { items: "Logo" },
  businessHours: { week: "Opening hours" },
};

/** A prop's name in a section of `type`. */
export function fieldLabel(type: string, prop: string): string {
  return (
    TYPE_FIELD_LABELS[type]?.[prop] ??
    FIELD_LABELS[prop] ??
    // A prop with no name of its own yet: its key in words (`introKeepTogether` → "intro keep together").
    prop.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  );
}

/** A section type's palette name ("Questions and answers"); an unknown type is quoted. */
export function sectionTypeLabel(type: string): string {
  return isSectionType(type) ? SECTION_TYPES[type].label : `“${type}”`;
}

/**
 * A place inside a section's props in words: `["items", 0, "answer", "ur"]` in a FAQ is
 * "Question 1 › Answer (Urdu)". A language key closes the name of the text it belongs to.
 */
export function propPathLabel(type: string, path: readonly (string | number)[]): string {
  const names: string[] = [];
  path.forEach((segment, index) => {
    const isLast = index === path.length - 1;
    if (typeof segment === "number" || /^\d+$/.test(segment)) {
      const list = names.pop() ?? "Item";
      names.push(`${list} ${Number(segment) + 1}`);
    } else if (isLast && index > 0 && isLocale(segment)) {
      const text = names.pop() ?? "";
      names.push(`${text} (${languageName(segment)})`.trim());
    } else {
      names.push(fieldLabel(type, segment));
    }
  });
  return names.join(" › ");
}

/**
 * A place in a body (`content.2.props.items.0.answer.ur`) in words: "Questions and answers
 * (section 3) › Question 1 › Answer (Urdu)". The section's type is read from the body itself,
 * as posted or stored.
 */
export function bodyPathLabel(body: unknown, path: string): string {
  const [head, index, part, ...rest] = path.split(".");
  if (head !== "content" || index === undefined || !/^\d+$/.test(index)) {
    return "The page's sections";
  }
  const position = Number(index);
  const section = (body as { content?: { type?: unknown }[] } | null)?.content?.[position];
  const type = typeof section?.type === "string" ? section.type : "";
  const name = `${type ? sectionTypeLabel(type) : "Section"} (section ${position + 1})`;
  if (part === "type") return `${name} › Type`;
  if (part !== "props" || rest.length === 0) return name;
  return `${name} › ${propPathLabel(type, rest)}`;
}

/** A problem with a body, with its place and the field's name in words. */
export type NamedBodyIssue = { path: string; field: string; message: string };

export function nameBodyIssues(
  body: unknown,
  issues: readonly { path: string; message: string }[],
): NamedBodyIssue[] {
  return issues.map((issue) => ({ ...issue, field: bodyPathLabel(body, issue.path) }));
}
