import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { BackLink } from "#app/components/admin/back-link.tsx";
import { ActionAnswer } from "#app/components/admin/bookings/action-answer.tsx";
import {
  type BookingActionResult,
  BookingActions,
} from "#app/components/admin/bookings/booking-actions.tsx";
import { BookingFacts } from "#app/components/admin/bookings/booking-facts.tsx";
import { BookingStatusBadge } from "#app/components/admin/bookings/booking-status-badge.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { answerIntent } from "#app/lib/intent-action.ts";
import { fieldsRefused, RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { forbidden, requirePermission } from "#app/modules/auth/session.server.ts";
import {
  type BookingIntent,
  parseBookingForm,
} from "#app/modules/bookings/booking-console-form.ts";
import { BOOKINGS_LIST_PATH, safeBookingsBackPath } from "#app/modules/bookings/booking-filters.ts";
import { listBookingHosts } from "#app/modules/bookings/booking-list.server.ts";
import { markBookingOutcome } from "#app/modules/bookings/booking-outcome.server.ts";
import { readOfferedTimes } from "#app/modules/bookings/offered-times.server.ts";
import { reassignHostBookings } from "#app/modules/bookings/reassign-host-bookings.server.ts";
import {
  bookingForStaff,
  staffScopeOf,
} from "#app/modules/bookings/staff-booking-access.server.ts";
import {
  cancelBookingByStaff,
  rescheduleBookingByStaff,
} from "#app/modules/bookings/staff-booking-changes.server.ts";
import { whatsappReminderUrl } from "#app/modules/bookings/whatsapp-reminder.ts";
import { getSiteTitle } from "#app/modules/site-config/site-config.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/booking-detail";

// A meeting's page (docs/decisions/0043-bookings-in-the-database.md): when, who, where, the
// lead and their notes; reschedule, cancel and a WhatsApp reminder before it; done or no-show
// after. Someone who works only their own bookings opens the demos booked with them alone.

const REASSIGN_BY_MANAGERS = "An Admin or Moderator moves a meeting to another host.";

const backPathOf = (request: Request) =>
  safeBookingsBackPath(new URL(request.url).searchParams.get("back"));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = requirePermission({ request, context }, "bookings.work");
  const { db, config } = context.get(servicesContext);
  const booking = await bookingForStaff(db, params.bookingId, staffScopeOf(viewer)).catch(
    (error: unknown) => {
      const rule = ruleErrorOf(error);
      if (rule?.code === "forbidden") throw forbidden();
      if (rule?.code === "not-found") throw data(null, { status: 404 });
      throw error;
    },
  );
  const now = Date.now();
  const changeable = booking.status === "booked" && booking.startsAt.getTime() > now;
  const offered =
    changeable && booking.host
      ? (
          await readOfferedTimes(db, {
            host: { id: booking.host.id },
            now,
            ignoreBookingId: booking.id,
          })
        ).times
          .map((time) => time.start)
          .filter((start) => start !== booking.startsAt.getTime())
      : [];
  // Whoever manages bookings may hand the meeting to another host taking demos.
  const hosts =
    changeable && staffScopeOf(viewer).onlyHostId === null
      ? (await listBookingHosts(db)).filter(
          (host) => host.takingDemos && host.id !== booking.host?.id,
        )
      : [];
  return {
    booking,
    changeable,
    hosts: hosts.map(({ id, name }) => ({ id, name })),
    hasStarted: booking.status !== "cancelled" && booking.startsAt.getTime() <= now,
    offered,
    whatsappUrl: changeable ? whatsappReminderUrl(booking, await getSiteTitle(db)) : null,
    siteTimeZone: config.SITE_TIMEZONE,
    backPath: backPathOf(request),
  };
}

/** The form's fields as its schema reads them, or its refusal beside them. */
function formOf<Intent extends BookingIntent>(intent: Intent, formData: FormData) {
  const submission = parseBookingForm(intent, formData);
  if (submission.status !== "success") {
    throw fieldsRefused(submission.error, "Please check the highlighted field.");
  }
  return submission.value;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = requirePermission({ request, context }, "bookings.work");
  const { db, config, notifications } = context.get(servicesContext);
  const formData = await request.formData();
  const scope = staffScopeOf(viewer);
  const bookingId = params.bookingId;
  return answerIntent<BookingIntent>(
    formData,
    {
      reschedule: async () => {
        const { start } = formOf("reschedule", formData);
        await rescheduleBookingByStaff(db, { bookingId, start, scope });
        notifications.nudge();
        return "Meeting rescheduled. The visitor gets the updated invitation.";
      },
      cancel: async () => {
        const { reason } = formOf("cancel", formData);
        await cancelBookingByStaff(db, { bookingId, reason, scope });
        notifications.nudge();
        return "Meeting cancelled. The visitor is told.";
      },
      reassign: async () => {
        if (scope.onlyHostId !== null) throw new RuleError("forbidden", REASSIGN_BY_MANAGERS);
        const { toHostId } = formOf("reassign", formData);
        await bookingForStaff(db, bookingId, scope);
        await reassignHostBookings(db, {
          from: { bookingId: String(bookingId) },
          toHostId,
          actorId: viewer.id,
          timeZone: config.SITE_TIMEZONE,
        });
        notifications.nudge();
        return "Meeting moved to another host. The visitor gets the updated invitation.";
      },
      done: async () => {
        await markBookingOutcome(db, { bookingId, outcome: "done", scope });
        return "Marked done";
      },
      "no-show": async () => {
        await markBookingOutcome(db, { bookingId, outcome: "no_show", scope });
        return "Marked as a no-show";
      },
    },
    {
      log: context.get(requestInfoContext).log,
      fallback: "Something went wrong. Please try again.",
      what: "Booking",
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Meeting | Bookings | Admin" }];

export default function BookingDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, changeable, hasStarted, offered, whatsappUrl, hosts, siteTimeZone, backPath } =
    loaderData;
  const answer = actionData as BookingActionResult | undefined;
  return (
    <>
      <BackLink to={backPath}>Back to Bookings</BackLink>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          Demo with {booking.lead.name}
        </h1>
        <BookingStatusBadge status={booking.status} />
      </div>
      {answer ? <ActionAnswer answer={answer} /> : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <BookingFacts booking={booking} siteTimeZone={siteTimeZone} />
        <BookingActions
          status={booking.status}
          changeable={changeable}
          hasStarted={hasStarted}
          offered={offered}
          timeZone={siteTimeZone}
          whatsappUrl={whatsappUrl}
          hosts={hosts}
          answer={answer}
        />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? "Meeting not found" : "Something went wrong"}
      </h1>
      <p className="text-muted-foreground">
        {notFound
          ? "This booking does not exist. It may have been deleted with its lead."
          : "The meeting could not be loaded. Please try again."}
      </p>
      <Link to={BOOKINGS_LIST_PATH} className={buttonVariants()}>
        <ArrowLeft aria-hidden="true" />
        Back to Bookings
      </Link>
    </div>
  );
}
