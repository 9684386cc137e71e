// The content pages the Content Manager expects (spec §7) and the sample blog post.

export type NewPage = {
  slug: string;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  tags?: string[];
  isPublished: boolean;
};

const DEFAULT_PAGE_TEXT: Record<string, string> = {
  home: "Welcome to our AI chat-automation service.",
  about: "Learn about our mission, our team and our story.",
  features: "Everything our automation does for your WhatsApp, Instagram and Messenger.",
  contact: "Get in touch with our team.",
};

export const DEFAULT_PAGES: NewPage[] = Object.entries(DEFAULT_PAGE_TEXT).map(([slug, text]) => {
  const title = slug.charAt(0).toUpperCase() + slug.slice(1);
  return {
    slug,
    title,
    content: `<p>${text}</p>`,
    metaTitle: title,
    metaDescription: `${title} page`,
    isPublished: true,
  };
});

export const SAMPLE_BLOG_POST: NewPage = {
  slug: "blog/answer-every-dm-in-seconds",
  title: "How to answer every DM in seconds, even at 3 AM",
  metaTitle: "How to answer every DM in seconds, even at 3 AM",
  metaDescription:
    "Customers message on WhatsApp, Instagram and Messenger at all hours. Here is how AI auto-replies keep your business answering while you rest.",
  tags: ["automation", "whatsapp", "customer service"],
  isPublished: true,
  content: [
    "<p>Your customers do not keep office hours. They ask about prices at midnight, send an order on Sunday and expect an answer within minutes. Every message left unanswered is a sale that walks to a competitor.</p>",
    "<h2>Start with the questions you answer every day</h2>",
    "<p>Most businesses find that a handful of questions make up most of their messages: prices, delivery times, opening hours and how to order. Button replies answer these in one tap and leave nothing to guess.</p>",
    "<h2>Let AI handle the rest</h2>",
    "<p>For everything else, an AI assistant trained on your products replies in the customer's own language, collects their details and hands the conversation to your team when a person is needed.</p>",
    "<ul><li>Reply in seconds, 24/7</li><li>Handle 100+ customers at the same time</li><li>Never lose a lead in a busy inbox</li></ul>",
    "<p>Setup takes 24-48 hours after payment. Pick a plan on our pricing page and we will do the rest.</p>",
  ].join(""),
};
