import type { ChatChannel } from "#app/db/enums.ts";
import type { SocialLinks } from "#app/db/schema.ts";
import { offeredChatNumber } from "./chat-number.ts";

// Where a visitor can start a chat (docs/decisions/0048-chat-links-inside-pages.md): WhatsApp
// with a valid number while the owner's switch is on; Messenger and Instagram while Website
// Settings' social links name a Facebook page and an Instagram account.

/** A page or account name as the networks allow it: letters, digits, dots, _ and -. */
const NAME = /^[\w.-]{1,100}$/;

/**
 * The first path segment of an address on one of `hosts` and the address read (a social link
 * typed without its scheme is https), or null.
 */
function firstSegmentOn(
  link: string | undefined,
  hosts: readonly string[],
): { segment: string; url: URL } | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!hosts.includes(host) && !hosts.includes(host.replace(/^(www|m|web)\./, ""))) return null;
  const segment = decodeURIComponent(url.pathname.split("/")[1] ?? "");
  return NAME.test(segment) ? { segment, url } : null;
}

/**
 * The Facebook page's name or id that `m.me/<page>` opens, from the page's address
 * (`facebook.com/yourpage`, `facebook.com/profile.php?id=123`, `m.me/yourpage`); null when the
 * address names no page (a group, a post, another site).
 */
export function messengerPageOf(facebookLink: string | undefined): string | null {
  const found = firstSegmentOn(facebookLink, ["facebook.com", "fb.com", "m.me"]);
  if (found?.segment === "profile.php") {
    const id = found.url.searchParams.get("id");
    return id && /^\d{1,30}$/.test(id) ? id : null;
  }
  if (!found || ["groups", "pages", "people", "events", "watch", "share"].includes(found.segment)) {
    return null;
  }
  return found.segment;
}

/** The Instagram account that `ig.me/m/<account>` opens, from its address; null when none. */
export function instagramAccountOf(instagramLink: string | undefined): string | null {
  const found = firstSegmentOn(instagramLink, ["instagram.com", "instagr.am"]);
  if (!found || ["p", "reel", "reels", "stories", "explore"].includes(found.segment)) return null;
  return found.segment;
}

export type ChatChannelConfig = {
  chatButton: boolean;
  whatsappNumber: string;
  phone: string;
  socialLinks?: SocialLinks;
};

/** The channels a chat can start on, WhatsApp first: the site shows a link for each. */
export function offeredChatChannels(config: ChatChannelConfig): ChatChannel[] {
  const channels: ChatChannel[] = [];
  if (offeredChatNumber(config)) channels.push("whatsapp");
  if (messengerPageOf(config.socialLinks?.facebook)) channels.push("messenger");
  if (instagramAccountOf(config.socialLinks?.instagram)) channels.push("instagram");
  return channels;
}

/** The Facebook page's Messenger chat; `ref` reaches the page's webhook as the chat's referral. */
export function messengerChatUrl(page: string, code: string): string {
  return `https://m.me/${encodeURIComponent(page)}?ref=${encodeURIComponent(code)}`;
}

/** The Instagram account's chat. ig.me takes no text or reference: the code does not travel. */
export function instagramChatUrl(account: string): string {
  return `https://ig.me/m/${encodeURIComponent(account)}`;
}
