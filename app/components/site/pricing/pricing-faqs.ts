import type { Faq } from "#app/components/site/faq-list.tsx";

/** The pricing page's FAQ: shown by the page and described in its FAQPage structured data. */
export const PRICING_FAQS: readonly Faq[] = [
  {
    question: "Do you offer a free trial?",
    answer:
      "No, we don't offer a free trial. Instead, our team sets up your automation for you: we connect your accounts, build your button replies and test every flow, so your bot is live and answering customers within 24-48 hours after payment.",
  },
  {
    question: "How long does setup take?",
    answer:
      "Setup takes 24-48 hours after payment. In that time we connect your WhatsApp, Instagram or Facebook Messenger accounts, configure your replies and run test conversations before going live.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "In Pakistan you can pay with JazzCash, EasyPaisa or bank transfer. International customers can pay by credit or debit card or with PayPal.",
  },
  {
    question: "How much do I save with yearly billing?",
    answer:
      "Yearly billing saves you 20% compared with paying month by month. Each plan shows its yearly price under the monthly price.",
  },
  {
    question: "How many customers can the bot handle at once?",
    answer:
      "Both Starter and Premium handle 100+ concurrent customers, so nobody waits in a queue, even at your busiest hours. You can move from Starter to Premium at any time as your business grows.",
  },
];
