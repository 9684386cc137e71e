// The Features page as sections (docs/decisions/0023-pages-built-from-sections.md), its texts
// from the catalogues: the page visitors read today, for the owner to edit.
import type { Catalogue } from "#app/modules/i18n/catalogue.en.ts";
import type { SectionIcon } from "#app/modules/sections/section-fields.ts";

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
