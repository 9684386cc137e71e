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

export type Feature = {
  /** Anchor id on /features. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** One sentence for the Home overview. */
  summary: string;
};

/**
 * The ten features of /features, in the specification's order; Home shows the first seven.
 * Their longer copy is in feature-details.server.ts, so Home's JavaScript does not carry it.
 */
export const FEATURES: readonly Feature[] = [
  {
    id: "whatsapp-automation",
    title: "WhatsApp Automation",
    icon: MessageCircle,
    summary: "Answer every WhatsApp message in seconds with replies that sound like your own team.",
  },
  {
    id: "instagram-dm-automation",
    title: "Instagram DM Automation",
    icon: Camera,
    summary: "Turn story replies and DMs into sales while followers are still interested.",
  },
  {
    id: "facebook-messenger-automation",
    title: "Facebook Messenger Automation",
    icon: MessagesSquare,
    summary: "Reply to every Page message instantly and keep leads from your ads warm.",
  },
  {
    id: "button-reply-setup",
    title: "Button Reply Setup",
    icon: MousePointerClick,
    summary: "Guide customers with tap-to-reply buttons for menus, prices, bookings and orders.",
  },
  {
    id: "ai-integrated-conversations",
    title: "AI Integrated Conversations",
    icon: BotMessageSquare,
    summary:
      "Natural AI replies that understand context, follow-up questions and your business details.",
  },
  {
    id: "multi-language-support",
    title: "Multi-language Support",
    icon: Languages,
    summary: "Chat with customers in Urdu, Roman Urdu, English and 50+ other languages.",
  },
  {
    id: "instant-replies",
    title: "24/7 Instant Replies",
    icon: Clock,
    summary: "Customers get an answer in seconds, at 3 AM, on Sundays and over Eid.",
  },
  {
    id: "multi-customer-handling",
    title: "Multi-Customer Handling",
    icon: Users,
    summary: "Handle 100+ conversations at once without a queue.",
  },
  {
    id: "analytics-insights",
    title: "Analytics & Insights",
    icon: ChartColumn,
    summary: "See what customers ask, when they message and which chats become leads.",
  },
  {
    id: "enterprise-security",
    title: "Enterprise Security",
    icon: ShieldCheck,
    summary: "Customer conversations and business data protected at every step.",
  },
];
