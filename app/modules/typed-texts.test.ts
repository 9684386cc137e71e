import { describe, expect, it } from "vitest";
import { formDataOf } from "#app/lib/form-entries.ts";
import { leadConsentSchema } from "#app/modules/leads/lead-consent.ts";
import { leadFormSchemas } from "#app/modules/leads/leads-admin-form.ts";
import { whatsappTemplateDefinition } from "#app/modules/leads/whatsapp-template-definition.ts";
import { pageSettingCommandSchema } from "#app/modules/pages/page-settings-admin.server.ts";
import { emptyPageValues } from "#app/modules/pages/page-values.ts";
import { newPlanValues, parsePlanEditor } from "#app/modules/pricing/plan-form.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import {
  parseSiteSettings,
  siteConfigFormValues,
} from "#app/modules/site-config/site-config-form.ts";
import { updateUserSchema } from "#app/modules/users/user-form.ts";
import { parsePageValues } from "../../tests/helpers/page-values.ts";

// Every text a console form stores goes through app/lib/typed-text.ts: a control character
// typed, pasted or posted by a script is not stored (one in a post's title, the site's title
// or meta description made the blog's feed unreadable), while a text area keeps its line breaks.

const C = "\u0001";

describe("the texts the console's forms store", () => {
  it("a page's and a post's title, SEO fields, content and tags", () => {
    const result = parsePageValues({
      ...emptyPageValues("post"),
      title: `Eid${C} sale`,
      slug: "eid-sale",
      metaTitle: `Eid${C} sale | DMflow`,
      metaDescription: `Line${C} one\nline two`,
      content: `<p>Eid${C}\u0000 sale</p>\n<p>two</p>`,
      tags: [`eid${C}`],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.page).toMatchObject({
      title: "Eid sale",
      metaTitle: "Eid sale | DMflow",
      metaDescription: "Line one\nline two",
      content: "<p>Eid sale</p>\n<p>two</p>",
      tags: ["eid"],
    });
  });

  it("a plan's name, description and features, in English and Urdu", () => {
    const submission = parsePlanEditor(
      formDataOf({
        ...newPlanValues(),
        name: { en: `Starter${C}`, ur: `سٹارٹر${C}` },
        price: "49",
        description: { en: `For${C} shops\nand brands`, ur: `دکانوں${C}\nکے لیے` },
        yearlySavingsText: { en: `Save${C} 20%`, ur: "" },
        features: [{ text: { en: `Replies${C}`, ur: `جوابات${C}` } }],
        newFeature: `Reports${C}`,
      }),
      "Asia/Karachi",
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const { plan } = submission.value;
    expect(plan).toMatchObject({
      name: { en: "Starter", ur: "سٹارٹر" },
      description: { en: "For shops\nand brands", ur: "دکانوں\nکے لیے" },
      yearlySavingsText: { en: "Save 20%" },
    });
    expect(plan.features?.map((feature) => feature.text)).toEqual([
      { en: "Replies", ur: "جوابات" },
      { en: "Reports" },
    ]);
  });

  it("the site's title, meta description, footer and translated texts", () => {
    const values = siteConfigFormValues(defaultSiteConfig());
    const submission = parseSiteSettings(
      formDataOf({
        ...values,
        siteTitle: { en: `DMflow${C}`, ur: `ڈی ایم فلو${C}` },
        metaDescription: { en: `Chats${C}\nanswered`, ur: `جوابات${C}\nہر وقت` },
        footerText: { en: `Made${C} in Lahore\n2026`, ur: "" },
      }),
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value).toMatchObject({
      siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
      metaDescription: { en: "Chats\nanswered", ur: "جوابات\nہر وقت" },
      footerText: { en: "Made in Lahore\n2026" },
    });
  });

  it("a navigation label, a user's name, lead notes, templates and the consent text", () => {
    expect(
      pageSettingCommandSchema.parse({
        intent: "label",
        page: "about",
        labels: { en: `About${C} us` },
      }),
    ).toMatchObject({ labels: { en: "About us" } });
    expect(updateUserSchema.parse({ name: `Ayesha${C}`, role: "user", status: "active" })).toEqual({
      name: "Ayesha",
      role: "user",
      status: "active",
    });
    expect(leadFormSchemas["add-note"].parse({ body: `Called${C}\nback` })).toMatchObject({
      body: "Called\nback",
    });
    expect(
      leadFormSchemas["set-follow-up"].parse({
        dueAt: "2026-12-01T10:00",
        followUpNote: `Call${C}`,
      }),
    ).toMatchObject({ followUpNote: "Call" });
    expect(
      whatsappTemplateDefinition.fields.parse({
        name: `Hi${C}`,
        text: { en: `Hi${C}\nthere`, ur: `سلام${C}\nجی` },
      }),
    ).toEqual({ name: "Hi", text: { en: "Hi\nthere", ur: "سلام\nجی" } });
    expect(leadConsentSchema.parse({ enabled: true, label: `I agree${C}` }).label).toBe("I agree");
  });
});
