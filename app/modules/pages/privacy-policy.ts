// The starter privacy policy (docs/product.md#pages-from-sections): a draft the owner completes and publishes, saying in
// plain words what this site really collects. Keep it true to the code when that changes:
// - the contact form (components/site/contact-form.tsx) and the Get Started form
//   (get-started-form.tsx), with what a lead stores beside them (leads in db/schema.ts: the
//   page's language, the campaign of the visit from that day's page views,
//   modules/analytics/visit-campaign.server.ts, the consent text when the owner turns consent
//   on, modules/leads/lead-consent.ts);
// - page views (modules/analytics/page-view.ts, visitor-ids.server.ts): no address or
//   User-Agent kept, a daily visitor id whose salt is gone within two days;
// - no cookie on the public site (ADR 0026);
// - who receives a lead (the console, the notification e-mail's recipients) and retention
//   (lead-retention.server.ts, analytics-retention.ts), both set in the privacy settings, which
//   a section cannot show as a figure;
// - copies and erasure (modules/leads/lead-privacy.server.ts), found by e-mail or WhatsApp number.

import { section } from "#app/modules/sections/built-in/default-body.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";

export const PRIVACY_POLICY_SLUG = "privacy-policy";
export const PRIVACY_POLICY_TITLE = "Privacy Policy";

const html = (...parts: string[]) => parts.join("");

const WHAT_WE_COLLECT = {
  en: html(
    "<h2>What you send us</h2>",
    "<p>When you fill in one of our forms, we keep what you type in it:</p>",
    "<ul>",
    "<li><strong>Contact form:</strong> your first and last name, e-mail address, phone number, type of business and your message.</li>",
    "<li><strong>Get Started form:</strong> your full name, WhatsApp number, e-mail address, country, type of business and the plan you chose.</li>",
    "</ul>",
    "<p>With it we keep the language of the page you used and when you sent it. If you came to us from an advert or another website, we also keep which campaign or website that was and the first page you opened. If our form asks you to agree before sending, we keep the words you agreed to and when.</p>",
    "<p>We use these details only to answer your enquiry, to set up the service you ask for and to follow up with you about it. We do not sell them, and we do not use them for advertising.</p>",
    "<h2>Visit statistics</h2>",
    "<p>When you open a page, we count the visit: the page and its language, the website you came from, any campaign tags in the link, the type of device, the kind of browser and operating system, and your country when our hosting tells us. We do not store your IP address or your browser's full identification. To count each visitor once a day, we work out a code from them with a secret key that changes every day and is deleted within two days; after that, the code cannot be traced back to anyone.</p>",
    "<h2>Cookies</h2>",
    "<p>Our website sets no cookies. When you send us an enquiry, we find the campaign or website that brought you and the page you landed on in that day's visit statistics, and keep them with your enquiry.</p>",
  ),
  ur: html(
    "<h2>آپ ہمیں جو بھیجتے ہیں</h2>",
    "<p>جب آپ ہمارا کوئی فارم بھرتے ہیں تو ہم وہ معلومات محفوظ رکھتے ہیں جو آپ اس میں لکھتے ہیں:</p>",
    "<ul>",
    "<li><strong>رابطہ فارم:</strong> آپ کا پہلا اور آخری نام، ای میل ایڈریس، فون نمبر، کاروبار کی قسم اور آپ کا پیغام۔</li>",
    "<li><strong>شروع کریں فارم:</strong> آپ کا پورا نام، واٹس ایپ نمبر، ای میل ایڈریس، ملک، کاروبار کی قسم اور آپ کا چنا ہوا پلان۔</li>",
    "</ul>",
    "<p>اس کے ساتھ ہم یہ رکھتے ہیں کہ آپ نے کس زبان کا صفحہ استعمال کیا اور فارم کب بھیجا۔ اگر آپ کسی اشتہار یا دوسری ویب سائٹ سے آئے تو ہم یہ بھی رکھتے ہیں کہ وہ کون سی مہم یا ویب سائٹ تھی اور آپ نے پہلا صفحہ کون سا کھولا۔ اگر ہمارا فارم بھیجنے سے پہلے آپ کی رضامندی مانگتا ہے تو ہم وہ الفاظ بھی رکھتے ہیں جن سے آپ نے اتفاق کیا، اور اس کا وقت بھی۔</p>",
    "<p>ہم یہ معلومات صرف آپ کے سوال کا جواب دینے، آپ کی مطلوبہ سروس شروع کرنے اور اس بارے میں آپ سے رابطہ رکھنے کے لیے استعمال کرتے ہیں۔ ہم انہیں نہ بیچتے ہیں اور نہ اشتہارات کے لیے استعمال کرتے ہیں۔</p>",
    "<h2>وزٹ کے اعداد و شمار</h2>",
    "<p>جب آپ کوئی صفحہ کھولتے ہیں تو ہم اس وزٹ کو گنتے ہیں: صفحہ اور اس کی زبان، وہ ویب سائٹ جہاں سے آپ آئے، لنک میں موجود مہم کے ٹیگ، ڈیوائس کی قسم، براؤزر اور آپریٹنگ سسٹم کی قسم، اور اگر ہماری ہوسٹنگ بتائے تو آپ کا ملک۔ ہم آپ کا آئی پی ایڈریس یا براؤزر کی مکمل شناخت محفوظ نہیں کرتے۔ ہر وزٹر کو دن میں ایک بار گننے کے لیے ہم ان سے ایک کوڈ بناتے ہیں جس کی خفیہ کلید روز بدلتی ہے اور دو دن کے اندر مٹا دی جاتی ہے؛ اس کے بعد اس کوڈ سے کسی کو پہچانا نہیں جا سکتا۔</p>",
    "<h2>کوکیز</h2>",
    "<p>ہماری ویب سائٹ کوئی کوکی استعمال نہیں کرتی۔ جب آپ ہمیں کوئی سوال بھیجتے ہیں تو ہم اسی دن کے وزٹ کے اعداد و شمار سے دیکھتے ہیں کہ آپ کس مہم یا ویب سائٹ سے آئے اور پہلا صفحہ کون سا تھا، اور یہ آپ کے سوال کے ساتھ رکھتے ہیں۔</p>",
  ),
};

const WHO_AND_HOW_LONG = {
  en: html(
    "<h2>Who receives your details</h2>",
    "<p>Your enquiry is seen by our team in our website's console. If we have set up e-mail alerts, a copy is e-mailed to the team members who receive them. The companies that host our website and send our e-mail handle it on our behalf. We give it to no one else unless the law requires us to.</p>",
    "<h2>How long we keep them</h2>",
    "<p>We keep your enquiry while we are in touch with you about it, and then for the time set in our privacy settings, or until you ask us to delete it. Visit statistics are kept for the time set in our privacy settings; after that, only daily totals remain, and they name no one.</p>",
  ),
  ur: html(
    "<h2>آپ کی معلومات کون دیکھتا ہے</h2>",
    "<p>آپ کا سوال ہماری ٹیم ہماری ویب سائٹ کے کنسول میں دیکھتی ہے۔ اگر ہم نے ای میل الرٹس لگا رکھے ہیں تو اس کی ایک نقل ٹیم کے اُن ارکان کو ای میل ہوتی ہے جو یہ الرٹس وصول کرتے ہیں۔ جو کمپنیاں ہماری ویب سائٹ ہوسٹ کرتی ہیں اور ہماری ای میل بھیجتی ہیں، وہ ہماری طرف سے اسے سنبھالتی ہیں۔ قانون کے تقاضے کے سوا ہم اسے کسی اور کو نہیں دیتے۔</p>",
    "<h2>ہم معلومات کب تک رکھتے ہیں</h2>",
    "<p>جب تک ہم آپ کے سوال کے بارے میں آپ سے رابطے میں ہیں، ہم اسے رکھتے ہیں، اور اس کے بعد ہماری رازداری کی ترتیبات میں مقرر مدت تک، یا جب تک آپ اسے مٹانے کا نہ کہیں۔ وزٹ کے اعداد و شمار بھی رازداری کی ترتیبات میں مقرر مدت تک رکھے جاتے ہیں؛ اس کے بعد صرف روزانہ کے مجموعی اعداد رہ جاتے ہیں جن میں کسی کا نام نہیں ہوتا۔</p>",
  ),
};

const YOUR_RIGHTS = {
  en: html(
    "<h2>A copy of your details, or their deletion</h2>",
    "<p>You can ask us for a copy of everything we hold about you, ask us to correct it, or ask us to delete it. Write to us at the e-mail address below from the address you used on our form, or tell us the WhatsApp number you gave us. We will reply as soon as we can, and within one month.</p>",
    "<h2>Changes to this policy</h2>",
    "<p>When we change this policy, we publish the new version on this page.</p>",
  ),
  ur: html(
    "<h2>اپنی معلومات کی نقل، یا انہیں مٹانا</h2>",
    "<p>آپ ہم سے اپنی تمام محفوظ معلومات کی نقل مانگ سکتے ہیں، اور انہیں درست کرنے یا مٹانے کا کہہ سکتے ہیں۔ نیچے دیے گئے ای میل ایڈریس پر ہمیں اسی ایڈریس سے لکھیے جو آپ نے فارم میں دیا تھا، یا وہ واٹس ایپ نمبر بتائیے جو آپ نے ہمیں دیا تھا۔ ہم جلد از جلد، اور ایک مہینے کے اندر جواب دیں گے۔</p>",
    "<h2>اس پالیسی میں تبدیلیاں</h2>",
    "<p>جب ہم یہ پالیسی بدلیں گے تو نیا ورژن اسی صفحے پر شائع کریں گے۔</p>",
  ),
};

/** The starter's sections: a heading, three texts and the contact e-mail from Website Settings. */
export function privacyPolicySections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("pageHeader", {
        id: "privacy-heading",
        title: { en: PRIVACY_POLICY_TITLE, ur: "رازداری کی پالیسی" },
        intro: {
          en: "What {product} collects through this website, why, who sees it and how long we keep it.",
          ur: "{product} اس ویب سائٹ کے ذریعے کون سی معلومات لیتا ہے، کیوں لیتا ہے، انہیں کون دیکھتا ہے اور ہم انہیں کب تک رکھتے ہیں۔",
        },
      }),
      section("richText", { id: "what-we-collect", body: WHAT_WE_COLLECT }),
      section("richText", { id: "who-and-how-long", body: WHO_AND_HOW_LONG }),
      section("richText", { id: "your-rights", body: YOUR_RIGHTS }),
      section("contactCards", {
        id: "privacy-contact",
        cards: [{ kind: "email", title: { en: "E-mail us", ur: "ہمیں ای میل کیجیے" } }],
      }),
    ],
  };
}

/** The starter page's English row: unpublished, for the owner to complete and publish. */
export function privacyPolicyStarter() {
  return {
    slug: { en: PRIVACY_POLICY_SLUG },
    title: { en: PRIVACY_POLICY_TITLE, ur: "رازداری کی پالیسی" },
    content: {},
    sections: privacyPolicySections(),
    metaTitle: { en: PRIVACY_POLICY_TITLE, ur: "رازداری کی پالیسی" },
    metaDescription: {
      en: "What we collect through this website, why, who receives it, how long we keep it and how to ask for a copy or its deletion.",
      ur: "ہم اس ویب سائٹ کے ذریعے کون سی معلومات لیتے ہیں، کیوں لیتے ہیں، انہیں کون دیکھتا ہے، ہم انہیں کب تک رکھتے ہیں اور ان کی نقل یا انہیں مٹانے کی درخواست کیسے کی جائے۔",
    },
    isPublished: false,
  };
}
