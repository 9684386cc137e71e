import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { MeetingPlaceKind } from "#app/db/enums.ts";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { isolateLeftToRightRuns } from "#app/lib/left-to-right.ts";
import { MEETING_PLACE_LABELS } from "#app/modules/bookings/host-availability-definition.ts";
import { visitorMeetingTime } from "#app/modules/bookings/whatsapp-reminder.ts";

export type BookingFactsView = {
  startsAt: Date | string;
  endsAt: Date | string;
  timeZone: string;
  notes: string | null;
  cancelReason: string | null;
  lead: { id: string; name: string; email: string; whatsappNumber: string | null };
  host: {
    name: string;
    email: string;
    timeZone: string;
    place: { kind: MeetingPlaceKind; details: string };
  } | null;
};

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** What a meeting is: when (the site's zone, the visitor's, the host's), who, where, and why. */
export function BookingFacts({
  booking,
  siteTimeZone,
}: {
  booking: BookingFactsView;
  siteTimeZone: string;
}) {
  const minutes = Math.round(
    (new Date(booking.endsAt).getTime() - new Date(booking.startsAt).getTime()) / 60_000,
  );
  const startsAt = new Date(booking.startsAt);
  const zoneTime = (zone: string) => visitorMeetingTime(startsAt, zone, "en");
  const { host } = booking;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Meeting</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Fact term={`When (${siteTimeZone})`}>
            <time dateTime={startsAt.toISOString()} className="font-medium">
              {formatConsoleDateTime(startsAt, siteTimeZone)}
            </time>{" "}
            <span className="text-muted-foreground">· {minutes} minutes</span>
          </Fact>
          {booking.timeZone !== siteTimeZone ? (
            <Fact term={`Visitor's time (${booking.timeZone})`}>{zoneTime(booking.timeZone)}</Fact>
          ) : null}
          {host && host.timeZone !== siteTimeZone && host.timeZone !== booking.timeZone ? (
            <Fact term={`Host's time (${host.timeZone})`}>{zoneTime(host.timeZone)}</Fact>
          ) : null}
          <Fact term="Host">
            {host ? (
              <>
                {host.name} <span className="text-muted-foreground">({host.email})</span>
              </>
            ) : (
              "No host: their account was deleted. Move the meeting to another host, or cancel it."
            )}
          </Fact>
          {host ? (
            <Fact term="Where">
              {MEETING_PLACE_LABELS[host.place.kind]}
              {host.place.details ? (
                <span className="block text-sm text-muted-foreground">{host.place.details}</span>
              ) : host.place.kind === "phone" ? (
                <span className="block text-sm text-muted-foreground">
                  The host calls the visitor's WhatsApp number.
                </span>
              ) : null}
            </Fact>
          ) : null}
          <Fact term="Lead">
            <Link
              to={`/admin/leads/${booking.lead.id}`}
              className="font-medium underline underline-offset-4"
            >
              <bdi>{booking.lead.name}</bdi>
            </Link>
            <span className="block text-sm" dir="ltr">
              {booking.lead.email}
            </span>
            {booking.lead.whatsappNumber ? (
              <span className="block text-sm" dir="ltr">
                {booking.lead.whatsappNumber}
              </span>
            ) : null}
          </Fact>
          <Fact term="Visitor's notes">
            {booking.notes ? (
              <span dir="auto" className="block whitespace-pre-line">
                {isolateLeftToRightRuns(booking.notes)}
              </span>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </Fact>
          {booking.cancelReason ? <Fact term="Reason given">{booking.cancelReason}</Fact> : null}
        </dl>
      </CardContent>
    </Card>
  );
}
