import type { ChatChannel } from "#app/db/enums.ts";

/** A chat button's link: our own address that starts the chat (app/routes/api/chat.ts). */
export function chatStartPath(channel: ChatChannel, pagePath: string): string {
  return `/chat/${channel}?from=${encodeURIComponent(pagePath)}`;
}

/** The QR code of the same chat, made per visit (app/routes/api/chat-qr.ts, ADR 0049). */
export function chatQrPath(channel: ChatChannel, pagePath: string): string {
  return `/chat/${channel}/qr.svg?from=${encodeURIComponent(pagePath)}`;
}
