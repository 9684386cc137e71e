// The section types a page is built from (docs/decisions/0023-pages-built-from-sections.md):
// each has a name and a purpose for the editor's palette, and one zod schema for its props,
// which the editor's form and the server's save share. Texts are per language (localizedText).
import { z } from "#app/lib/zod.ts";
import { openingWeek } from "#app/modules/business-hours/opening-week.ts";
import {
  localizedText,
  sectionButton,
  sectionIcon,
  sectionImage,
  sectionLink,
  TEXT_LIMITS,
} from "./section-fields.ts";

/**
 * The longest rich text a section holds, in characters of HTML: as long as a Content Manager
 * page's body (PAGE_LIMITS.content), so that every existing page becomes one section whole.
 */
export const RICH_TEXT_LIMIT = 500_000;

const heading = localizedText();
const optionalHeading = localizedText({ required: false }).optional();
const paragraph = localizedText({ max: TEXT_LIMITS.long });
const optionalParagraph = localizedText({ max: TEXT_LIMITS.long, required: false }).optional();

/** A list of items the owner adds to, with a bound that no real page reaches. */
function itemList<Item extends z.ZodType>(item: Item, { min = 1, max = 24 } = {}) {
  return z
    .array(item)
    .min(min, { error: `Add at least ${min === 1 ? "one item" : `${min} items`}` })
    .max(max, { error: `Keep it to ${max} items or fewer` });
}

export type SectionTypeDefinition = {
  /** The name the palette shows. */
  label: string;
  /** What the section is for, in the owner's words (the palette's description). */
  purpose: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** Props holding rich text (sanitized HTML per language), sanitized on save and on render. */
  richText?: readonly string[];
};

/** An anchor a link can jump to (`/features#whatsapp-automation`). */
const anchor = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lower-case letters, digits and hyphens" })
  .max(60, { error: "Keep it under 60 characters" });

export const SECTION_TYPES = {
  hero: {
    label: "Hero",
    purpose: "The first thing visitors see: a headline, a sentence and your main buttons.",
    schema: z.strictObject({
      badge: optionalHeading,
      title: heading,
      lead: paragraph,
      buttons: itemList(sectionButton, { min: 0, max: 2 }),
      highlights: itemList(z.strictObject({ icon: sectionIcon, text: heading }), {
        min: 0,
        max: 4,
      }),
      /** The two labels floating beside the example chat: a live status and a note. */
      statusChip: optionalHeading,
      noteChip: optionalHeading,
      /** The example conversation beside the headline; none shows no phone. */
      chat: z
        .strictObject({
          description: paragraph,
          business: heading,
          status: heading,
          question: paragraph,
          answer: paragraph,
          replies: itemList(heading, { min: 0, max: 3 }),
          order: paragraph,
          confirmation: paragraph,
          repliedBy: heading,
          placeholder: heading,
        })
        .optional(),
    }),
  },
  featureCards: {
    label: "Feature cards",
    purpose:
      "What your service does, one card per feature: short cards with a summary, or full ones with a paragraph and benefits.",
    schema: z
      .strictObject({
        /** Short cards under a heading (Home), or full ones in a band of their own (Features). */
        variant: z.enum(["summary", "full"], { error: "Choose short or full cards" }),
        eyebrow: optionalHeading,
        /** Short cards' heading; full cards' band is named by it for screen readers. */
        title: heading,
        intro: optionalParagraph,
        items: itemList(
          z.strictObject({
            anchor,
            icon: sectionIcon,
            title: heading,
            /** A short card's text. */
            summary: optionalParagraph,
            /** A full card's text, above its benefits. */
            description: optionalParagraph,
            benefits: itemList(heading, { min: 0, max: 8 }),
          }),
        ),
        /** The last of the short cards, leading on (to the Features page, or to the lead form). */
        more: z
          .strictObject({
            title: heading,
            text: heading,
            href: sectionLink,
            /** The card instead while the built-in page `href` leads to is switched off. */
            fallback: z
              .strictObject({ title: heading, text: heading, href: sectionLink })
              .optional(),
          })
          .optional(),
      })
      .superRefine((cards, context) => {
        // Each card needs the text its variant shows.
        const field = cards.variant === "summary" ? "summary" : "description";
        cards.items.forEach((item, index) => {
          if (!item[field]?.en) {
            context.addIssue({
              code: "custom",
              message: "Enter the English text",
              path: ["items", index, field],
            });
          }
        });
      }),
  },
  pricing: {
    label: "Pricing plans",
    purpose: "Your plans as set in Pricing, with a title and notes around them.",
    schema: z.strictObject({
      /**
       * Home's band: the title and intro over the plans on a muted band (also when none is
       * set). "plain": the plans alone, their title for screen readers only, where the page's
       * heading above says what they are (the Pricing page).
       */
      variant: z.enum(["band", "plain"], { error: "Choose a band or plain" }).optional(),
      title: heading,
      intro: optionalParagraph,
      /** A phrase of the intro kept on one line, such as "24-48 hours". */
      introKeepTogether: optionalHeading,
      badge: optionalHeading,
      note: optionalParagraph,
    }),
  },
  planComparison: {
    label: "Plan comparison",
    purpose: "A table of what each plan includes, row by row.",
    schema: z
      .strictObject({
        title: heading,
        intro: optionalParagraph,
        /** What the table shows, said by screen readers before it. */
        caption: optionalHeading,
        plans: itemList(heading, { max: 6 }),
        rows: itemList(
          z.strictObject({ feature: heading, included: z.array(z.boolean()).max(6) }),
          { max: 40 },
        ),
      })
      .refine((table) => table.rows.every((row) => row.included.length === table.plans.length), {
        error: "Mark every plan in every row",
        path: ["rows"],
      }),
  },
  richText: {
    label: "Text",
    purpose: "Formatted text with headings, lists and links: a policy, a story, an announcement.",
    schema: z.strictObject({ body: localizedText({ max: RICH_TEXT_LIMIT }) }),
    richText: ["body"],
  },
  image: {
    label: "Image",
    purpose: "One picture from the media library, with a caption if you like.",
    schema: z.strictObject({ image: sectionImage, caption: optionalHeading }),
  },
  faq: {
    label: "Questions and answers",
    purpose: "Common questions with their answers; search engines can show them too.",
    schema: z.strictObject({
      /** A padded band (Pricing, the default), or inside the page's column (Contact). */
      variant: z.enum(["band", "column"], { error: "Choose a band or the column" }).optional(),
      title: heading,
      items: itemList(z.strictObject({ question: heading, answer: paragraph })),
    }),
  },
  callToAction: {
    label: "Call to action",
    purpose: "A short invitation with up to two buttons, such as Book a Demo.",
    schema: z.strictObject({
      /** A band across the page (About), or a rounded card inside the page's margins (Features). */
      variant: z.enum(["band", "card"], { error: "Choose a band or a card" }).optional(),
      title: heading,
      text: optionalParagraph,
      /** A phrase of the text kept on one line, such as "24-48 hours". */
      textKeepTogether: optionalHeading,
      buttons: itemList(sectionButton, { max: 2 }),
    }),
  },
  stats: {
    label: "Numbers",
    purpose:
      "A few figures that show what you achieve, such as 24/7 or 100+, as a band or as cards.",
    schema: z.strictObject({
      /** A band of figures in one colour (Home), or a card per figure (About). */
      variant: z.enum(["band", "cards"], { error: "Choose a band or cards" }),
      title: optionalHeading,
      items: itemList(
        z.strictObject({
          value: heading,
          /** What a screen reader says for a figure that is a sign, such as "∞". */
          spoken: optionalHeading,
          label: heading,
          text: optionalParagraph,
        }),
        { max: 6 },
      ),
    }),
  },
  testimonials: {
    label: "Testimonials",
    purpose: "What your customers say about you, with their names and businesses.",
    schema: z.strictObject({
      title: optionalHeading,
      items: itemList(
        z.strictObject({
          quote: paragraph,
          name: heading,
          business: optionalHeading,
          photo: sectionImage.optional(),
        }),
        { max: 12 },
      ),
    }),
  },
  clientLogos: {
    label: "Client logos",
    purpose: "The logos of businesses that use your service, linked to their sites if you like.",
    schema: z.strictObject({
      title: optionalHeading,
      items: itemList(z.strictObject({ logo: sectionImage, href: sectionLink.optional() }), {
        max: 24,
      }),
    }),
  },
  businessHours: {
    label: "Business hours",
    purpose: "When your team answers, day by day, with a note such as holiday hours.",
    schema: z.strictObject({
      title: heading,
      icon: sectionIcon.optional(),
      /**
       * Each weekday's opening and closing in the site's time zone (ADR 0049): the rows are
       * written from them in each language, and the chat button says when the team replies.
       */
      week: openingWeek,
      note: optionalParagraph,
    }),
  },
  pageHeader: {
    label: "Page heading",
    purpose: "The page's title at the top, with a sentence under it saying what the page is about.",
    schema: z.strictObject({
      /** On a muted band across the page (About, the default), or atop the page's column. */
      variant: z.enum(["band", "column"], { error: "Choose a band or the column" }).optional(),
      /** A word or two above the title; a heading with one has the Features page's layout. */
      eyebrow: optionalHeading,
      title: heading,
      intro: optionalParagraph,
      /**
       * A highlighted line under the intro, such as a yearly discount: `{discount}` is the best
       * yearly discount among the active plans ("20%"), and a badge with it is hidden while no
       * plan has one.
       */
      badge: z.strictObject({ icon: sectionIcon, text: heading }).optional(),
    }),
  },
  story: {
    label: "Story",
    purpose: "How your business began and where it is today, in a few paragraphs.",
    schema: z.strictObject({ title: heading, paragraphs: itemList(paragraph, { max: 12 }) }),
  },
  leadership: {
    label: "Leadership",
    purpose: "The people who lead the business: name, role, a short bio and how to reach them.",
    schema: z.strictObject({
      title: heading,
      people: itemList(
        z.strictObject({
          name: heading,
          /** Shown in a circle where there is no photo ("HQ"). */
          initials: optionalHeading,
          role: heading,
          bio: paragraph,
          photo: sectionImage.optional(),
          /** A button that writes to the person; `{name}` and `{email}` fill in its spoken label. */
          email: z
            .strictObject({
              address: z.email({ error: "Enter a valid e-mail address" }),
              label: heading,
              spokenLabel: optionalHeading,
            })
            .optional(),
        }),
        { max: 12 },
      ),
    }),
  },
  missionVisionValues: {
    label: "Mission, vision and values",
    purpose: "Why the business exists, where it is going and the principles it works by.",
    schema: z.strictObject({
      mission: z.strictObject({ title: heading, text: paragraph }),
      vision: z.strictObject({ title: heading, text: paragraph }),
      valuesTitle: heading,
      valuesIntro: optionalParagraph,
      values: itemList(z.strictObject({ icon: sectionIcon, title: heading, text: paragraph }), {
        max: 8,
      }),
    }),
  },
  contactCards: {
    label: "Contact details",
    purpose:
      "Your phone, e-mail and WhatsApp as set in Website Settings, and the places you serve.",
    schema: z.strictObject({
      cards: itemList(
        z.strictObject({
          /** Which of Website Settings' contact details the card shows and links to. */
          kind: z.enum(["phone", "email", "whatsapp"], {
            error: "Choose phone, e-mail or WhatsApp",
          }),
          title: heading,
        }),
        { min: 0, max: 3 },
      ),
      presence: z
        .strictObject({
          title: heading,
          /** `{address}` is Website Settings' address. */
          text: optionalParagraph,
          places: itemList(heading, { min: 0, max: 24 }),
        })
        .optional(),
    }),
  },
  leadForm: {
    label: "Get started form",
    purpose: "The form where a business asks to get started; its leads arrive in Leads.",
    schema: z.strictObject({ title: heading, intro: optionalParagraph }),
  },
  contactForm: {
    label: "Contact form",
    purpose: "The form where visitors send you a message; it arrives in Leads.",
    schema: z.strictObject({
      title: heading,
      /** What screen readers call the column beside the form, of the details that follow it. */
      asideLabel: optionalHeading,
    }),
  },
} as const satisfies Record<string, SectionTypeDefinition>;

export type SectionType = keyof typeof SECTION_TYPES;
export type SectionProps<Type extends SectionType> = z.infer<
  (typeof SECTION_TYPES)[Type]["schema"]
>;

export function isSectionType(value: unknown): value is SectionType {
  return typeof value === "string" && Object.hasOwn(SECTION_TYPES, value);
}
