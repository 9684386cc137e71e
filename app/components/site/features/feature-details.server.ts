import type { Feature } from "./feature-catalog.ts";

export type FeatureDetails = {
  /** The paragraph on /features. */
  description: string;
  /** Exactly five, shown as a checklist on /features. */
  benefits: readonly [string, string, string, string, string];
};

/** The /features page's copy for each feature, sent by its loader. */
export const FEATURE_DETAILS: Record<Feature["id"], FeatureDetails> = {
  "whatsapp-automation": {
    description:
      "Turn your WhatsApp Business number into a sales and support desk that never logs off. Prices, stock, delivery charges and order details are answered the moment a customer messages you.",
    benefits: [
      "Instant answers to price, stock and delivery questions",
      "Orders captured in the chat, with JazzCash, EasyPaisa or bank details shared automatically",
      "Product photos, catalogue links and locations sent on request",
      "Works with the business number your customers already know",
      "Hands the chat to a team member whenever a human touch is needed",
    ],
  },
  "instagram-dm-automation": {
    description:
      "Your inbox fills up fastest right after a post or story goes live. Every DM and story reply gets an instant, on-brand answer, so curious followers become paying customers before they scroll away.",
    benefits: [
      "Instant replies to DMs, story replies and mentions",
      "Keyword triggers such as “price”, “size” or “order”",
      "Size charts, colour options and links shared in one message",
      "Contact details collected for your sales team",
      "A consistent brand voice on every single reply",
    ],
  },
  "facebook-messenger-automation": {
    description:
      "Leads from click-to-Messenger ads go cold within minutes. Every message to your Facebook Page gets an immediate, helpful answer, and the serious buyers are qualified and passed on to your team.",
    benefits: [
      "Instant replies to messages from ads, posts and your Page",
      "Opening hours, location and delivery FAQs answered automatically",
      "Leads qualified with a few quick, friendly questions",
      "Booking and appointment requests captured with date and time",
      "A faster response time that customers notice on your Page",
    ],
  },
  "button-reply-setup": {
    description:
      "Not every question needs typing. Clear tap-to-reply buttons such as View Prices, Book Appointment or Track Order take customers to the right answer in one or two taps.",
    benefits: [
      "Custom menus for your products, services and offers",
      "Guided flows for orders, bookings and complaints",
      "Fewer typos and misunderstood questions",
      "Faster answers for customers who prefer tapping to typing",
      "Buttons set up for you and updated whenever your offers change",
    ],
  },
  "ai-integrated-conversations": {
    description:
      "The AI learns your products, prices and policies, then holds real conversations: it understands follow-up questions, remembers what the customer already said and knows when to bring in a person.",
    benefits: [
      "Trained on your own FAQs, menus and price lists",
      "Understands follow-up questions in context",
      "Recommends related products and suggests upsells naturally",
      "Recognises complaints and urgent requests and alerts your team",
      "Stays accurate as you update your prices and policies",
    ],
  },
  "multi-language-support": {
    description:
      "Customers write the way they talk: in Urdu, Roman Urdu, English or a mix of all three. Each message is understood and answered in the customer’s own language, at home and abroad.",
    benefits: [
      "Replies in 50+ languages",
      "Urdu, Roman Urdu and English, even mixed in one message",
      "Automatic language detection, with no menus to choose from",
      "The same accurate prices and policies in every language",
      "Ready for overseas Pakistanis and buyers in the UK and USA",
    ],
  },
  "instant-replies": {
    description:
      "Customers message after work, late at night and on holidays. Every message is answered in seconds, so you never lose a sale because nobody was online.",
    benefits: [
      "Answers within seconds, around the clock",
      "No missed leads after business hours",
      "Weekend and holiday cover without extra staff",
      "Customers across time zones served in their own daytime",
      "Lower support costs as your business grows",
    ],
  },
  "multi-customer-handling": {
    description:
      "Launch a sale or go viral without worrying about the rush. More than 100 conversations run at the same time, and every customer still gets a complete, personal answer.",
    benefits: [
      "100+ simultaneous conversations",
      "No queues and no “please wait” messages",
      "Each chat keeps its own context and order details",
      "Ready for sale days, launches and seasonal rushes",
      "Scales with your business without new hires",
    ],
  },
  "analytics-insights": {
    description:
      "See what customers ask about, when they message and which conversations turn into leads, so your decisions about stock, staffing and marketing rest on real numbers.",
    benefits: [
      "Conversation and lead volumes at a glance",
      "Busiest hours and days for each platform",
      "Most-asked questions and most-requested products",
      "Lead sources compared across WhatsApp, Instagram and Messenger",
      "Clear pointers for improving replies and offers",
    ],
  },
  "enterprise-security": {
    description:
      "Your customers trust you with their names, numbers and addresses. Conversations and business data are protected with encrypted connections, strict access control and careful handling.",
    benefits: [
      "Encrypted connections for every conversation",
      "Access limited to the people you authorise",
      "Customer data never sold or shared with advertisers",
      "Secure sign-in for your admin team",
      "Regular backups and continuous monitoring",
    ],
  },
};
