import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatReferences, pageViews, websiteConfig } from "#app/db/schema.ts";
import { resolveChatReference } from "#app/modules/chat/resolve-chat-reference.server.ts";
import { CHAT_START_LIMIT } from "#app/modules/chat/start-chat.server.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { loader } from "./chat.ts";

// GET /chat/{channel}: a chat tied to the visit it was started in, then on to WhatsApp; a bare
// 404 when there is no chat to start, and a limit per client address.

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const VISITOR_IP = "198.51.100.20";

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({ site: { "chat/:channel": { loader } } });
});
afterAll(() => app.close());

async function setConfig(values: Partial<typeof websiteConfig.$inferInsert>) {
  await app.db.update(websiteConfig).set(values).where(eq(websiteConfig.id, 1));
}

beforeEach(() =>
  setConfig({ whatsappNumber: "0300 1234567", phone: "", chatButton: true, chatMessage: {} }),
);

const start = (path: string, ip = VISITOR_IP) =>
  app.send(new Request(`${SITE}${path}`, { headers: { "User-Agent": PHONE_UA } }), ip);

const codeOf = (location: string) =>
  /Ref: ([0-9A-Z]{5})$/.exec(new URL(location).searchParams.get("text") ?? "")?.[1] ?? "";

describe("starting a WhatsApp chat", () => {
  it("stores the visit's campaign under a new code and sends the browser to wa.me with it", async () => {
    const visitor = await app.services.analytics.visitorIds.idOf({
      ip: VISITOR_IP,
      userAgent: PHONE_UA,
      site: SITE,
    });
    await app.db.insert(pageViews).values({
      day: visitor.day,
      visitorId: visitor.visitorId,
      path: "/",
      entry: true,
      utmSource: "x",
      utmCampaign: "y",
      referrerHost: "facebook.com",
      device: "mobile",
    });
    const response = await start("/chat/whatsapp?from=%2Fpricing");
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("set-cookie")).toBeNull();
    const location = response.headers.get("location") ?? "";
    const code = codeOf(location);
    expect(location).toBe(
      `https://wa.me/923001234567?text=${encodeURIComponent(
        `Hi! I'm interested in DMflow. I was reading Pricing.\n\nRef: ${code}`,
      )}`,
    );
    expect(await resolveChatReference(app.db, code)).toMatchObject({
      code,
      channel: "whatsapp",
      page: "/pricing",
      locale: "en",
      visitorDay: visitor.day,
      visitorId: visitor.visitorId,
      landingPage: "/",
      referrer: "facebook.com",
      utmSource: "x",
      utmCampaign: "y",
      device: "mobile",
    });
  });

  it("writes the Urdu page's message in Urdu, the owner's text and a plan's name filled in", async () => {
    const [plan] = await app.db
      .execute<{ id: string }>(
        sql`SELECT id FROM pricing_plans WHERE is_active ORDER BY display_order LIMIT 1`,
      )
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    const urdu = await start(`/chat/whatsapp?from=${encodeURIComponent("/ur/pricing")}`);
    const text = new URL(urdu.headers.get("location") ?? "").searchParams.get("text") ?? "";
    expect(text).toMatch(
      /^السلام علیکم! مجھے .+ میں دلچسپی ہے۔ میں نے .+ کا صفحہ پڑھا۔\n\nحوالہ: \u2066[0-9A-Z]{5}\u2069$/,
    );

    await setConfig({ chatMessage: { en: "Tell me about {plan} ({page})" } });
    const withPlan = await start(`/chat/whatsapp?from=%2Fpricing&plan=${plan!.id}`);
    const message = new URL(withPlan.headers.get("location") ?? "").searchParams.get("text");
    expect(message).toMatch(/^Tell me about \S.* \(Pricing\)\n\nRef: [0-9A-Z]{5}$/);
  });

  it("takes only a path of this site as the page", async () => {
    const response = await start("/chat/whatsapp?from=https%3A%2F%2Fevil.example%2F");
    const code = codeOf(response.headers.get("location") ?? "");
    expect((await resolveChatReference(app.db, code)).page).toBe("/");
  });

  it("answers 404 and stores nothing without a valid number, with the button off, or for an unknown channel", async () => {
    const before = await app.db.$count(chatReferences);
    await setConfig({ whatsappNumber: "", phone: "" });
    expect((await start("/chat/whatsapp?from=%2F")).status).toBe(404);
    await setConfig({ whatsappNumber: "12345" });
    expect((await start("/chat/whatsapp?from=%2F")).status).toBe(404);
    await setConfig({ whatsappNumber: "", phone: "+92 321 7654321", chatButton: false });
    expect((await start("/chat/whatsapp?from=%2F")).status).toBe(404);
    await setConfig({ chatButton: true });
    expect((await start("/chat/telegram?from=%2F")).status).toBe(404);
    expect(await app.db.$count(chatReferences)).toBe(before);
    // The phone stands in for an empty WhatsApp number.
    const response = await start("/chat/whatsapp?from=%2F");
    expect(response.headers.get("location")).toMatch(/^https:\/\/wa\.me\/923217654321\?text=/);
  });

  it("limits each client address, others still served", async () => {
    const busy = "198.51.100.7";
    let last: Response | undefined;
    for (let request = 0; request <= CHAT_START_LIMIT.limit; request++) {
      last = await start("/chat/whatsapp", busy);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await start("/chat/whatsapp", "198.51.100.8")).status).toBe(302);
  });
});
