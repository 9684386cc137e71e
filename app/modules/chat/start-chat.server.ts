import { randomInt } from "node:crypto";
import { UAParser } from "ua-parser-js";
import type { Database } from "#app/db/client.server.ts";
import { CHAT_CHANNELS, type ChatChannel, type ChatOrigin } from "#app/db/enums.ts";
import { chatReferences } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { deviceClassOf } from "#app/modules/analytics/page-view.ts";
import type { PageViewRecorder } from "#app/modules/analytics/page-views.server.ts";
import { visitCampaignOf } from "#app/modules/analytics/visit-campaign.server.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { localeFromPath } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import type { SiteConfig } from "#app/modules/site-config/defaults.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import {
  instagramAccountOf,
  instagramChatUrl,
  messengerChatUrl,
  messengerPageOf,
  offeredChatChannels,
} from "./chat-channels.ts";
import { newChatCode } from "./chat-code.ts";
import { chatTemplateOf, fillChatMessage, whatsappChatUrl, withReference } from "./chat-message.ts";
import { chatNumberOf } from "./chat-number.ts";
import { chatPageOf, chatPlanName } from "./chat-page.server.ts";

// Starting a chat from the site's button (docs/decisions/0046-chat-links-tied-to-visits.md):
// the visitor's id of the day found as a lead's is, the visit's campaign with it, stored under
// a new code that the chat's first message carries.

/**
 * The abuse limit of GET /chat/{channel} per client address: each request stores a row. Loose,
 * as the lead challenges' is: a carrier's shared address has a campaign's visitors behind it.
 */
export const CHAT_START_LIMIT = { bucket: "chat_starts", limit: 300, windowMs: 10 * 60_000 };

/** A page path is stored and shown bounded, as a page view's is. */
const MAX_PATH = 200;
/** Draws of a new code before giving up: each is a collision with a stored one. */
const CODE_DRAWS = 5;

export type ChatStart = {
  db: Database;
  analytics: Pick<PageViewRecorder, "visitorIds" | "views">;
  /** The client's address and User-Agent, and the site's origin: the day's visitor id. */
  ip: string;
  userAgent: string;
  site: string;
  /** The route's channel segment, any text: an unknown one starts nothing. */
  channel: string;
  /**
   * The page the link was on (`from`), the plan asked about (`plan`), the section button whose
   * message starts the chat (`link`, sectionLinkRef), as the link says.
   */
  from: string | null;
  plan: string | null;
  link: string | null;
  /** A link clicked (the default), or a QR code shown to scan (ADR 0049). */
  origin?: ChatOrigin;
  now?: Date;
};

export const isChatChannel = (value: string): value is ChatChannel =>
  (CHAT_CHANNELS as readonly string[]).includes(value);

/** A path of this site, or "/" for anything else (another origin, a protocol-relative URL). */
export function chatPagePath(from: string | null): string {
  if (!from?.startsWith("/") || from.startsWith("//")) return "/";
  return from.split(/[?#]/, 1)[0]!.slice(0, MAX_PATH);
}

const noChat = () => new RuleError("not-found", "There is no chat to start here.");

/**
 * Stores the chat's reference and gives the address that opens it, or refuses with a
 * RuleError (not-found) when the channel is unknown or not offered (offeredChatChannels): the
 * site shows no link to it then either.
 */
export async function startChat(start: ChatStart): Promise<{ code: string; location: string }> {
  const { db, now = new Date() } = start;
  const config = await getSiteConfig(db);
  const channel = start.channel;
  if (!isChatChannel(channel) || !offeredChatChannels(config).includes(channel)) throw noChat();
  const page = chatPagePath(start.from);
  const locale = localeFromPath(page);
  const t = translator(locale);
  // Only WhatsApp's link carries a message (ADR 0048): the others open an empty chat.
  const message = channel === "whatsapp" ? await whatsappMessage(start, config, page) : "";
  const visitor = await start.analytics.visitorIds.idOf(
    { ip: start.ip, userAgent: start.userAgent, site: start.site },
    now,
  );
  const campaign = await visitCampaignOf(db, start.analytics.views, visitor, now);
  const row = {
    channel,
    page,
    locale,
    visitorDay: visitor.day,
    visitorId: visitor.visitorId,
    ...campaign,
    device: deviceClassOf(new UAParser(start.userAgent).getDevice().type),
    origin: start.origin ?? "link",
    createdAt: now,
  };
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const [stored] = await db
      .insert(chatReferences)
      .values({ ...row, code: newChatCode(randomInt) })
      .onConflictDoNothing({ target: chatReferences.code })
      .returning({ code: chatReferences.code });
    if (stored) {
      const reference = t("chat.reference", { code: stored.code });
      return {
        code: stored.code,
        location: chatAddress(channel, config, stored.code, message, reference),
      };
    }
  }
  throw new Error("No free chat code after several draws");
}

/**
 * A WhatsApp chat's first message: the template of the button, the page or the site
 * (chatTemplateOf) with the site's placeholders, the page's title and the plan asked about filled
 * in.
 */
async function whatsappMessage(start: ChatStart, config: SiteConfig, page: string) {
  const locale = localeFromPath(page);
  const t = translator(locale);
  const plan = start.plan ? await chatPlanName(start.db, start.plan, locale) : null;
  const chatPage = await chatPageOf(start.db, page, locale, start.link);
  const template = chatTemplateOf(
    {
      link: chatPage.linkMessage,
      page: chatPage.message,
      site: textIn(config.chatMessage, locale),
    },
    { general: t("chat.defaultMessage"), plan: t("chat.planMessage") },
    plan !== null,
  );
  return fillChatMessage(template, {
    facts: siteFactsOf(config),
    locale,
    page: chatPage.title,
    ...(plan ? { plan } : {}),
  });
}

/** Where the chat opens on `channel`, the code in its message or its reference. */
function chatAddress(
  channel: ChatChannel,
  config: SiteConfig,
  code: string,
  message: string,
  reference: string,
): string {
  switch (channel) {
    case "whatsapp":
      return whatsappChatUrl(chatNumberOf(config) ?? "", withReference(message, reference));
    case "messenger":
      return messengerChatUrl(messengerPageOf(config.socialLinks.facebook) ?? "", code);
    case "instagram":
      return instagramChatUrl(instagramAccountOf(config.socialLinks.instagram) ?? "");
  }
}
