import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  chatReferences,
  leadEvents,
  leads,
  leadTouches,
  notificationOutbox,
  users,
} from "#app/db/schema.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  createLeadFromChat,
  type LeadFromChat,
  leadFromChatSchema,
} from "./lead-from-chat.server.ts";
import { createLead } from "./leads.server.ts";

let database: TestDatabase;
const ADMIN = "admin-1";
const NOW = new Date("2026-03-05T10:00:00Z");

beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN, email: "a@example.pk", name: "Ayesha" });
  await database.db.insert(chatReferences).values([
    {
      code: "K7Q2X",
      channel: "whatsapp",
      page: "/ur/pricing",
      locale: "ur",
      visitorDay: "2026-03-02",
      visitorId: 42,
      landingPage: "/ur",
      referrer: "facebook.com",
      utmSource: "facebook",
      utmCampaign: "eid-sale",
      device: "mobile",
      createdAt: new Date("2026-03-02T10:00:00Z"),
    },
    {
      code: "01D11",
      channel: "whatsapp",
      page: "/",
      locale: "en",
      visitorDay: "2025-01-02",
      visitorId: 7,
      device: "desktop",
      createdAt: new Date("2025-01-02T10:00:00Z"),
    },
  ]);
});
afterEach(() => database.close());

/** The form as its action parses it: what the team typed. */
const typed = (fields: Record<string, string>): LeadFromChat =>
  leadFromChatSchema.parse({ whatsappNumber: "0300 1234567", ...fields });

const enter = (fields: Record<string, string>) =>
  createLeadFromChat(database.db, ADMIN, typed(fields), NOW);

async function refusal(fields: Record<string, string>) {
  try {
    await enter(fields);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (rule) return { code: rule.code, field: rule.field, message: rule.message };
    throw error;
  }
  throw new Error("entered");
}

const allLeads = () => database.db.select().from(leads);
const touchesOf = (leadId: string) =>
  database.db.select().from(leadTouches).where(eq(leadTouches.leadId, leadId));

describe("New lead from a chat", () => {
  it("creates the lead with the visit of the code found in a pasted Urdu message", async () => {
    const outcome = await enter({
      code: "السلام علیکم! قیمتیں بتائیں۔ حوالہ: \u2066K7Q2X\u2069",
      name: "Bilal",
    });
    expect(outcome).toMatchObject({ kind: "created", name: "Bilal" });
    const [lead] = await allLeads();
    expect(lead).toMatchObject({
      id: outcome.leadId,
      source: "whatsapp_chat",
      whatsappNumber: "+923001234567",
      whatsappE164: "923001234567",
      email: "",
      locale: "ur",
      utmSource: "facebook",
      utmCampaign: "eid-sale",
      referrer: "facebook.com",
      landingPage: "/ur",
      visitorDay: "2026-03-02",
      visitorId: 42,
      message: "السلام علیکم! قیمتیں بتائیں۔ حوالہ: \u2066K7Q2X\u2069",
    });
    expect(await touchesOf(outcome.leadId)).toMatchObject([
      { kind: "chat", chatCode: "K7Q2X", page: "/ur/pricing", utmCampaign: "eid-sale" },
    ]);
    // The team entered it: no notification to tell them; the activity log has it.
    expect(await database.db.select().from(notificationOutbox)).toEqual([]);
    const [entry] = await database.db.select().from(activityLog);
    expect(entry).toMatchObject({ action: "create_lead_from_chat", entityId: outcome.leadId });
  });

  it("adds the chat to the live lead with that WhatsApp number, on its timeline", async () => {
    const earlier = await createLead(database.db, {
      name: "Sana",
      email: "sana@example.pk",
      whatsappNumber: "+92 300 1234567",
      source: "get_started_form",
    });
    const outcome = await enter({ code: "k7q2x" });
    expect(outcome).toEqual({ kind: "joined", leadId: earlier.id, name: "Sana" });
    expect(await allLeads()).toHaveLength(1);
    expect((await touchesOf(earlier.id)).map((touch) => touch.kind)).toEqual(["form", "chat"]);
    const [event] = await database.db.select().from(leadEvents).where(eq(leadEvents.kind, "touch"));
    expect(event).toMatchObject({
      leadId: earlier.id,
      actorId: ADMIN,
      details: {
        channel: "chat",
        source: "whatsapp_chat",
        chat_code: "K7Q2X",
        campaign: "eid-sale",
      },
    });
  });

  it("adds the chat to the live lead with that e-mail, not to a deleted or merged one", async () => {
    const gone = await createLead(database.db, {
      name: "Old",
      email: "zara@example.pk",
      source: "contact_page",
    });
    await database.db.update(leads).set({ deletedAt: NOW }).where(eq(leads.id, gone.id));
    expect(
      await enter({ email: "ZARA@example.pk", whatsappNumber: "+923331112222" }),
    ).toMatchObject({ kind: "created" });
    const live = (await allLeads()).find((lead) => lead.id !== gone.id)!;
    expect(await enter({ email: "zara@example.pk", whatsappNumber: "+923339998888" })).toEqual({
      kind: "joined",
      leadId: live.id,
      name: "+923331112222",
    });
  });

  it("matches nobody by an empty e-mail: two chats without one are two people", async () => {
    await enter({ whatsappNumber: "+923001111111" });
    await enter({ whatsappNumber: "+923002222222" });
    expect(await allLeads()).toHaveLength(2);
  });

  it("creates a lead without a campaign when no code is given", async () => {
    const outcome = await enter({});
    const [lead] = await allLeads();
    expect(outcome.kind).toBe("created");
    expect(lead).toMatchObject({
      utmCampaign: null,
      landingPage: null,
      visitorId: null,
      locale: "en",
    });
  });

  it("does not enter a chat twice: the second time names the lead that has it", async () => {
    const first = await enter({ code: "K7Q2X" });
    expect(await enter({ code: "K7Q2X", whatsappNumber: "+923459876543" })).toEqual({
      kind: "entered-before",
      leadId: first.leadId,
      name: "+923001234567",
    });
    expect(await allLeads()).toHaveLength(1);
  });

  it("refuses a malformed, unknown or expired code, or a message without one, storing nothing", async () => {
    expect(await refusal({ code: "K7Q" })).toMatchObject({ code: "invalid", field: "code" });
    expect(await refusal({ code: "Hi, Ref: K7QUX" })).toMatchObject({
      code: "invalid",
      field: "code",
    });
    expect(await refusal({ code: "ZZZZZ" })).toMatchObject({ code: "not-found", field: "code" });
    expect(await refusal({ code: "01D11" })).toMatchObject({ code: "expired", field: "code" });
    expect(await refusal({ code: "Hi, what are your prices?" })).toMatchObject({
      code: "invalid",
      field: "code",
      message: expect.stringContaining("has no reference code"),
    });
    expect(await allLeads()).toEqual([]);
  });

  it("refuses a number that is not a phone number, naming the field", () => {
    const parsed = leadFromChatSchema.safeParse({ whatsappNumber: "12345" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["whatsappNumber"]]);
    const missing = leadFromChatSchema.safeParse({ whatsappNumber: "" });
    expect(missing.error?.issues[0]?.message).toBe("WhatsApp number is required");
  });
});
