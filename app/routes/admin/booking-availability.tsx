import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { ActionAnswer } from "#app/components/admin/bookings/action-answer.tsx";
import { BookingsTabs } from "#app/components/admin/bookings/bookings-tabs.tsx";
import { CalendarFeedCard } from "#app/components/admin/bookings/calendar-feed-card.tsx";
import { HostAvailabilityForm } from "#app/components/admin/bookings/host-availability-form.tsx";
import { HostsRosterCard } from "#app/components/admin/bookings/hosts-roster-card.tsx";
import { answerIntent, type IntentResult, intentOf } from "#app/lib/intent-action.ts";
import { fieldsRefused, RuleError } from "#app/lib/rule-error.ts";
import { forbidden, requirePermission } from "#app/modules/auth/session.server.ts";
import { listHostRoster, setTakesDemos } from "#app/modules/bookings/booking-host-roster.server.ts";
import { calendarFeedPath } from "#app/modules/bookings/calendar-feed.ts";
import { refreshHostCalendar } from "#app/modules/bookings/calendar-refresh.server.ts";
import { readHostAvailability } from "#app/modules/bookings/host-availability.server.ts";
import { parseHostAvailability } from "#app/modules/bookings/host-availability-form.ts";
import { renewFeedToken, revokeFeedToken } from "#app/modules/bookings/host-feed-token.server.ts";
import { reassignHostBookings } from "#app/modules/bookings/reassign-host-bookings.server.ts";
import { saveHostAvailability } from "#app/modules/bookings/save-host-availability.server.ts";
import { can } from "#app/modules/users/permissions.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/booking-availability";

// Availability, a tab of Bookings: each host their own (hours, zone, dates, meeting rules, place,
// their calendar's address) and their calendar feed; an Admin or Moderator also chooses who
// takes demos, edits any host's availability (?host=) and moves a departing host's meetings.

type AvailabilityIntent = "save" | "feed-renew" | "feed-revoke" | "hosting" | "reassign";
type AvailabilityResult =
  | IntentResult<AvailabilityIntent, { feedUrl: string }>
  | { ok: false; intent: "save"; error: ""; reply: SubmissionResult<string[]> };

const CHOSEN_BY_MANAGERS = "An Admin or Moderator chooses who takes demos.";
const NOT_A_HOST = "You do not take demos yet. An Admin or Moderator can turn it on for you.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requirePermission({ request, context }, "bookings.work");
  const { db } = context.get(servicesContext);
  const manage = can(viewer, "bookings.manage");
  const asked = new URL(request.url).searchParams.get("host");
  // Someone who works only their own bookings edits only their own availability (ADR 0027).
  if (asked && asked !== viewer.id && !manage) throw forbidden();
  const hostId = asked ?? viewer.id;
  const availability = await readHostAvailability(db, hostId);
  if (asked && asked !== viewer.id && !availability) throw data(null, { status: 404 });
  const roster = manage ? await listHostRoster(db) : [];
  return {
    hostId,
    own: hostId === viewer.id,
    hostName: roster.find((entry) => entry.id === hostId)?.name ?? viewer.name,
    availability,
    roster,
    manage,
    timeZones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requirePermission({ request, context }, "bookings.work");
  const { db, config, baseUrl, outbound, notifications } = context.get(servicesContext);
  const { log } = context.get(requestInfoContext);
  const manage = can(viewer, "bookings.manage");
  const formData = await request.formData();
  const posted = (name: string) => String(formData.get(name) ?? "");
  // A list button (Add hours, Remove, Add a date) pressed before the scripts ran posts the
  // form: it comes back with the list changed and nothing saved (conform's reply).
  if (intentOf(formData, ["save"]) === "save") {
    const submission = parseHostAvailability(formData);
    if (submission.status === undefined) {
      return { ok: false as const, intent: "save" as const, error: "", reply: submission.reply() };
    }
  }
  const managersOnly = () => {
    if (!manage) throw new RuleError("forbidden", CHOSEN_BY_MANAGERS);
  };
  return answerIntent<AvailabilityIntent, { feedUrl: string }>(
    formData,
    {
      save: async () => {
        const hostId = posted("hostId");
        if (hostId !== viewer.id) managersOnly();
        const stored = await readHostAvailability(db, hostId);
        if (!stored && !manage) throw new RuleError("forbidden", NOT_A_HOST);
        const submission = parseHostAvailability(formData);
        if (submission.status !== "success") {
          throw fieldsRefused(submission.error, "Please check the highlighted fields.");
        }
        // Taking demos is the managers' choice; a host's own save keeps it as it is.
        const values = manage
          ? submission.value
          : { ...submission.value, takesDemos: stored?.takesDemos ?? false };
        await saveHostAvailability(db, hostId, values);
        // A pasted calendar's busy times, read now rather than at the next pass; the answer
        // does not wait for it (a slow calendar may take 15 s, and a failure is logged).
        if (values.calendarUrl) {
          refreshHostCalendar(db, outbound, log, hostId).catch((err: unknown) =>
            log.error({ err }, "Calendars: reading a saved calendar failed"),
          );
        }
        return "Availability saved";
      },
      "feed-renew": async () => {
        const token = await renewFeedToken(db, viewer.id);
        if (!token) throw new RuleError("invalid", NOT_A_HOST);
        return {
          message: "New feed address made. The old one no longer works.",
          feedUrl: `${baseUrl}${calendarFeedPath(token)}`,
        };
      },
      "feed-revoke": async () => {
        await revokeFeedToken(db, viewer.id);
        return "Calendar feed turned off";
      },
      hosting: async () => {
        managersOnly();
        const takesDemos = posted("takesDemos") === "true";
        await setTakesDemos(db, {
          userId: posted("userId"),
          takesDemos,
          siteTimeZone: config.SITE_TIMEZONE,
        });
        return takesDemos ? "They now take demos" : "They no longer take demos";
      },
      reassign: async () => {
        managersOnly();
        const moved = await reassignHostBookings(db, {
          from: { hostId: posted("fromHostId") },
          toHostId: posted("toHostId"),
          actorId: viewer.id,
          timeZone: config.SITE_TIMEZONE,
        });
        notifications.nudge();
        return `Moved ${moved} ${moved === 1 ? "meeting" : "meetings"}`;
      },
    },
    {
      log,
      fallback: "Something went wrong. Please try again.",
      what: "Availability",
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Availability | Bookings | Admin" }];

export default function BookingAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { hostId, own, hostName, availability, roster, manage, timeZones } = loaderData;
  const answer = actionData as AvailabilityResult | undefined;
  const feedUrl = answer?.ok ? (answer.feedUrl ?? null) : null;
  return (
    <>
      <AdminPageHeader title="Bookings" subtitle="Demo meetings booked on the website" />
      <BookingsTabs />
      {answer && !("reply" in answer) ? <ActionAnswer answer={answer} /> : null}
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
        <div className="grid gap-6">
          <h2 className="text-xl font-semibold [overflow-wrap:anywhere]">
            {own ? "Your availability" : `${hostName}'s availability`}
          </h2>
          {availability ? (
            <HostAvailabilityForm
              key={hostId}
              hostId={hostId}
              defaultValue={availability.values}
              timeZones={timeZones}
              canChooseHosting={manage}
              answer={answer}
            />
          ) : (
            <p className="rounded-md border bg-card p-4 text-sm">
              {manage
                ? "You do not take demos. Turn it on under Who takes demos to set your hours."
                : NOT_A_HOST}
            </p>
          )}
        </div>
        <div className="grid gap-6">
          {own && availability ? (
            <CalendarFeedCard feedOn={availability.feedOn || feedUrl !== null} feedUrl={feedUrl} />
          ) : null}
          {manage ? <HostsRosterCard roster={roster} editingId={hostId} /> : null}
        </div>
      </div>
    </>
  );
}
