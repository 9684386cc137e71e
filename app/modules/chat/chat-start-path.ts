import type { ChatChannel } from "#app/db/enums.ts";

/** A chat button's link: our own address that starts the chat (app/routes/api/chat.ts). */
export function chatStartPath(channel: ChatChannel, pagePath: string): string {
  return `/chat/${channel}?from=${encodeURIComponent(pagePath)}`;
}
