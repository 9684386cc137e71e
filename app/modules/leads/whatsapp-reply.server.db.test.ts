import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leads, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { answered, quietLog } from "../../../tests/helpers/intent-answer.ts";
import { listLeadTimeline } from "./lead-timeline.server.ts";
import { answerLeadCommand } from "./leads-admin-action.server.ts";
import {
  getWhatsappTemplates,
  recordWhatsappReply,
  saveWhatsappTemplates,
  whatsappReplyUrlFor,
} from "./whatsapp-reply.server.ts";
import { DEFAULT_WHATSAPP_TEMPLATES } from "./whatsapp-template-definition.ts";

let database: TestDatabase;
const ADMIN = "admin-1";
beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN, email: "a@example.pk", name: "Ayesha" });
});
afterEach(() => database.close());

async function insertLead(status = "new", locale: "en" | "ur" = "en") {
  const [lead] = await database.db
    .insert(leads)
    .values({
      name: "Sana",
      email: "s@example.pk",
      source: "x",
      status,
      locale,
      whatsappNumber: "+923001234567",
    })
    .returning({ id: leads.id });
  return lead!.id;
}
const WELCOME = DEFAULT_WHATSAPP_TEMPLATES[0]!;
const statusOf = async (id: string) =>
  (await database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]
    ?.status;

describe("WhatsApp reply templates", () => {
  it("are the default until saved, then what was saved, with an activity entry", async () => {
    expect(await getWhatsappTemplates(database.db)).toEqual(DEFAULT_WHATSAPP_TEMPLATES);
    const mine = [
      { name: "Pricing", text: { en: "Hi {first_name}, about {plan}", ur: "سلام {first_name}" } },
      { name: "Demo", text: { en: "Shall we book a demo?" } },
    ];
    await saveWhatsappTemplates(database.db, ADMIN, mine);
    await saveWhatsappTemplates(database.db, ADMIN, mine);
    expect(await getWhatsappTemplates(database.db)).toEqual(mine);
    const logged = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "update_whatsapp_templates"));
    expect(logged).toHaveLength(2);
  });

  it("open the chat in the lead's language, or the one chosen, English where none is written", async () => {
    await saveWhatsappTemplates(database.db, ADMIN, [
      { name: "Welcome", text: { en: "Hi {first_name}", ur: "سلام {first_name}" } },
      { name: "Price", text: { en: "Prices, {first_name}" } },
    ]);
    const urduLead = await insertLead("new", "ur");
    const text = async (template: number, language?: "en" | "ur") =>
      new URL(
        (await whatsappReplyUrlFor(database.db, urduLead, template, language)) ?? "",
      ).searchParams.get("text");
    expect(await text(0)).toBe("سلام \u2068Sana\u2069");
    expect(await text(0, "en")).toBe("Hi Sana");
    expect(await text(1)).toBe("Prices, Sana");
  });
});

describe("recordWhatsappReply", () => {
  it("marks a new lead contacted and records the reply on the timeline and in the log", async () => {
    const id = await insertLead();
    expect(await recordWhatsappReply(database.db, ADMIN, id, { template: WELCOME })).toBe(true);
    expect(await statusOf(id)).toBe("contacted");
    const timeline = await listLeadTimeline(database.db, id);
    expect(timeline.map((item) => [item.kind, item.actorName])).toEqual([
      ["status", "Ayesha"],
      ["whatsapp", "Ayesha"],
    ]);
    const [entry] = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "contact_lead_whatsapp"));
    expect(entry).toMatchObject({
      entityId: id,
      details: { template: "Welcome", language: "en", status: "contacted" },
    });
  });

  it("keeps a won lead won, and refuses a missing lead", async () => {
    const id = await insertLead("won");
    await recordWhatsappReply(database.db, ADMIN, id, { template: WELCOME });
    expect(await statusOf(id)).toBe("won");
    expect(
      await recordWhatsappReply(database.db, ADMIN, "00000000-0000-4000-8000-000000000000", {
        template: WELCOME,
      }),
    ).toBe(false);
  });

  it("through the posted form: a template that does not exist changes nothing", async () => {
    const post = (form: FormData) =>
      answered(answerLeadCommand(database.db, ADMIN, form, { timeZone: "UTC", log: quietLog }));
    const id = await insertLead();
    const form = new FormData();
    form.set("intent", "whatsapp-reply");
    form.set("id", id);
    form.set("template", "3");
    expect(await post(form)).toMatchObject({
      status: 409,
      result: { ok: false, description: "That message template no longer exists." },
    });
    expect(await statusOf(id)).toBe("new");
    form.set("template", "0");
    form.set("language", "ur");
    expect(await post(form)).toMatchObject({
      status: 200,
      result: { ok: true, message: "Contacted via WhatsApp" },
    });
    // The language of the text sent is recorded with the reply.
    const [entry] = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "contact_lead_whatsapp"));
    expect(entry?.details).toMatchObject({ template: "Welcome", language: "ur" });
  });
});
