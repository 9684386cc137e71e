import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatReferences, websiteConfig, websitePages } from "#app/db/schema.ts";
import { resolveChatReference } from "#app/modules/chat/resolve-chat-reference.server.ts";
import { homePageSections } from "#app/modules/sections/built-in/home.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { loader } from "./chat.ts";

// The chat links inside pages (docs/decisions/0048-chat-links-inside-pages.md): the message a
// page, a section's "WhatsApp chat" button or a plan starts the chat with, read by the server
// from what the link names; and the Messenger and Instagram chats from the social links.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({ site: { "chat/:channel": { loader } } });
});
afterAll(() => app.close());

async function setConfig(values: Partial<typeof websiteConfig.$inferInsert>) {
  await app.db.update(websiteConfig).set(values).where(eq(websiteConfig.id, 1));
}

async function setPage(slug: string, values: Partial<typeof websitePages.$inferInsert>) {
  await app.db.update(websitePages).set(values).where(sql`${websitePages.slug} ->> 'en' = ${slug}`);
}

beforeEach(async () => {
  await setConfig({
    whatsappNumber: "0300 1234567",
    phone: "",
    chatButton: true,
    chatMessage: {},
    socialLinks: {},
  });
  await setPage("pricing", { chatMessage: {} });
});

const start = (path: string) =>
  app.send(new Request(`${SITE}${path}`, { headers: { "User-Agent": "Mozilla/5.0" } }));

async function messageOf(path: string): Promise<string> {
  const response = await start(path);
  expect(response.status).toBe(302);
  const text = new URL(response.headers.get("location") ?? "").searchParams.get("text") ?? "";
  return text.replace(/\n\n(Ref: |حوالہ: )\S+$/, "");
}

async function firstPlan(): Promise<{ id: string; name: string }> {
  const result = await app.db.execute<{ id: string; name: string }>(
    sql`SELECT id, name ->> 'en' AS name FROM pricing_plans WHERE is_active ORDER BY display_order LIMIT 1`,
  );
  return (result as unknown as { rows: { id: string; name: string }[] }).rows[0]!;
}

describe("a page's chat message", () => {
  it("starts a chat from that page in its language, else the site's", async () => {
    await setConfig({ chatMessage: { en: "Site message" } });
    await setPage("pricing", {
      chatMessage: { en: "Prices of {product}, from {page}", ur: "{product} کی قیمتیں، {page} سے" },
    });
    expect(await messageOf("/chat/whatsapp?from=%2Fpricing")).toBe(
      "Prices of DMflow, from Pricing",
    );
    expect(await messageOf(`/chat/whatsapp?from=${encodeURIComponent("/ur/pricing")}`)).toMatch(
      /^DMflow کی قیمتیں، .+ سے$/,
    );
    expect(await messageOf("/chat/whatsapp?from=%2Fabout")).toBe("Site message");
  });
});

describe("a plan's chat", () => {
  it("names the plan: the catalogue's plan message while the owner's names no {plan}", async () => {
    const plan = await firstPlan();
    await setConfig({ chatMessage: { en: "Hello from {page}" } });
    expect(await messageOf(`/chat/whatsapp?from=%2Fpricing&plan=${plan.id}`)).toBe(
      `Hi! I'd like to know more about the ${plan.name} plan of DMflow.`,
    );
    await setPage("pricing", { chatMessage: { en: "Is {plan} right for me?" } });
    expect(await messageOf(`/chat/whatsapp?from=%2Fpricing&plan=${plan.id}`)).toBe(
      `Is ${plan.name} right for me?`,
    );
    // An id that names no plan asks about none.
    expect(
      await messageOf("/chat/whatsapp?from=%2Fpricing&plan=00000000-0000-0000-0000-000000000000"),
    ).toBe("Is  right for me?");
  });
});

describe("a section's WhatsApp chat button", () => {
  it("starts the chat with its own message, found from the section and the button", async () => {
    const body = homePageSections();
    const hero = body.content.find((section) => section.props.id === "hero")!;
    const buttons = hero.props.buttons as Record<string, unknown>[];
    buttons[1] = {
      label: { en: "Chat with us" },
      kind: "whatsapp",
      message: { en: "Hi! I saw {page} and want a demo.", ur: "سلام! مجھے ڈیمو چاہیے۔" },
    };
    await setPage("home", { sections: body });
    expect(await messageOf("/chat/whatsapp?from=%2F&link=hero.1")).toBe(
      "Hi! I saw Home and want a demo.",
    );
    expect(await messageOf(`/chat/whatsapp?from=${encodeURIComponent("/ur")}&link=hero.1`)).toBe(
      "سلام! مجھے ڈیمو چاہیے۔",
    );
    // A button that is a web address, another page's section, or no reference: the page's or the site's.
    await setConfig({ chatMessage: { en: "Site message" } });
    expect(await messageOf("/chat/whatsapp?from=%2F&link=hero.0")).toBe("Site message");
    expect(await messageOf("/chat/whatsapp?from=%2Fpricing&link=hero.1")).toBe("Site message");
    expect(await messageOf("/chat/whatsapp?from=%2F&link=Hi%20there")).toBe("Site message");
  });
});

describe("Messenger and Instagram chats", () => {
  it("open the page's Messenger chat with the code as its ref, and the Instagram account's chat", async () => {
    await setConfig({
      chatButton: false,
      socialLinks: {
        facebook: "https://www.facebook.com/dmflow.pk",
        instagram: "https://instagram.com/dmflow.pk/",
      },
    });
    const messenger = await start("/chat/messenger?from=%2Fcontact");
    expect(messenger.status).toBe(302);
    expect(messenger.headers.get("set-cookie")).toBeNull();
    const location = messenger.headers.get("location") ?? "";
    const code = /^https:\/\/m\.me\/dmflow\.pk\?ref=([0-9A-Z]{5})$/.exec(location)?.[1] ?? "";
    expect(await resolveChatReference(app.db, code)).toMatchObject({
      channel: "messenger",
      page: "/contact",
    });
    const instagram = await start("/chat/instagram?from=%2Fcontact");
    expect(instagram.headers.get("location")).toBe("https://ig.me/m/dmflow.pk");
    // The row is stored, counted as a chat started, though its code cannot travel (ADR 0048).
    expect(await app.db.$count(chatReferences, eq(chatReferences.channel, "instagram"))).toBe(1);
  });

  it("answer 404 while the social links name no page or account", async () => {
    await setConfig({ socialLinks: { facebook: "https://facebook.com/groups/sellers" } });
    expect((await start("/chat/messenger?from=%2F")).status).toBe(404);
    expect((await start("/chat/instagram?from=%2F")).status).toBe(404);
  });
});
