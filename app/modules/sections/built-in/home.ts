// Home as sections: the content it has had since launch, from the catalogues
// (docs/decisions/0023-pages-built-from-sections.md). The plans under the pricing heading stay
// Pricing's, from the database.
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { catalogueText, section } from "./default-body.ts";
import { BUILT_IN_FEATURES } from "./features.ts";

/** The features Home shows: the Features page's first seven. */
const HOME_FEATURES = BUILT_IN_FEATURES.slice(0, 7);

export function homePageSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("hero", {
        id: "hero",
        badge: catalogueText((c) => c.home.heroBadge),
        title: catalogueText((c) => c.home.heroTitle),
        lead: catalogueText((c) => c.home.heroLead),
        buttons: [
          { label: catalogueText((c) => c.common.getStarted), href: "/form" },
          { label: catalogueText((c) => c.home.bookDemo), href: "/book" },
        ],
        highlights: [
          { icon: "clock", text: catalogueText((c) => c.home.instantResponse) },
          { icon: "users", text: catalogueText((c) => c.home.customersHandled) },
        ],
        statusChip: catalogueText((c) => c.home.aiActive),
        noteChip: catalogueText((c) => c.home.multiPlatform),
        chat: {
          description: catalogueText((c) => c.home.chat.label),
          business: catalogueText((c) => c.home.chat.business),
          status: catalogueText((c) => c.home.chat.status),
          question: catalogueText((c) => c.home.chat.question),
          answer: catalogueText((c) => c.home.chat.answer),
          replies: [
            catalogueText((c) => c.home.chat.orderNow),
            catalogueText((c) => c.home.chat.moreColours),
          ],
          order: catalogueText((c) => c.home.chat.order),
          confirmation: catalogueText((c) => c.home.chat.confirmed),
          repliedBy: catalogueText((c) => c.home.chat.repliedBy),
          placeholder: catalogueText((c) => c.home.chat.placeholder),
        },
      }),
      section("featureCards", {
        id: "features",
        variant: "summary",
        eyebrow: catalogueText((c) => c.home.features.eyebrow),
        title: catalogueText((c) => c.home.features.title),
        intro: catalogueText((c) => c.home.features.intro),
        items: HOME_FEATURES.map(({ id, icon }) => ({
          anchor: id,
          icon,
          title: catalogueText((c) => c.features.list[id].title),
          summary: catalogueText((c) => c.features.list[id].summary),
          benefits: [],
        })),
        more: {
          title: catalogueText((c) => c.home.features.exploreTitle),
          text: catalogueText((c) => c.home.features.exploreText),
          href: "/features",
          fallback: {
            title: catalogueText((c) => c.common.getStarted),
            text: catalogueText((c) => c.home.features.startText),
            href: "/form",
          },
        },
      }),
      section("stats", {
        id: "stats",
        variant: "band",
        // Figures, written the same in every language.
        items: [
          {
            value: { en: "100+" },
            label: catalogueText((c) => c.home.features.simultaneousCustomers),
          },
          { value: { en: "24/7" }, label: catalogueText((c) => c.home.features.availability) },
          {
            value: { en: "∞" },
            spoken: catalogueText((c) => c.home.features.unlimited),
            label: catalogueText((c) => c.home.features.unlimitedReplies),
          },
        ],
      }),
      section("pricing", {
        id: "pricing",
        title: catalogueText((c) => c.home.pricingTitle),
        intro: catalogueText((c) => c.home.pricingIntro),
        // The setup time, said once in Website Settings (ADR 0052), kept on one line.
        introKeepTogether: catalogueText(() => "{{setupTime}}"),
      }),
    ],
  };
}
