// The Pricing page as sections (docs/decisions/0023-pages-built-from-sections.md), its texts
// from the catalogues: the page visitors read today, for the owner to edit. The plans
// themselves stay Pricing's, from the database.
import type { Catalogue } from "#app/modules/i18n/catalogue.en.ts";
import type { PageBody } from "../page-body.ts";
import { section, catalogueText as text } from "./default-body.ts";

type ComparedFeature = keyof Catalogue["pricing"]["compareRows"];

/** docs/product.md#data: Starter has the first four; Premium adds the rest. */
const COMPARED_FEATURES: readonly { feature: ComparedFeature; starter: boolean }[] = [
  { feature: "buttons", starter: true },
  { feature: "allDay", starter: true },
  { feature: "concurrent", starter: true },
  { feature: "whatsapp", starter: true },
  { feature: "ai", starter: false },
  { feature: "instagram", starter: false },
  { feature: "messenger", starter: false },
  { feature: "languages", starter: false },
  { feature: "unlimited", starter: false },
  { feature: "priority", starter: false },
];

const QUESTIONS = ["trial", "setup", "payment", "yearly", "capacity"] as const;

export function pricingPageSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("pageHeader", {
        id: "heading",
        title: text((c) => c.pricing.pageTitle),
        intro: text((c) => c.pricing.pageIntro),
        badge: { icon: "badge-percent", text: text((c) => c.pricing.yearlySaving) },
      }),
      section("pricing", {
        id: "plans",
        variant: "plain",
        title: text((c) => c.pricing.choosePlan),
      }),
      section("planComparison", {
        id: "compare",
        title: text((c) => c.pricing.compareTitle),
        intro: text((c) => c.pricing.compareIntro),
        caption: text((c) => c.pricing.compareCaption),
        // The seeded plans' names, as their cards write them (default-plans.ts).
        plans: [
          { en: "Starter", ur: "اسٹارٹر" },
          { en: "Premium", ur: "پریمیم" },
        ],
        rows: COMPARED_FEATURES.map(({ feature, starter }) => ({
          feature: text((c) => c.pricing.compareRows[feature]),
          included: [starter, true],
        })),
      }),
      section("faq", {
        id: "faq",
        title: text((c) => c.pricing.faqTitle),
        items: QUESTIONS.map((key) => ({
          question: text((c) => c.pricing.faqs[key].question),
          answer: text((c) => c.pricing.faqs[key].answer),
        })),
      }),
    ],
  };
}
