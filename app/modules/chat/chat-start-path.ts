import type { ChatChannel } from "#app/db/enums.ts";

/**
 * What a chat link asks about beside its page: a plan (`plan`, its id), or a section's button
 * whose own message the server reads (`link`, sectionLinkRef). Never the message itself: our
 * address must not send arbitrary text on (docs/decisions/0048-chat-links-inside-pages.md).
 */
export type ChatStartOptions = { plan?: string; link?: string };

/** A chat link: our own address that starts the chat (app/routes/api/chat.ts). */
export function chatStartPath(
  channel: ChatChannel,
  pagePath: string,
  options: ChatStartOptions = {},
): string {
  const query = new URLSearchParams({ from: pagePath });
  if (options.plan) query.set("plan", options.plan);
  if (options.link) query.set("link", options.link);
  return `/chat/${channel}?${query.toString()}`;
}

/** A section button's reference in a chat link: the section's id and the button's place. */
export function sectionLinkRef(sectionId: string, buttonIndex: number): string {
  return `${sectionId}.${buttonIndex}`;
}

/** A link reference read back, or null when it is not one. */
export function parseSectionLinkRef(
  ref: string | null,
): { sectionId: string; buttonIndex: number } | null {
  const match = ref?.match(/^([\w-]{1,64})\.(\d)$/);
  return match ? { sectionId: match[1]!, buttonIndex: Number(match[2]) } : null;
}

/** The QR code of the same chat, made per visit (app/routes/api/chat-qr.ts, ADR 0049). */
export function chatQrPath(channel: ChatChannel, pagePath: string): string {
  return `/chat/${channel}/qr.svg?from=${encodeURIComponent(pagePath)}`;
}
