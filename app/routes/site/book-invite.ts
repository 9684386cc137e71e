import { TOKEN_PAGE_HEADERS } from "#app/lib/route-headers.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { readBookingOfLink } from "#app/modules/bookings/booking-of-link.server.ts";
import { bookingInviteFile } from "#app/modules/bookings/visitor-booking.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/book-invite";

// A booking's invitation (.ics), for the confirmation's download: opened by the reschedule
// link's secret, so only the visitor (and whoever they forward the link to) can read it. A
// cancelled booking's file takes the meeting off the calendar (METHOD:CANCEL).

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  try {
    const booking = await readBookingOfLink(db, params.token, "reschedule");
    const file = bookingInviteFile(booking, { locale: booking.locale, now: Date.now() });
    const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
    return new Response(file, {
      headers: {
        "Content-Type": `text/calendar; charset=utf-8; method=${method}`,
        "Content-Disposition": 'attachment; filename="invite.ics"',
        ...TOKEN_PAGE_HEADERS,
      },
    });
  } catch (error) {
    const refusal = ruleErrorOf(error);
    if (!refusal) throw error;
    return new Response(refusal.message, {
      status: refusal.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
    });
  }
}
