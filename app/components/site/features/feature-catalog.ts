import {
  BotMessageSquare,
  Camera,
  ChartColumn,
  Clock,
  Languages,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  MousePointerClick,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { en } from "#app/modules/i18n/catalogue.en.ts";

/** A feature's key in the catalogues (`features.list.<id>`), also its anchor id on /features. */
export type FeatureId = keyof typeof en.features.list;

export type Feature = {
  /** Anchor id on /features. */
  id: FeatureId;
  icon: LucideIcon;
};

/** Each feature's five benefits, in order (`features.list.<id>.benefits.<key>`). */
export const BENEFITS = ["one", "two", "three", "four", "five"] as const;

/**
 * The ten features of /features, in the specification's order; Home shows the first seven.
 * Their texts (title, Home's summary, the page's paragraph and five benefits) are in the
 * catalogues under `features.list`.
 */
export const FEATURES: readonly Feature[] = [
  {
    id: "whatsapp-automation",
    icon: MessageCircle,
  },
  {
    id: "instagram-dm-automation",
    icon: Camera,
  },
  {
    id: "facebook-messenger-automation",
    icon: MessagesSquare,
  },
  {
    id: "button-reply-setup",
    icon: MousePointerClick,
  },
  {
    id: "ai-integrated-conversations",
    icon: BotMessageSquare,
  },
  {
    id: "multi-language-support",
    icon: Languages,
  },
  {
    id: "instant-replies",
    icon: Clock,
  },
  {
    id: "multi-customer-handling",
    icon: Users,
  },
  {
    id: "analytics-insights",
    icon: ChartColumn,
  },
  {
    id: "enterprise-security",
    icon: ShieldCheck,
  },
];
