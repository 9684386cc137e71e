import { describe, expect, it } from "vitest";
import { ACTIVITY_ACTIONS } from "#app/modules/activity/activity-actions.ts";
import {
  type ActivityContext,
  type ActivityRecord,
  describeActivity,
  FORMER_USER,
  sentenceText,
  subjectIds,
  subjectKey,
} from "./activity-description.ts";

const LEAD = "6f1c1a52-3a0e-4d55-9d0e-1f4f7c1d2a10";
const OTHER_LEAD = "8a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

const entry = (overrides: Partial<ActivityRecord>): ActivityRecord => ({
  action: "update_lead_status",
  entity: "leads",
  entityId: LEAD,
  details: {},
  userId: "sara",
  actorName: "Sara",
  actorEmail: "sara@example.pk",
  ...overrides,
});

const context = (subjects: Record<string, { name: string; kind?: "page" | "post" }> = {}) =>
  ({ timeZone: "Asia/Karachi", subjects: new Map(Object.entries(subjects)) }) as ActivityContext;

const sentence = (record: ActivityRecord, ctx = context()) =>
  sentenceText(describeActivity(record, ctx));

describe("describeActivity", () => {
  it.each(ACTIVITY_ACTIONS)("has a sentence of its own for %s", (action) => {
    const text = sentence(entry({ action, details: {} }));
    expect(text).not.toMatch(/ did /);
    expect(text).toContain("Sara");
  });

  it("names an action it does not know without failing", () => {
    expect(sentence(entry({ action: "frobnicate_widget", entity: "widgets" }))).toBe(
      "Sara did frobnicate widget on widgets",
    );
  });

  it("says who changed a lead's status, to what, and links the lead while it exists", () => {
    const record = entry({ details: { name: "Bilal Ahmed", status: "contacted" } });
    const described = describeActivity(
      record,
      context({ [subjectKey("leads", LEAD)]: { name: "Bilal Ahmed" } }),
    );
    expect(sentenceText(described)).toBe(
      "Sara changed the status of lead Bilal Ahmed to contacted",
    );
    expect(described.parts.find((part) => part.href)).toEqual({
      text: "Bilal Ahmed",
      href: `/admin/leads/${LEAD}`,
    });
    expect(described.subjectGone).toBe(false);
  });

  it("keeps the stored name of a lead deleted since, unlinked, and says it is gone", () => {
    const described = describeActivity(entry({ details: { name: "Bilal Ahmed" } }), context());
    expect(described.parts.some((part) => part.href)).toBe(false);
    expect(described.subjectGone).toBe(true);
    const deleted = describeActivity(
      entry({ action: "delete_lead", details: { name: "Bilal Ahmed" } }),
      context(),
    );
    expect(sentenceText(deleted)).toBe("Sara deleted lead Bilal Ahmed");
    expect(deleted.subjectGone).toBe(false);
  });

  it("counts reordered plans and points to Pricing", () => {
    const described = describeActivity(
      entry({
        action: "reorder_pricing_plans",
        entity: "pricing_plans",
        entityId: null,
        userId: "owner",
        actorName: "Owner",
        details: { new_order: [{ id: "a" }, { id: "b" }, { id: "c" }] },
      }),
      context(),
    );
    expect(sentenceText(described)).toBe("Owner reordered 3 pricing plans");
    expect(described.screen?.href).toBe("/admin/pricing");
  });

  it("names the theme's changed fields as the Theme Manager does", () => {
    const record = entry({
      action: "update_theme",
      entity: "website_settings",
      entityId: "theme",
      actorName: "Owner",
      details: { theme: {}, changed_fields: ["primary", "fontFamily"] },
    });
    expect(sentence(record)).toBe("Owner changed the theme: primary colour, font");
    expect(sentence({ ...record, details: { theme: {} } })).toBe("Owner changed the theme");
  });

  it("says a user's new role and status and the fields an edit changed", () => {
    const record = entry({
      action: "update_user",
      entity: "users",
      entityId: "bo",
      actorName: "Owner",
      details: {
        email: "bo@example.pk",
        role: "moderator",
        status: "active",
        changed_fields: ["Full Name", "Role"],
      },
    });
    const bo = context({ [subjectKey("users", "bo")]: { name: "bo@example.pk" } });
    expect(sentence(record, bo)).toBe(
      "Owner updated user bo@example.pk (role moderator, status active): full name, role",
    );
    // Entries from before the changed fields were logged, and saves that changed nothing.
    const { changed_fields: _, ...older } = record.details;
    expect(sentence({ ...record, details: older }, bo)).toBe(
      "Owner updated user bo@example.pk (role moderator, status active)",
    );
    expect(sentence({ ...record, details: { ...older, changed_fields: [] } }, bo)).toBe(
      "Owner updated user bo@example.pk (role moderator, status active)",
    );
  });

  it("names the website settings' changed fields by their labels, older entries by their keys", () => {
    const record = entry({
      action: "update_website_settings",
      entity: "website_config",
      entityId: "1",
      actorName: "Owner",
      details: { changed_fields: ["Site Title", "WhatsApp Number", "Social Media Links"] },
    });
    expect(sentence(record)).toBe(
      "Owner changed the website settings: site title, whatsapp number, social media links",
    );
    const older = { ...record, details: { changed_fields: ["siteTitle", "whatsappNumber"] } };
    expect(sentence(older)).toBe("Owner changed the website settings: site title, whatsapp number");
  });

  it("writes times in the site's time zone", () => {
    const record = entry({
      action: "set_lead_follow_up",
      details: { name: "Bilal Ahmed", due_at: "2026-11-27T04:00:00.000Z" },
    });
    expect(sentence(record)).toBe(
      "Sara set a follow-up on lead Bilal Ahmed for Nov 27, 2026, 09:00 AM",
    );
  });

  it("falls back to the e-mail, and names a deleted person or the system", () => {
    expect(sentence(entry({ actorName: "", details: { name: "A", status: "won" } }))).toMatch(
      /^sara@example\.pk changed/,
    );
    const orphan = entry({ userId: null, actorName: null, actorEmail: null });
    expect(describeActivity(orphan, context()).actor).toBe(FORMER_USER);
    expect(describeActivity({ ...orphan, action: "create_user" }, context()).actor).toBe("System");
    const retention = { ...orphan, action: "retention_delete_leads", entityId: null };
    expect(sentence({ ...retention, details: { count: 2, months: 6 } })).toBe(
      "System deleted 2 archived leads kept longer than 6 months",
    );
  });

  it("links a merged lead's survivor and a post to the post editor", () => {
    const merged = describeActivity(
      entry({
        action: "merge_lead",
        details: { name: "Bilal", into: OTHER_LEAD, into_name: "Bilal Ahmed" },
      }),
      context({ [subjectKey("leads", OTHER_LEAD)]: { name: "Bilal Ahmed" } }),
    );
    expect(sentenceText(merged)).toBe("Sara merged lead Bilal into Bilal Ahmed");
    expect(merged.parts.find((part) => part.href)?.href).toBe(`/admin/leads/${OTHER_LEAD}`);
    const post = describeActivity(
      entry({ action: "create_preview_link", entity: "website_pages", details: { title: "Eid" } }),
      context({ [subjectKey("website_pages", LEAD)]: { name: "Eid", kind: "post" } }),
    );
    expect(post.parts.find((part) => part.href)?.href).toBe(`/admin/posts/${LEAD}`);
  });

  it("reads a page setting with the built-in page's name", () => {
    const record = entry({
      action: "update_page_setting",
      entity: "website_settings",
      details: { page: "about", setting: "display_in_nav", value: false },
    });
    expect(sentence(record)).toBe("Sara hid page About in the navigation");
  });

  it("looks up every subject the entries name, once per table", () => {
    const ids = subjectIds([
      entry({ details: { into: OTHER_LEAD } }),
      entry({ entity: "account", entityId: "sara" }),
      entry({ entity: "website_settings", details: { page: LEAD } }),
    ]);
    expect([...ids.leads]).toEqual([LEAD, OTHER_LEAD]);
    expect([...ids.users]).toEqual(["sara"]);
    expect([...ids.pages]).toEqual([LEAD]);
  });
});
