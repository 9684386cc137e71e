// The built-in pages' rows as the Content Manager lists them (docs/product.md#content-pages-and-blog-posts: a short placeholder
// text, meta title = title, meta description '{Title} page', published), and the sample post.
import type { websitePages } from "#app/db/schema.ts";
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from "#app/modules/i18n/locales.ts";
import {
  BUILT_IN_PAGE_ROWS,
  type BuiltInSlug,
} from "#app/modules/sections/built-in/built-in-pages.ts";
import type { PageTextKey } from "./page-definition.ts";

/** A page or post as the seed first writes it: its texts per language (ADR 0042). */
export type NewPage = Pick<typeof websitePages.$inferInsert, PageTextKey | "isPublished">;

/**
 * The placeholder text of each built-in page's row. The first four are the product's default
 * rows, written by every earlier version: a row still holding its placeholder holds nothing an
 * owner typed (pages-to-sections.server.ts).
 */
const PLACEHOLDER_TEXT: Record<BuiltInSlug, string> = {
  home: "Welcome to our AI chat-automation service.",
  about: "Learn about our mission, our team and our story.",
  features: "Everything our automation does for your WhatsApp, Instagram and Messenger.",
  pricing: "Our plans and prices, in Pakistan and abroad.",
  contact: "Get in touch with our team.",
  form: "Tell us about your business and we will set up your automation.",
};

/**
 * A built-in page's title and meta description in each other language (ADR 0051): its
 * sections are translated (the catalogues'), so its row is too, and the page has a version in
 * each language (ADR 0042). The titles are the navigation's.
 */
const TRANSLATED_ROW_TEXTS: Record<
  BuiltInSlug,
  Record<TranslatedLocale, { title: string; metaDescription: string }>
> = {
  home: { ur: { title: "ہوم", metaDescription: "ہوم پیج" } },
  about: { ur: { title: "ہمارے بارے میں", metaDescription: "ہمارے بارے میں جانیے" } },
  features: { ur: { title: "خصوصیات", metaDescription: "خصوصیات کا صفحہ" } },
  pricing: { ur: { title: "قیمتیں", metaDescription: "قیمتوں کا صفحہ" } },
  contact: { ur: { title: "رابطہ", metaDescription: "رابطے کا صفحہ" } },
  form: { ur: { title: "شروع کریں", metaDescription: "شروع کرنے کا صفحہ" } },
};

/**
 * The description a built-in page's row was first written with in `locale`, besides English's
 * "{Title} page": a default, so the page's head keeps the catalogue's (public-page-seo.ts).
 */
export function seededRowDescriptions(slug: BuiltInSlug, locale: Locale): string[] {
  const texts = locale === DEFAULT_LOCALE ? undefined : TRANSLATED_ROW_TEXTS[slug][locale];
  return texts ? [texts.metaDescription] : [];
}

/** A built-in page's row as first written, in every language; its sections are added beside it. */
export function builtInPageRow(slug: BuiltInSlug): NewPage {
  const { title } = BUILT_IN_PAGE_ROWS[slug];
  const translated = Object.entries(TRANSLATED_ROW_TEXTS[slug]);
  const inEach = (key: "title" | "metaDescription") =>
    Object.fromEntries(translated.map(([locale, texts]) => [locale, texts[key]]));
  return {
    slug: { en: slug },
    title: { en: title, ...inEach("title") },
    content: { en: placeholderContent(slug) },
    metaTitle: { en: title, ...inEach("title") },
    metaDescription: { en: `${title} page`, ...inEach("metaDescription") },
    isPublished: true,
  };
}

/** The placeholder content of a built-in page's row. */
export function placeholderContent(slug: BuiltInSlug): string {
  return `<p>${PLACEHOLDER_TEXT[slug]}</p>`;
}

/** The sample post, in English and in Urdu, so that the Urdu blog shows what a translation looks like. */
export const SAMPLE_BLOG_POST: NewPage = {
  slug: { en: "blog/answer-every-dm-in-seconds", ur: "blog/answer-every-dm-in-seconds" },
  title: {
    en: "How to answer every DM in seconds, even at 3 AM",
    ur: "ہر پیغام کا جواب سیکنڈوں میں، رات کے تین بجے بھی",
  },
  metaTitle: {
    en: "How to answer every DM in seconds, even at 3 AM",
    ur: "ہر پیغام کا جواب سیکنڈوں میں، رات کے تین بجے بھی",
  },
  metaDescription: {
    en: "Customers message on WhatsApp, Instagram and Messenger at all hours. Here is how AI auto-replies keep your business answering while you rest.",
    ur: "گاہک واٹس ایپ، انسٹاگرام اور میسنجر پر ہر وقت پیغام بھیجتے ہیں۔ جانیے کہ اے آئی خودکار جوابات آپ کے آرام کے دوران بھی آپ کا کاروبار کیسے چلاتے رہتے ہیں۔",
  },
  tags: {
    en: ["automation", "whatsapp", "customer service"],
    ur: ["آٹومیشن", "واٹس ایپ", "کسٹمر سروس"],
  },
  isPublished: true,
  content: {
    en: [
      "<p>Your customers do not keep office hours. They ask about prices at midnight, send an order on Sunday and expect an answer within minutes. Every message left unanswered is a sale that walks to a competitor.</p>",
      "<h2>Start with the questions you answer every day</h2>",
      "<p>Most businesses find that a handful of questions make up most of their messages: prices, delivery times, opening hours and how to order. Button replies answer these in one tap and leave nothing to guess.</p>",
      "<h2>Let AI handle the rest</h2>",
      "<p>For everything else, an AI assistant trained on your products replies in the customer's own language, collects their details and hands the conversation to your team when a person is needed.</p>",
      "<ul><li>Reply in seconds, 24/7</li><li>Handle 100+ customers at the same time</li><li>Never lose a lead in a busy inbox</li></ul>",
      "<p>Setup takes {setupTime} after payment. Pick a plan on our pricing page and we will do the rest.</p>",
    ].join(""),
    ur: [
      "<p>آپ کے گاہک دفتری اوقات کے پابند نہیں۔ وہ آدھی رات کو قیمت پوچھتے ہیں، اتوار کو آرڈر بھیجتے ہیں اور چند منٹ میں جواب کی توقع رکھتے ہیں۔ ہر وہ پیغام جس کا جواب نہ ملے، ایک ایسی فروخت ہے جو کسی اور کے پاس چلی جاتی ہے۔</p>",
      "<h2>اُن سوالوں سے شروع کیجیے جن کا جواب آپ روز دیتے ہیں</h2>",
      "<p>زیادہ تر کاروباروں کے پیغامات چند ہی سوالوں پر مشتمل ہوتے ہیں: قیمت، ڈیلیوری کا وقت، اوقاتِ کار اور آرڈر کا طریقہ۔ بٹن والے جوابات ایک ٹیپ میں ان کا جواب دے دیتے ہیں۔</p>",
      "<h2>باقی کام اے آئی پر چھوڑ دیجیے</h2>",
      "<p>باقی ہر سوال کے لیے آپ کی مصنوعات پر تربیت یافتہ اے آئی اسسٹنٹ گاہک کی اپنی زبان میں جواب دیتا ہے، اس کی تفصیلات لیتا ہے اور ضرورت ہو تو بات چیت آپ کی ٹیم کے حوالے کر دیتا ہے۔</p>",
      "<ul><li>24/7 سیکنڈوں میں جواب</li><li>ایک ہی وقت میں 100 سے زیادہ گاہک</li><li>مصروف اِن باکس میں کوئی لیڈ ضائع نہیں ہوتی</li></ul>",
      "<p>ادائیگی کے بعد سیٹ اپ {setupTime} کے اندر مکمل ہو جاتا ہے۔ ہمارے قیمتوں کے صفحے سے پلان چنیے، باقی کام ہم کریں گے۔</p>",
    ].join(""),
  },
};
