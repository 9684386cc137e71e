// The Features page as sections (docs/decisions/0023-pages-built-from-sections.md), its texts
// from the catalogues: the page visitors read today, for the owner to edit.
import { type Catalogue, en } from "#app/modules/i18n/catalogue.en.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import type { SectionIcon } from "#app/modules/sections/section-fields.ts";
import { catalogueText, section } from "./default-body.ts";

/**
 * The service's features in the Features page's order, each with its icon and its key in the
 * catalogues (`features.list.<id>`), which is also its card's anchor on /features. Home shows
 * the first seven.
 */
export const BUILT_IN_FEATURES: readonly {
  id: keyof Catalogue["features"]["list"];
  icon: SectionIcon;
}[] = [
  { id: "whatsapp-automation", icon: "message-circle" },
  { id: "instagram-dm-automation", icon: "camera" },
  { id: "facebook-messenger-automation", icon: "messages-square" },
  { id: "button-reply-setup", icon: "mouse-pointer-click" },
  { id: "ai-integrated-conversations", icon: "bot" },
  { id: "multi-language-support", icon: "languages" },
  { id: "instant-replies", icon: "clock" },
  { id: "multi-customer-handling", icon: "users" },
  { id: "analytics-insights", icon: "chart-column" },
  { id: "enterprise-security", icon: "shield-check" },
];

type BenefitKey =
  keyof Catalogue["features"]["list"][(typeof BUILT_IN_FEATURES)[number]["id"]]["benefits"];

export function featuresPageSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("pageHeader", {
        id: "heading",
        eyebrow: catalogueText((c) => c.features.eyebrow),
        title: catalogueText((c) => c.features.title),
        intro: catalogueText((c) => c.features.intro),
      }),
      section("featureCards", {
        id: "features",
        variant: "full",
        title: catalogueText((c) => c.features.allFeatures),
        items: BUILT_IN_FEATURES.map(({ id, icon }) => ({
          anchor: id,
          icon,
          title: catalogueText((c) => c.features.list[id].title),
          description: catalogueText((c) => c.features.list[id].description),
          // In the catalogue's order, the same keys in every language.
          benefits: (Object.keys(en.features.list[id].benefits) as BenefitKey[]).map((key) =>
            catalogueText((c) => c.features.list[id].benefits[key]),
          ),
        })),
      }),
      section("callToAction", {
        id: "features-cta",
        variant: "card",
        title: catalogueText((c) => c.features.ctaTitle),
        text: catalogueText((c) => c.features.ctaText),
        // The setup time, said once in Website Settings (ADR 0052), kept on one line.
        textKeepTogether: catalogueText(() => "{{setupTime}}"),
        buttons: [
          { label: catalogueText((c) => c.features.startTrial), href: "/form" },
          { label: catalogueText((c) => c.features.scheduleDemo), href: "/book" },
        ],
      }),
    ],
  };
}
