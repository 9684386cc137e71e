-- The facts said once (docs/decisions/0052-facts-said-once.md): a seeded text that says the setup
-- time, the trial's length or the reply time ("24-48 hours", "14-day trial", "within 24 hours")
-- says it as Website Settings' placeholder ({setupTime}, {trialLength}, {replyTime}), so the
-- owner changes it once. Only a text still exactly as seeded is rewritten: each whole string of
-- the stored JSON is compared, so a text an owner edited, in any language, is kept word for word.
-- Pages' sections, the sample post's body, unpublished drafts and revisions alike.
CREATE FUNCTION pg_temp.with_site_facts(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value::text,
    '"<p>Your customers do not keep office hours. They ask about prices at midnight, send an order on Sunday and expect an answer within minutes. Every message left unanswered is a sale that walks to a competitor.</p><h2>Start with the questions you answer every day</h2><p>Most businesses find that a handful of questions make up most of their messages: prices, delivery times, opening hours and how to order. Button replies answer these in one tap and leave nothing to guess.</p><h2>Let AI handle the rest</h2><p>For everything else, an AI assistant trained on your products replies in the customer''s own language, collects their details and hands the conversation to your team when a person is needed.</p><ul><li>Reply in seconds, 24/7</li><li>Handle 100+ customers at the same time</li><li>Never lose a lead in a busy inbox</li></ul><p>Setup takes 24-48 hours after payment. Pick a plan on our pricing page and we will do the rest.</p>"',
    '"<p>Your customers do not keep office hours. They ask about prices at midnight, send an order on Sunday and expect an answer within minutes. Every message left unanswered is a sale that walks to a competitor.</p><h2>Start with the questions you answer every day</h2><p>Most businesses find that a handful of questions make up most of their messages: prices, delivery times, opening hours and how to order. Button replies answer these in one tap and leave nothing to guess.</p><h2>Let AI handle the rest</h2><p>For everything else, an AI assistant trained on your products replies in the customer''s own language, collects their details and hands the conversation to your team when a person is needed.</p><ul><li>Reply in seconds, 24/7</li><li>Handle 100+ customers at the same time</li><li>Never lose a lead in a busy inbox</li></ul><p>Setup takes {setupTime} after payment. Pick a plan on our pricing page and we will do the rest.</p>"'),
    '"<p>آپ کے گاہک دفتری اوقات کے پابند نہیں۔ وہ آدھی رات کو قیمت پوچھتے ہیں، اتوار کو آرڈر بھیجتے ہیں اور چند منٹ میں جواب کی توقع رکھتے ہیں۔ ہر وہ پیغام جس کا جواب نہ ملے، ایک ایسی فروخت ہے جو کسی اور کے پاس چلی جاتی ہے۔</p><h2>اُن سوالوں سے شروع کیجیے جن کا جواب آپ روز دیتے ہیں</h2><p>زیادہ تر کاروباروں کے پیغامات چند ہی سوالوں پر مشتمل ہوتے ہیں: قیمت، ڈیلیوری کا وقت، اوقاتِ کار اور آرڈر کا طریقہ۔ بٹن والے جوابات ایک ٹیپ میں ان کا جواب دے دیتے ہیں۔</p><h2>باقی کام اے آئی پر چھوڑ دیجیے</h2><p>باقی ہر سوال کے لیے آپ کی مصنوعات پر تربیت یافتہ اے آئی اسسٹنٹ گاہک کی اپنی زبان میں جواب دیتا ہے، اس کی تفصیلات لیتا ہے اور ضرورت ہو تو بات چیت آپ کی ٹیم کے حوالے کر دیتا ہے۔</p><ul><li>24/7 سیکنڈوں میں جواب</li><li>ایک ہی وقت میں 100 سے زیادہ گاہک</li><li>مصروف اِن باکس میں کوئی لیڈ ضائع نہیں ہوتی</li></ul><p>ادائیگی کے بعد سیٹ اپ میں 24 سے 48 گھنٹے لگتے ہیں۔ ہمارے قیمتوں کے صفحے سے پلان چنیے، باقی کام ہم کریں گے۔</p>"',
    '"<p>آپ کے گاہک دفتری اوقات کے پابند نہیں۔ وہ آدھی رات کو قیمت پوچھتے ہیں، اتوار کو آرڈر بھیجتے ہیں اور چند منٹ میں جواب کی توقع رکھتے ہیں۔ ہر وہ پیغام جس کا جواب نہ ملے، ایک ایسی فروخت ہے جو کسی اور کے پاس چلی جاتی ہے۔</p><h2>اُن سوالوں سے شروع کیجیے جن کا جواب آپ روز دیتے ہیں</h2><p>زیادہ تر کاروباروں کے پیغامات چند ہی سوالوں پر مشتمل ہوتے ہیں: قیمت، ڈیلیوری کا وقت، اوقاتِ کار اور آرڈر کا طریقہ۔ بٹن والے جوابات ایک ٹیپ میں ان کا جواب دے دیتے ہیں۔</p><h2>باقی کام اے آئی پر چھوڑ دیجیے</h2><p>باقی ہر سوال کے لیے آپ کی مصنوعات پر تربیت یافتہ اے آئی اسسٹنٹ گاہک کی اپنی زبان میں جواب دیتا ہے، اس کی تفصیلات لیتا ہے اور ضرورت ہو تو بات چیت آپ کی ٹیم کے حوالے کر دیتا ہے۔</p><ul><li>24/7 سیکنڈوں میں جواب</li><li>ایک ہی وقت میں 100 سے زیادہ گاہک</li><li>مصروف اِن باکس میں کوئی لیڈ ضائع نہیں ہوتی</li></ul><p>ادائیگی کے بعد سیٹ اپ {setupTime} کے اندر مکمل ہو جاتا ہے۔ ہمارے قیمتوں کے صفحے سے پلان چنیے، باقی کام ہم کریں گے۔</p>"'),
    '"Choose the plan that fits your business. No hidden fees, and your assistant is live within 24-48 hours of payment."',
    '"Choose the plan that fits your business. No hidden fees, and your assistant is live within {setupTime} of payment."'),
    '"اپنے کاروبار کے مطابق پلان چنیں۔ کوئی پوشیدہ فیس نہیں، اور ادائیگی کے بعد 24 سے 48 گھنٹوں میں آپ کا اسسٹنٹ کام شروع کر دیتا ہے۔"',
    '"اپنے کاروبار کے مطابق پلان چنیں۔ کوئی پوشیدہ فیس نہیں، اور ادائیگی کے بعد {setupTime} کے اندر آپ کا اسسٹنٹ کام شروع کر دیتا ہے۔"'),
    '"24-48 hours"',
    '"{setupTime}"'),
    '"24 سے 48 گھنٹوں"',
    '"{setupTime}"'),
    '"Tell us about your business and we will have your automation live within 24-48 hours after payment."',
    '"Tell us about your business and we will have your automation live within {setupTime} after payment."'),
    '"ہمیں اپنے کاروبار کے بارے میں بتائیں، ادائیگی کے بعد 24 سے 48 گھنٹوں میں آپ کی آٹومیشن کام شروع کر دے گی۔"',
    '"ہمیں اپنے کاروبار کے بارے میں بتائیں، ادائیگی کے بعد {setupTime} کے اندر آپ کی آٹومیشن کام شروع کر دے گی۔"'),
    '"Tell us about your business and we will set up your assistant within 24-48 hours, so your customers get answers while you focus on the work you enjoy."',
    '"Tell us about your business and we will set up your assistant within {setupTime}, so your customers get answers while you focus on the work you enjoy."'),
    '"ہمیں اپنے کاروبار کے بارے میں بتائیں، ہم 24 سے 48 گھنٹوں میں آپ کا اسسٹنٹ تیار کر دیں گے، تاکہ آپ اپنے پسندیدہ کام پر توجہ دیں اور آپ کے گاہکوں کو جواب ملتے رہیں۔"',
    '"ہمیں اپنے کاروبار کے بارے میں بتائیں، ہم {setupTime} کے اندر آپ کا اسسٹنٹ تیار کر دیں گے، تاکہ آپ اپنے پسندیدہ کام پر توجہ دیں اور آپ کے گاہکوں کو جواب ملتے رہیں۔"'),
    '"24-48 hours"',
    '"{setupTime}"'),
    '"24 سے 48 گھنٹوں"',
    '"{setupTime}"'),
    '"No, we don''t offer a free trial. Instead, our team sets up your automation for you: we connect your accounts, build your button replies and test every flow, so your bot is live and answering customers within 24-48 hours after payment."',
    '"No, we don''t offer a free trial. Instead, our team sets up your automation for you: we connect your accounts, build your button replies and test every flow, so your bot is live and answering customers within {setupTime} after payment."'),
    '"نہیں، ہم مفت آزمائش نہیں دیتے۔ اس کے بجائے ہماری ٹیم آپ کی آٹومیشن خود تیار کرتی ہے: ہم آپ کے اکاؤنٹس جوڑتے ہیں، بٹن والے جوابات بناتے ہیں اور ہر فلو کو آزماتے ہیں، تاکہ ادائیگی کے بعد 24 سے 48 گھنٹوں میں آپ کا بوٹ گاہکوں کو جواب دینے لگے۔"',
    '"نہیں، ہم مفت آزمائش نہیں دیتے۔ اس کے بجائے ہماری ٹیم آپ کی آٹومیشن خود تیار کرتی ہے: ہم آپ کے اکاؤنٹس جوڑتے ہیں، بٹن والے جوابات بناتے ہیں اور ہر فلو کو آزماتے ہیں، تاکہ ادائیگی کے بعد {setupTime} کے اندر آپ کا بوٹ گاہکوں کو جواب دینے لگے۔"'),
    '"Setup takes 24-48 hours after payment. In that time we connect your WhatsApp, Instagram or Facebook Messenger accounts, configure your replies and run test conversations before going live."',
    '"Setup takes {setupTime} after payment. In that time we connect your WhatsApp, Instagram or Facebook Messenger accounts, configure your replies and run test conversations before going live."'),
    '"ادائیگی کے بعد سیٹ اپ میں 24 سے 48 گھنٹے لگتے ہیں۔ اس دوران ہم آپ کے واٹس ایپ، انسٹاگرام یا فیس بک میسنجر اکاؤنٹس جوڑتے ہیں، جوابات ترتیب دیتے ہیں اور کام شروع کرنے سے پہلے آزمائشی بات چیت کرتے ہیں۔"',
    '"ادائیگی کے بعد سیٹ اپ {setupTime} کے اندر مکمل ہو جاتا ہے۔ اس دوران ہم آپ کے واٹس ایپ، انسٹاگرام یا فیس بک میسنجر اکاؤنٹس جوڑتے ہیں، جوابات ترتیب دیتے ہیں اور کام شروع کرنے سے پہلے آزمائشی بات چیت کرتے ہیں۔"'),
    '"Questions about automation, pricing or setup? Send us a message and our team will get back to you within 24 hours."',
    '"Questions about automation, pricing or setup? Send us a message and our team will get back to you within {replyTime}."'),
    '"آٹومیشن، قیمتوں یا سیٹ اپ کے بارے میں کوئی سوال ہے؟ ہمیں پیغام بھیجیں، ہماری ٹیم 24 گھنٹوں میں آپ سے رابطہ کرے گی۔"',
    '"آٹومیشن، قیمتوں یا سیٹ اپ کے بارے میں کوئی سوال ہے؟ ہمیں پیغام بھیجیں، ہماری ٹیم {replyTime} کے اندر آپ سے رابطہ کرے گی۔"'),
    '"Setup takes 24-48 hours after payment. We connect your accounts and train the assistant on your business."',
    '"Setup takes {setupTime} after payment. We connect your accounts and train the assistant on your business."'),
    '"ادائیگی کے بعد سیٹ اپ میں 24 سے 48 گھنٹے لگتے ہیں۔ ہم آپ کے اکاؤنٹس جوڑتے ہیں اور اسسٹنٹ کو آپ کے کاروبار کے مطابق تیار کرتے ہیں۔"',
    '"ادائیگی کے بعد سیٹ اپ {setupTime} کے اندر مکمل ہو جاتا ہے۔ ہم آپ کے اکاؤنٹس جوڑتے ہیں اور اسسٹنٹ کو آپ کے کاروبار کے مطابق تیار کرتے ہیں۔"'),
    '"Yes, new customers can ask for a 14-day trial to see the automation working on their own messages."',
    '"Yes, new customers can ask for a trial of {trialLength} to see the automation working on their own messages."'),
    '"جی ہاں، نئے گاہک 14 دن کی آزمائش مانگ سکتے ہیں تاکہ اپنے پیغامات پر آٹومیشن کو کام کرتے دیکھ سکیں۔"',
    '"جی ہاں، نئے گاہک {trialLength} کی آزمائش مانگ سکتے ہیں تاکہ اپنے پیغامات پر آٹومیشن کو کام کرتے دیکھ سکیں۔"'),
    '"We reply to every message within 24 hours, usually much sooner during business hours."',
    '"We reply to every message within {replyTime}, usually much sooner during business hours."'),
    '"ہم ہر پیغام کا جواب 24 گھنٹوں میں دیتے ہیں، اور کاروباری اوقات میں عموماً اس سے کہیں پہلے۔"',
    '"ہم ہر پیغام کا جواب {replyTime} کے اندر دیتے ہیں، اور کاروباری اوقات میں عموماً اس سے کہیں پہلے۔"'))::jsonb
$$;
--> statement-breakpoint
UPDATE "website_pages"
SET "sections" = pg_temp.with_site_facts("sections")
WHERE "sections" IS NOT NULL AND "sections" <> pg_temp.with_site_facts("sections");
--> statement-breakpoint
UPDATE "website_pages"
SET "content" = pg_temp.with_site_facts("content")
WHERE "content" <> pg_temp.with_site_facts("content");
--> statement-breakpoint
UPDATE "page_drafts"
SET "snapshot" = pg_temp.with_site_facts("snapshot")
WHERE "snapshot" <> pg_temp.with_site_facts("snapshot");
--> statement-breakpoint
UPDATE "page_revisions"
SET "snapshot" = pg_temp.with_site_facts("snapshot")
WHERE "snapshot" <> pg_temp.with_site_facts("snapshot");
