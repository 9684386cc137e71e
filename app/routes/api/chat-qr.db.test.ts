import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatReferences, websiteConfig } from "#app/db/schema.ts";
import { CHAT_START_LIMIT } from "#app/modules/chat/start-chat.server.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { loader as chatLoader } from "./chat.ts";
import { loader } from "./chat-qr.ts";

// GET /chat/{channel}/qr.svg: the chat button's QR code on a wide screen (ADR 0049), a chat of
// its own per request, stored as shown by a QR code; the button's 404 and limit.

const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({
    site: { "chat/:channel/qr.svg": { loader }, "chat/:channel": { loader: chatLoader } },
  });
});
afterAll(() => app.close());

async function setConfig(values: Partial<typeof websiteConfig.$inferInsert>) {
  await app.db.update(websiteConfig).set(values).where(eq(websiteConfig.id, 1));
}

beforeEach(() => setConfig({ whatsappNumber: "0300 1234567", phone: "", chatButton: true }));

const request = (path: string, ip = "198.51.100.30") =>
  app.send(new Request(`${SITE}${path}`, { headers: { "User-Agent": DESKTOP_UA } }), ip);

describe("the chat's QR code", () => {
  it("stores a reference shown by a QR code and answers an SVG that can run nothing", async () => {
    const before = await app.db.$count(chatReferences);
    const response = await request("/chat/whatsapp/qr.svg?from=%2Fpricing");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("set-cookie")).toBeNull();
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+">/);
    expect(svg).not.toMatch(/<script|<foreignObject|href=/i);
    expect(await app.db.$count(chatReferences)).toBe(before + 1);
    const [stored] = await app.db
      .select()
      .from(chatReferences)
      .orderBy(chatReferences.createdAt)
      .limit(1)
      .offset(before);
    expect(stored).toMatchObject({ origin: "qr", page: "/pricing", device: "desktop" });
  });

  it("answers 404 and stores nothing with the button off or no number", async () => {
    const before = await app.db.$count(chatReferences);
    await setConfig({ chatButton: false });
    expect((await request("/chat/whatsapp/qr.svg?from=%2F")).status).toBe(404);
    await setConfig({ chatButton: true, whatsappNumber: "" });
    expect((await request("/chat/whatsapp/qr.svg?from=%2F")).status).toBe(404);
    await setConfig({ whatsappNumber: "0300 1234567" });
    expect((await request("/chat/telegram/qr.svg?from=%2F")).status).toBe(404);
    expect(await app.db.$count(chatReferences)).toBe(before);
  });

  it("shares the chat button's limit per client address", async () => {
    const busy = "198.51.100.31";
    for (let started = 0; started < CHAT_START_LIMIT.limit; started++) {
      await request("/chat/whatsapp?from=%2F", busy);
    }
    const refused = await request("/chat/whatsapp/qr.svg?from=%2F", busy);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});
