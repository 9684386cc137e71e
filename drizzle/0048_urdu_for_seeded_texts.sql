-- Urdu for the texts the seed wrote in English only (ADR 0051): the sample plans, the site's
-- settings and the built-in pages' rows. A text gets its Urdu only while its English is still
-- exactly what the seed wrote and it has no Urdu of its own: nothing an owner wrote changes.
-- The texts are written here as they were seeded, not read from the code, so that this step
-- means the same whenever it runs.
CREATE TEMPORARY TABLE seeded_urdu (scope text NOT NULL, en text NOT NULL, ur text NOT NULL);
--> statement-breakpoint
INSERT INTO seeded_urdu (scope, en, ur) VALUES
  ('plan', 'Starter', 'اسٹارٹر'),
  ('plan', 'Premium', 'پریمیم'),
  ('plan', 'Automated WhatsApp replies for a growing business.', 'بڑھتے ہوئے کاروبار کے لیے واٹس ایپ پر خودکار جوابات۔'),
  ('plan', 'AI conversations on WhatsApp, Instagram and Messenger.', 'واٹس ایپ، انسٹاگرام اور میسنجر پر اے آئی والی بات چیت۔'),
  ('plan', '20% OFF', '20% رعایت'),
  ('feature', 'Button replies', 'بٹن والے جوابات'),
  ('feature', '24/7 instant responses', 'چوبیس گھنٹے فوری جوابات'),
  ('feature', '100+ concurrent customers', 'ایک وقت میں 100 سے زائد گاہک'),
  ('feature', 'WhatsApp automation', 'واٹس ایپ آٹومیشن'),
  ('feature', 'AI integration', 'اے آئی انٹیگریشن'),
  ('feature', 'Instagram DM automation', 'انسٹاگرام ڈی ایم آٹومیشن'),
  ('feature', 'Facebook Messenger automation', 'فیس بک میسنجر آٹومیشن'),
  ('feature', 'Multi-language support (50+ languages)', 'کئی زبانوں میں بات چیت (50 سے زائد زبانیں)'),
  ('feature', 'Unlimited replies', 'لامحدود جوابات'),
  ('feature', 'Priority support', 'ترجیحی سپورٹ'),
  ('site', 'AI replies for WhatsApp, Instagram and Messenger, 24/7.', 'واٹس ایپ، انسٹاگرام اور میسنجر پر مصنوعی ذہانت سے چلنے والے جوابات، چوبیس گھنٹے۔'),
  ('site', 'DMflow - AI Chat Automation for WhatsApp, Instagram & Messenger', 'DMflow - واٹس ایپ، انسٹاگرام اور میسنجر کے لیے اے آئی چیٹ آٹومیشن'),
  ('site', 'Automate WhatsApp, Instagram and Facebook Messenger replies with AI. Button replies, multi-language support and 24/7 instant responses for growing businesses.', 'واٹس ایپ، انسٹاگرام اور فیس بک میسنجر کے جوابات اے آئی سے خودکار بنائیں: بٹن والے جوابات، کئی زبانوں میں بات چیت اور بڑھتے ہوئے کاروباروں کے لیے چوبیس گھنٹے فوری جوابات۔'),
  ('site', '© 2024 DMflow. All rights reserved.', '© 2024 جملہ حقوق بحقِ DMflow محفوظ ہیں۔'),
  ('page:home', 'Home', 'ہوم'),
  ('page:home', 'Home page', 'ہوم پیج'),
  ('page:about', 'About', 'ہمارے بارے میں'),
  ('page:about', 'About page', 'ہمارے بارے میں جانیے'),
  ('page:features', 'Features', 'خصوصیات'),
  ('page:features', 'Features page', 'خصوصیات کا صفحہ'),
  ('page:pricing', 'Pricing', 'قیمتیں'),
  ('page:pricing', 'Pricing page', 'قیمتوں کا صفحہ'),
  ('page:contact', 'Contact', 'رابطہ'),
  ('page:contact', 'Contact page', 'رابطے کا صفحہ'),
  ('page:form', 'Get Started', 'شروع کریں'),
  ('page:form', 'Get Started page', 'شروع کرنے کا صفحہ'),
  ('page:privacy-policy', 'Privacy Policy', 'رازداری کی پالیسی'),
  ('page:privacy-policy', 'What we collect through this website, why, who receives it, how long we keep it and how to ask for a copy or its deletion.', 'ہم اس ویب سائٹ کے ذریعے کون سی معلومات لیتے ہیں، کیوں لیتے ہیں، انہیں کون دیکھتا ہے، ہم انہیں کب تک رکھتے ہیں اور ان کی نقل یا انہیں مٹانے کی درخواست کیسے کی جائے۔'),
  ('page:terms-of-service', 'Terms of Service', 'شرائطِ خدمت'),
  ('page:terms-of-service', 'The terms of a subscription: the service, payment and cancellation, fair use, availability, responsibility and the law that applies.', 'سبسکرپشن کی شرائط: سروس، ادائیگی اور منسوخی، مناسب استعمال، دستیابی، ذمہ داری اور لاگو قانون۔');
--> statement-breakpoint
UPDATE pricing_plans AS p SET name = p.name || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'plan' AND p.name ->> 'en' = s.en AND coalesce(btrim(p.name ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE pricing_plans AS p SET description = p.description || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'plan' AND p.description ->> 'en' = s.en
    AND coalesce(btrim(p.description ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE pricing_plans AS p
  SET yearly_savings_text = p.yearly_savings_text || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'plan' AND p.yearly_savings_text ->> 'en' = s.en
    AND coalesce(btrim(p.yearly_savings_text ->> 'ur'), '') = '';
--> statement-breakpoint
-- Each feature of a plan on its own, in its place in the list.
UPDATE pricing_plans AS p SET features = (
    SELECT jsonb_agg(
      CASE
        WHEN s.ur IS NOT NULL AND coalesce(btrim(f.feature -> 'text' ->> 'ur'), '') = ''
          THEN jsonb_set(f.feature, '{text}', (f.feature -> 'text') || jsonb_build_object('ur', s.ur))
        ELSE f.feature
      END ORDER BY f.position)
    FROM jsonb_array_elements(p.features) WITH ORDINALITY AS f(feature, position)
    LEFT JOIN seeded_urdu AS s
      ON s.scope = 'feature' AND jsonb_typeof(f.feature -> 'text') = 'object'
        AND s.en = f.feature -> 'text' ->> 'en'
  )
  WHERE jsonb_typeof(p.features) = 'array' AND jsonb_array_length(p.features) > 0;
--> statement-breakpoint
UPDATE website_config AS c SET tagline = c.tagline || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'site' AND c.tagline ->> 'en' = s.en AND coalesce(btrim(c.tagline ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE website_config AS c SET meta_title = c.meta_title || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'site' AND c.meta_title ->> 'en' = s.en AND coalesce(btrim(c.meta_title ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE website_config AS c SET meta_description = c.meta_description || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'site' AND c.meta_description ->> 'en' = s.en
    AND coalesce(btrim(c.meta_description ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE website_config AS c SET footer_text = c.footer_text || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'site' AND c.footer_text ->> 'en' = s.en AND coalesce(btrim(c.footer_text ->> 'ur'), '') = '';
--> statement-breakpoint
-- A built-in or starter page's row (its slug names it): its title, meta title and meta description.
UPDATE website_pages AS p SET title = p.title || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'page:' || (p.slug ->> 'en') AND p.title ->> 'en' = s.en
    AND coalesce(btrim(p.title ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE website_pages AS p SET meta_title = p.meta_title || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'page:' || (p.slug ->> 'en') AND p.meta_title ->> 'en' = s.en
    AND coalesce(btrim(p.meta_title ->> 'ur'), '') = '';
--> statement-breakpoint
UPDATE website_pages AS p SET meta_description = p.meta_description || jsonb_build_object('ur', s.ur)
  FROM seeded_urdu AS s
  WHERE s.scope = 'page:' || (p.slug ->> 'en') AND p.meta_description ->> 'en' = s.en
    AND coalesce(btrim(p.meta_description ->> 'ur'), '') = '';
--> statement-breakpoint
-- A waiting draft of a built-in page gets the same, or publishing it would take the Urdu away.
UPDATE page_drafts AS d
  SET snapshot = jsonb_set(d.snapshot, '{title}', (d.snapshot -> 'title') || jsonb_build_object('ur', s.ur))
  FROM website_pages AS p, seeded_urdu AS s
  WHERE p.id = d.page_id AND s.scope = 'page:' || (p.slug ->> 'en')
    AND jsonb_typeof(d.snapshot -> 'title') = 'object' AND d.snapshot -> 'title' ->> 'en' = s.en
    AND coalesce(btrim(d.snapshot -> 'title' ->> 'ur'), '') = '';
--> statement-breakpoint
-- The Pricing page's plan comparison names the seeded plans: a name still English only gets
-- its Urdu, in the page and in its waiting draft. In jsonb's text form an English-only text
-- is exactly `{"en": "…"}`.
UPDATE website_pages
  SET sections = replace(replace(sections::text,
      '{"en": "Starter"}', '{"en": "Starter", "ur": "اسٹارٹر"}'),
      '{"en": "Premium"}', '{"en": "Premium", "ur": "پریمیم"}')::jsonb
  WHERE slug ->> 'en' = 'pricing' AND sections IS NOT NULL;
--> statement-breakpoint
UPDATE page_drafts AS d
  SET snapshot = replace(replace(d.snapshot::text,
      '{"en": "Starter"}', '{"en": "Starter", "ur": "اسٹارٹر"}'),
      '{"en": "Premium"}', '{"en": "Premium", "ur": "پریمیم"}')::jsonb
  FROM website_pages AS p
  WHERE p.id = d.page_id AND p.slug ->> 'en' = 'pricing';
--> statement-breakpoint
DROP TABLE seeded_urdu;
