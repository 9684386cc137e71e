import type { LeadTouchKind } from "#app/db/enums.ts";

// The channels a lead came through (docs/decisions/0047-one-lead-across-channels.md): a touch's
// kind follows from the source its lead or submission names.

/** The source of a lead the team entered from a WhatsApp chat. */
export const WHATSAPP_CHAT_SOURCE = "whatsapp_chat";
/** Book a Demo's source (bookings/book-demo.server.ts uses this one). */
export const DEMO_BOOKING_SOURCE = "demo_booking";

export function touchKindOf(source: string): LeadTouchKind {
  if (source === DEMO_BOOKING_SOURCE) return "booking";
  if (source === WHATSAPP_CHAT_SOURCE) return "chat";
  return "form";
}
