import { CalendarCheck, CalendarPlus, Download } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import type { MeetingPlace } from "#app/modules/bookings/meeting-invite.ts";
import type { BookingConfirmation } from "#app/modules/bookings/visitor-booking.server.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

/** Where the meeting is: a video link (a link), a number or an address (kept left to right). */
function PlaceText({ place }: { place: MeetingPlace }) {
  if (place.kind === "video") {
    return (
      <a href={place.url} dir="ltr" className="break-all text-primary underline underline-offset-4">
        {place.url}
      </a>
    );
  }
  return (
    <bdi dir={place.kind === "phone" ? "ltr" : "auto"}>
      {place.kind === "phone" ? place.number : place.address}
    </bdi>
  );
}

/** The meeting's time in the visitor's zone and the host's, and its place. */
export function MeetingDetails({ confirmation }: { confirmation: BookingConfirmation }) {
  const t = useTranslate();
  const { visitor, host, place } = confirmation;
  return (
    <dl className="grid gap-4 text-base">
      <div>
        <dt className="text-sm font-medium text-muted-foreground">
          {t("booking.confirmation.yourTime")}
        </dt>
        <dd data-meeting-time="" className="font-semibold">
          {visitor.time}
        </dd>
        <dd className="text-sm text-muted-foreground">
          <bdi>{visitor.zone}</bdi>
        </dd>
      </div>
      {host ? (
        <div>
          <dt className="text-sm font-medium text-muted-foreground">
            {t("booking.confirmation.hostTime", { host: host.name })}
          </dt>
          <dd>{host.time}</dd>
          <dd className="text-sm text-muted-foreground">
            <bdi>{host.zone}</bdi>
          </dd>
        </div>
      ) : null}
      {place ? (
        <div>
          <dt className="text-sm font-medium text-muted-foreground">
            {t("booking.confirmation.place")}: {t(`booking.confirmation.placeKinds.${place.kind}`)}
          </dt>
          <dd>
            <PlaceText place={place} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The booked meeting: its time and place, the ways to put it in a calendar (Google, Outlook,
 * the invitation file), and the links that move or cancel it.
 */
export function BookingConfirmationView({
  confirmation,
  title,
}: {
  confirmation: BookingConfirmation;
  title: string;
}) {
  const t = useTranslate();
  const { links } = confirmation;
  const outline = buttonVariants({ variant: "outline" });
  return (
    <section
      aria-labelledby="booking-confirmation-title"
      data-booking-confirmation=""
      className="mx-auto grid max-w-2xl gap-8"
    >
      <header className="grid gap-2 text-center">
        <CalendarCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 id="booking-confirmation-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="text-muted-foreground">{t("booking.confirmation.intro")}</p>
      </header>
      <div className="rounded-xl border p-6">
        <MeetingDetails confirmation={confirmation} />
      </div>
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">{t("booking.confirmation.addToCalendar")}</h2>
        <div className="flex flex-wrap gap-2">
          <a href={links.google} rel="noopener noreferrer" target="_blank" className={outline}>
            <CalendarPlus aria-hidden="true" />
            {t("booking.confirmation.google")}
          </a>
          <a href={links.outlook} rel="noopener noreferrer" target="_blank" className={outline}>
            <CalendarPlus aria-hidden="true" />
            {t("booking.confirmation.outlook")}
          </a>
          <a href={links.invite} download="invite.ics" className={outline}>
            <Download aria-hidden="true" />
            {t("booking.confirmation.download")}
          </a>
        </div>
      </div>
      <div className="grid gap-3 rounded-xl bg-muted p-6">
        <h2 className="text-lg font-semibold">{t("booking.confirmation.changeTitle")}</h2>
        <p className="text-sm">{t("booking.confirmation.changeText")}</p>
        <div className="flex flex-wrap gap-2">
          <a href={links.reschedule} rel="nofollow" className={outline}>
            {t("booking.confirmation.reschedule")}
          </a>
          <a
            href={links.cancel}
            rel="nofollow"
            className={cn(outline, "text-destructive hover:text-destructive")}
          >
            {t("booking.confirmation.cancel")}
          </a>
        </div>
      </div>
    </section>
  );
}
