// The starter Terms of Service (docs/product.md#page-settings): a draft for the owner to review
// with their adviser and publish, as the starter privacy policy is (privacy-policy.ts). It says
// what a subscription to an AI chat-automation service sold in Pakistan usually needs, and
// leaves prices, the trial and reply times to the pages that state them (pricing, contact).

import { section } from "#app/modules/sections/built-in/default-body.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";

export const TERMS_OF_SERVICE_SLUG = "terms-of-service";
export const TERMS_OF_SERVICE_TITLE = "Terms of Service";

const html = (...parts: string[]) => parts.join("");

const THE_SERVICE = {
  en: html(
    "<h2>The service</h2>",
    "<p>{product} answers your customers' messages on WhatsApp, Instagram and Facebook Messenger for you, with replies you set up with us. These terms apply when you subscribe to a plan or use the service in any other way. By subscribing, you accept them on behalf of your business.</p>",
    "<h2>Your account and plan</h2>",
    "<p>You give us correct details about your business and keep your sign-in details to yourself. Your plan, its price and what it includes are those shown on our pricing page when you subscribe. Prices are in the plan's currency, Pakistani rupees for plans sold in Pakistan; taxes that apply in Pakistan are added where the law requires.</p>",
    "<h2>Payment and cancellation</h2>",
    "<p>Each plan is paid in advance for its period, monthly or yearly. You can cancel at any time: the service continues until the end of the period you have paid for, and is not renewed after it. Amounts already paid are not refunded, except where the law requires or we agree otherwise in writing.</p>",
  ),
  ur: html(
    "<h2>سروس</h2>",
    "<p>{product} واٹس ایپ، انسٹاگرام اور فیس بک میسنجر پر آپ کے گاہکوں کے پیغامات کا جواب آپ کی طرف سے دیتا ہے، اُن جوابات کے ساتھ جو آپ ہمارے ساتھ مل کر طے کرتے ہیں۔ یہ شرائط اس وقت لاگو ہوتی ہیں جب آپ کوئی پلان لیتے ہیں یا کسی بھی اور طریقے سے سروس استعمال کرتے ہیں۔ پلان لے کر آپ اپنے کاروبار کی طرف سے انہیں قبول کرتے ہیں۔</p>",
    "<h2>آپ کا اکاؤنٹ اور پلان</h2>",
    "<p>آپ ہمیں اپنے کاروبار کے بارے میں درست معلومات دیتے ہیں اور اپنی سائن اِن کی تفصیلات کسی کو نہیں بتاتے۔ آپ کا پلان، اس کی قیمت اور اس میں شامل سہولتیں وہی ہیں جو پلان لیتے وقت ہمارے قیمتوں کے صفحے پر دکھائی گئی تھیں۔ قیمتیں پلان کی کرنسی میں ہیں، پاکستان میں فروخت ہونے والے پلانز کے لیے پاکستانی روپے میں؛ جہاں قانون تقاضا کرے وہاں پاکستان میں لاگو ٹیکس شامل کیے جاتے ہیں۔</p>",
    "<h2>ادائیگی اور منسوخی</h2>",
    "<p>ہر پلان کی ادائیگی اس کی مدت، ماہانہ یا سالانہ، کے لیے پیشگی ہوتی ہے۔ آپ کسی بھی وقت منسوخ کر سکتے ہیں: سروس اس مدت کے آخر تک چلتی رہتی ہے جس کی آپ ادائیگی کر چکے ہیں، اور اس کے بعد نئی نہیں ہوتی۔ پہلے سے ادا کی گئی رقم واپس نہیں ہوتی، سوائے اس کے کہ قانون تقاضا کرے یا ہم تحریری طور پر کچھ اور طے کریں۔</p>",
  ),
};

const YOUR_USE = {
  en: html(
    "<h2>How you may use it</h2>",
    "<p>You use the service only for lawful business messages, in line with the laws of Pakistan and the rules of WhatsApp, Instagram and Facebook. You do not use it to send messages people have not agreed to receive, to mislead, or to share anything unlawful or harmful. We may pause the service if it is used against these terms, and we will tell you why.</p>",
    "<h2>Your content and your customers' messages</h2>",
    "<p>What you and your customers send through the service remains yours. We use it only to run the service for you, as our privacy policy describes, and we keep it confidential.</p>",
    "<h2>Availability</h2>",
    "<p>We work to keep the service running at all times, but we cannot promise that it will never be interrupted. It depends on WhatsApp, Instagram and Facebook, whose changes or outages are outside our control. We tell you in advance about planned work when we can.</p>",
  ),
  ur: html(
    "<h2>آپ اسے کیسے استعمال کر سکتے ہیں</h2>",
    "<p>آپ سروس صرف جائز کاروباری پیغامات کے لیے، پاکستان کے قوانین اور واٹس ایپ، انسٹاگرام اور فیس بک کے قواعد کے مطابق استعمال کرتے ہیں۔ آپ اسے ایسے لوگوں کو پیغام بھیجنے کے لیے استعمال نہیں کرتے جنہوں نے انہیں وصول کرنے پر رضامندی نہ دی ہو، نہ دھوکا دینے کے لیے، اور نہ کوئی غیر قانونی یا نقصان دہ چیز پھیلانے کے لیے۔ اگر سروس ان شرائط کے خلاف استعمال ہو تو ہم اسے روک سکتے ہیں، اور آپ کو وجہ بتائیں گے۔</p>",
    "<h2>آپ کا مواد اور آپ کے گاہکوں کے پیغامات</h2>",
    "<p>آپ اور آپ کے گاہک سروس کے ذریعے جو کچھ بھیجتے ہیں وہ آپ ہی کا رہتا ہے۔ ہم اسے صرف آپ کے لیے سروس چلانے میں استعمال کرتے ہیں، جیسا کہ ہماری رازداری کی پالیسی میں لکھا ہے، اور اسے راز میں رکھتے ہیں۔</p>",
    "<h2>دستیابی</h2>",
    "<p>ہم کوشش کرتے ہیں کہ سروس ہر وقت چلتی رہے، لیکن یہ وعدہ نہیں کر سکتے کہ اس میں کبھی رکاوٹ نہیں آئے گی۔ یہ واٹس ایپ، انسٹاگرام اور فیس بک پر منحصر ہے، جن کی تبدیلیاں یا خرابیاں ہمارے اختیار سے باہر ہیں۔ طے شدہ کام کے بارے میں ہم جب ممکن ہو پہلے سے بتاتے ہیں۔</p>",
  ),
};

const LIMITS_AND_LAW = {
  en: html(
    "<h2>Our responsibility</h2>",
    "<p>As far as the law allows, we are not responsible for indirect losses such as lost sales or profits, and our total responsibility for any claim is limited to what you paid us for the service in the three months before it.</p>",
    "<h2>Changes to these terms</h2>",
    "<p>When we change these terms, we publish the new version on this page and tell our subscribers at least 14 days before it applies to them.</p>",
    "<h2>Law and disputes</h2>",
    "<p>These terms are governed by the laws of Pakistan. We will first try to settle any disagreement with you directly; if we cannot, the courts of Pakistan decide it.</p>",
  ),
  ur: html(
    "<h2>ہماری ذمہ داری</h2>",
    "<p>جہاں تک قانون اجازت دیتا ہے، ہم بالواسطہ نقصانات، جیسے کھوئی ہوئی فروخت یا منافع، کے ذمہ دار نہیں، اور کسی بھی دعوے پر ہماری کُل ذمہ داری اُس رقم تک محدود ہے جو آپ نے اس سے پہلے کے تین مہینوں میں سروس کے لیے ہمیں ادا کی۔</p>",
    "<h2>ان شرائط میں تبدیلیاں</h2>",
    "<p>جب ہم یہ شرائط بدلیں گے تو نیا ورژن اسی صفحے پر شائع کریں گے اور اپنے سبسکرائبرز کو اس کے لاگو ہونے سے کم از کم 14 دن پہلے بتائیں گے۔</p>",
    "<h2>قانون اور تنازعات</h2>",
    "<p>یہ شرائط پاکستان کے قوانین کے تحت ہیں۔ کسی بھی اختلاف کو ہم پہلے آپ کے ساتھ براہِ راست حل کرنے کی کوشش کریں گے؛ اگر ایسا نہ ہو سکے تو پاکستان کی عدالتیں فیصلہ کریں گی۔</p>",
  ),
};

/** The starter's sections: a heading, three texts and the contact e-mail from Website Settings. */
export function termsOfServiceSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("pageHeader", {
        id: "terms-heading",
        title: { en: TERMS_OF_SERVICE_TITLE, ur: "شرائطِ خدمت" },
        intro: {
          en: "The terms on which {product} provides its service to your business.",
          ur: "وہ شرائط جن پر {product} آپ کے کاروبار کو اپنی سروس فراہم کرتا ہے۔",
        },
      }),
      section("richText", { id: "the-service", body: THE_SERVICE }),
      section("richText", { id: "your-use", body: YOUR_USE }),
      section("richText", { id: "limits-and-law", body: LIMITS_AND_LAW }),
      section("contactCards", {
        id: "terms-contact",
        cards: [
          { kind: "email", title: { en: "Questions? E-mail us", ur: "سوال؟ ہمیں ای میل کیجیے" } },
        ],
      }),
    ],
  };
}

/** The starter page's English row: unpublished, a draft for the owner to review and publish. */
export function termsOfServiceStarter() {
  return {
    slug: { en: TERMS_OF_SERVICE_SLUG },
    title: { en: TERMS_OF_SERVICE_TITLE, ur: "شرائطِ خدمت" },
    content: {},
    sections: termsOfServiceSections(),
    metaTitle: { en: TERMS_OF_SERVICE_TITLE, ur: "شرائطِ خدمت" },
    metaDescription: {
      en: "The terms of a subscription: the service, payment and cancellation, fair use, availability, responsibility and the law that applies.",
      ur: "سبسکرپشن کی شرائط: سروس، ادائیگی اور منسوخی، مناسب استعمال، دستیابی، ذمہ داری اور لاگو قانون۔",
    },
    isPublished: false,
  };
}
