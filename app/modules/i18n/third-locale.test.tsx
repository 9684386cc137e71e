import { useForm } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formDataOf } from "#app/lib/form-entries.ts";
import type { SiteConfigValues } from "#app/modules/site-config/site-config-form.ts";
import type { TranslatedLocale } from "./locales.ts";

// ADR 0035: the site's languages are one list. A third one added to LOCALES (and, as for every
// language, to the catalogues: here its document facts) gets its paths, routes, hreflang, blog
// feed, switcher links, reserved slug, its group in the Website Settings form and its stored
// translations, and its input of each of a plan's texts and its text in each stored one (ADR
// 0041), with no other change to the code.

const THIRD_LOCALE = "pa";

async function withThirdLocale() {
  vi.resetModules();
  vi.doMock("#app/db/enums.ts", async (importOriginal) => ({
    ...(await importOriginal<object>()),
    LOCALES: ["en", "ur", THIRD_LOCALE] as const,
  }));
  vi.doMock("#app/modules/i18n/locale-info.ts", async (importOriginal) => {
    const { LOCALE_INFO } = await importOriginal<typeof import("./locale-info.ts")>();
    return {
      LOCALE_INFO: {
        ...LOCALE_INFO,
        [THIRD_LOCALE]: { lang: "pa", dir: "rtl", intl: "pa-PK", ogLocale: "pa_PK" },
      },
    };
  });
  // Typed as today's modules: the fixture's locale is a string to the compiler, not a Locale.
  return {
    locales: await import("./locales.ts"),
    routes: (await import("#app/routes.ts")).default,
    blog: await import("#app/modules/blog/blog.ts"),
    pageMeta: await import("#app/modules/seo/page-meta.ts"),
    reservedSlugs: await import("#app/modules/pages/reserved-slugs.ts"),
    siteConfigForm: await import("#app/modules/site-config/site-config-form.ts"),
    valuesInUse: await import("#app/modules/site-config/values-in-use.ts"),
    siteConfigDefinition: await import("#app/modules/site-config/site-config-definition.ts"),
    labelsCard: await import("#app/components/admin/settings/translated-labels-card.tsx"),
    planForm: await import("#app/modules/pricing/plan-form.ts"),
    pricingDisplay: await import("#app/modules/pricing/pricing-display.ts"),
  };
}

let app: Awaited<ReturnType<typeof withThirdLocale>>;
// The fixture's locale is not a Locale to the compiler, which sees today's list.
const third = THIRD_LOCALE as string as TranslatedLocale;

beforeAll(async () => {
  app = await withThirdLocale();
});

describe("a third language in LOCALES", () => {
  it("has its paths, switcher links and blog feed", () => {
    const { locales, blog } = app;
    expect(locales.TRANSLATED_LOCALES).toEqual(["ur", THIRD_LOCALE]);
    expect(locales.LANGUAGE_NAMES[third]).toBe("Punjabi");
    expect(locales.localeFromPath("/pa/pricing")).toBe(THIRD_LOCALE);
    expect(locales.localeFromPath("/pa")).toBe(THIRD_LOCALE);
    expect(locales.localeFromPath("/pages")).toBe("en");
    expect(locales.pathWithoutLocale("/pa/form?plan=x")).toBe("/form?plan=x");
    expect(locales.localizedPath(third, "/")).toBe("/pa");
    expect(locales.localizedPath(third, "/ur/pricing")).toBe("/ur/pricing");
    expect(locales.otherLocales("en")).toEqual(["ur", THIRD_LOCALE]);
    expect(locales.otherLocales(third)).toEqual(["en", "ur"]);
    expect(locales.switcherPath(third, "/ur/pricing", undefined)).toBe("/pa/pricing");
    expect(locales.switcherPath("ur", "/pa/pricing", undefined)).toBe("/ur/pricing");
    expect(blog.blogFeedPath(third)).toBe("/pa/blog/rss.xml");
    expect(app.reservedSlugs.slugClash("pa")?.message).toMatch(/Punjabi pages/);
  });

  it("has its routes: every public page under its prefix, and its blog feed", () => {
    type Route = { id?: string; path?: string; children?: Route[] };
    const branch = (app.routes as Route[]).find((route) => route.path === THIRD_LOCALE);
    expect(branch?.id).toBe("pa/layout");
    expect(branch?.children?.map((route) => route.id)).toEqual([
      "pa/home",
      "pa/features",
      "pa/pricing",
      "pa/about",
      "pa/contact",
      "pa/lead-form",
      "pa/book",
      "pa/book-host",
      "pa/book-reschedule",
      "pa/book-cancel",
      "pa/blog",
      "pa/blog-post",
      "pa/preview",
      "pa/content-page",
    ]);
    expect(app.routes).toContainEqual(
      expect.objectContaining({ path: "pa/blog/rss.xml", id: "pa/blog-feed" }),
    );
  });

  it("is among every page's hreflang versions", () => {
    expect(app.pageMeta.pageLanguage("en", "/pricing").versions).toEqual([
      { lang: "en", ogLocale: "en_US", path: "/pricing" },
      { lang: "ur", ogLocale: "ur_PK", path: "/ur/pricing" },
      { lang: "pa", ogLocale: "pa_PK", path: "/pa/pricing" },
    ]);
  });

  it("has its text in each of the Website Settings' texts, stored beside Urdu's", () => {
    const { siteConfigForm, valuesInUse, siteConfigDefinition } = app;
    const texts = (en: string, ur: string, pa: string) => ({ en, ur, [THIRD_LOCALE]: pa });
    const fields = siteConfigForm.SITE_CONFIG_FIELD_NAMES;
    expect(fields).toContain("siteTitle.pa");
    expect(fields).toContain("address.pa");
    const typed = {
      ...siteConfigDefinition.siteConfigDefinition.initialValues(),
      siteTitle: texts("DMflow", "", ""),
      tagline: texts("", "چوبیس گھنٹے جوابات", "چوی گھنٹے جواب"),
      footerText: texts("", "", "  "),
      setupTime: texts("24-48 hours", "", ""),
      trialLength: texts("14 days", "", ""),
      replyTime: texts("24 hours", "", ""),
    };
    const submission = siteConfigForm.parseSiteSettings(formDataOf(typed));
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const stored = siteConfigForm.storedSiteConfig(submission.value);
    expect(stored.tagline).toEqual({ ur: "چوبیس گھنٹے جوابات", pa: "چوی گھنٹے جواب" });
    expect(stored.footerText).toEqual({});
    const tooLong = siteConfigForm.parseSiteSettings(
      formDataOf({ ...typed, tagline: texts("", "", "ن".repeat(201)) }),
    );
    if (tooLong.status === "success") throw new Error("expected an over-long Punjabi tagline");
    expect(tooLong.error?.["tagline.pa"]).toEqual([
      "Punjabi tagline must be at most 200 characters",
    ]);

    const config = { ...stored, logoUrl: null };
    const values = siteConfigForm.siteConfigFormValues(config);
    expect(values.tagline).toMatchObject({ [THIRD_LOCALE]: "چوی گھنٹے جواب" });
    expect(values.siteTitle).toMatchObject({ [THIRD_LOCALE]: "" });
    const defaults = valuesInUse.defaultsInUse(config) as Record<string, string>;
    expect(defaults["siteTitle.pa"]).toBe("DMflow");
    expect(siteConfigDefinition.localizeSiteConfig(config, third).tagline).toBe("چوی گھنٹے جواب");

    // The card's fields are the settings form's, as conform keeps them.
    function Card() {
      const [, fields] = useForm<SiteConfigValues>({ defaultValue: values });
      return (
        <app.labelsCard.TranslatedLabelsCard
          locale={third}
          values={values}
          defaults={defaults as never}
          fields={fields}
        />
      );
    }
    const card = renderToStaticMarkup(<Card />);
    expect(card).toContain("Punjabi Version");
    expect(card).toContain("Edit Punjabi texts");
    // The facts' inputs stand in the Facts group instead, one per language of LOCALES.
    const facts: readonly string[] = siteConfigDefinition.SITE_FACT_KEYS;
    for (const key of siteConfigDefinition.SITE_TEXT_KEYS.filter((key) => !facts.includes(key))) {
      expect(card).toContain(`name="${key}.pa"`);
    }
  });

  it("has its text in each of a plan's texts, features included, stored beside Urdu's", () => {
    const { planForm, pricingDisplay } = app;
    const texts = (en: string, ur: string, pa: string) => ({ en, ur, [THIRD_LOCALE]: pa });
    const typed = {
      ...planForm.newPlanValues(),
      name: texts("Starter", "سٹارٹر", "شروعات"),
      price: "49",
      features: [{ text: texts("24/7 replies", "ہر وقت جواب", "ہر ویلے جواب") }],
    };
    const submission = planForm.parsePlanEditor(formDataOf(typed), "Asia/Karachi");
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const stored = submission.value.plan;
    expect(stored.name).toEqual(texts("Starter", "سٹارٹر", "شروعات"));
    expect(stored.features?.map((feature) => feature.text)).toEqual([
      texts("24/7 replies", "ہر وقت جواب", "ہر ویلے جواب"),
    ]);
    const tooLong = planForm.parsePlanEditor(
      formDataOf({ ...typed, name: texts("Starter", "", "ن".repeat(101)) }),
      "Asia/Karachi",
    );
    if (tooLong.status === "success") throw new Error("expected an over-long Punjabi name refused");
    expect(tooLong.error?.[`name.${THIRD_LOCALE}`]).toEqual([
      "Punjabi name must be at most 100 characters",
    ]);

    const row = { ...stored, id: "p1" } as Parameters<typeof pricingDisplay.toPublicPlan>[0];
    expect(pricingDisplay.toPublicPlan(row, third)).toMatchObject({
      name: "شروعات",
      features: ["ہر ویلے جواب"],
    });
    const values = planForm.planEditorValues(row, { publishAt: "", unpublishAt: "" });
    expect(values.name).toMatchObject({ [THIRD_LOCALE]: "شروعات" });
    expect(values.features?.[0]?.text).toEqual(
      texts("24/7 replies", "ہر وقت جواب", "ہر ویلے جواب"),
    );
  });
});
