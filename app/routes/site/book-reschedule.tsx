import { data } from "react-router";
import {
  BookingConfirmationView,
  MeetingDetails,
} from "#app/components/site/booking/booking-confirmation.tsx";
import { DayLinks, TimeChoices } from "#app/components/site/booking/booking-times.tsx";
import { LinkProblem } from "#app/components/site/booking/link-problem.tsx";
import { ZonePicker } from "#app/components/site/booking/zone-picker.tsx";
import { SubmitButton } from "#app/components/site/lead-form-kit.tsx";
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from "#app/lib/route-headers.ts";
import { readBookingPage } from "#app/modules/bookings/booking-page.server.ts";
import { linkRefusalOf, readLinkPage } from "#app/modules/bookings/booking-page-links.server.ts";
import type { BookingRefusalReason } from "#app/modules/bookings/booking-refusals.ts";
import { bookingLinkTokens } from "#app/modules/bookings/booking-tokens.server.ts";
import { rescheduleBooking } from "#app/modules/bookings/reschedule-booking.server.ts";
import { confirmationOf } from "#app/modules/bookings/visitor-booking.server.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";
import { requestLocale } from "#app/modules/i18n/locales.ts";
import { metaTranslator } from "#app/modules/seo/page-meta.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/book-reschedule";

// A booking's reschedule link: the meeting as booked, then the host's offered times (its own
// counting as free) to choose a new one. Same host, same invitation; the links keep working.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, bookingLinkKey } = context.get(servicesContext);
  const locale = requestLocale(request);
  const search = new URL(request.url).searchParams;
  const now = Date.now();
  const link = await readLinkPage(db, {
    token: params.token,
    purpose: "reschedule",
    linkKey: bookingLinkKey,
    locale,
    now,
  });
  if (!link.open) {
    return data({ link, page: null }, { status: link.status, headers: TOKEN_PAGE_HEADERS });
  }
  const { booking } = link;
  const page = booking.host
    ? await readBookingPage(
        db,
        { id: booking.host.id, ignoreBookingId: booking.id },
        {
          locale,
          zone: search.get("tz"),
          day: search.get("day"),
          fallbackZone: booking.timeZone,
          now,
        },
      )
    : null;
  return data({ link, page }, { headers: TOKEN_PAGE_HEADERS });
}

export const headers = loaderAndActionHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, bookingLinkKey, notifications } = context.get(servicesContext);
  const locale = requestLocale(request);
  const form = await request.formData();
  const start = String(form.get("start") ?? "");
  try {
    if (!/^\d{1,16}$/.test(start))
      return data(
        { ok: false as const, reason: "choose_time" as const },
        { status: 400, headers: TOKEN_PAGE_HEADERS },
      );
    const moved = await rescheduleBooking(db, { token: params.token, start: Number(start) });
    // The updated invitations go now, not at the outbox's next pass.
    notifications.nudge();
    const confirmation = confirmationOf(moved, bookingLinkTokens(bookingLinkKey, moved.id), locale);
    return data({ ok: true as const, confirmation }, { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    const refusal = linkRefusalOf(error);
    return data(
      { ok: false as const, reason: refusal.reason },
      { status: refusal.status, headers: TOKEN_PAGE_HEADERS },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("booking.reschedule.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function RescheduleBooking({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  if (actionData?.ok) {
    return (
      <div className="px-4 py-12 sm:px-6">
        <BookingConfirmationView
          confirmation={actionData.confirmation}
          title={t("booking.reschedule.doneTitle")}
        />
      </div>
    );
  }
  const { link, page } = loaderData;
  if (!link.open) return <LinkProblem reason={link.reason} />;
  if (!page?.takingDemos) return <LinkProblem reason="host_unavailable" />;
  const refusal: BookingRefusalReason | "choose_time" | undefined = actionData?.reason;
  const error = refusal
    ? t(refusal === "choose_time" ? "booking.chooseTime" : `booking.refusals.${refusal}`)
    : undefined;
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("booking.reschedule.title")}
        </h1>
      </header>
      <div className="rounded-xl border p-6">
        <h2 className="mb-3 text-lg font-semibold">{t("booking.reschedule.current")}</h2>
        <MeetingDetails confirmation={link.confirmation} />
      </div>
      <ZonePicker
        zone={page.zone}
        zoneName={page.zoneName}
        zones={page.zones}
        detect={false}
        keep={{}}
      />
      {page.day ? (
        <>
          <DayLinks days={page.days} chosen={page.day.date} query={{ tz: page.zone }} />
          <form method="post" className="grid gap-6">
            {error ? (
              <p
                role="alert"
                className="rounded-lg border border-destructive p-4 text-sm text-destructive"
              >
                {error}
              </p>
            ) : null}
            <TimeChoices
              legend={t("booking.timeStep")}
              dayLabel={page.day.label}
              slots={page.day.slots}
            />
            <SubmitButton
              idleText={t("booking.reschedule.submit")}
              busyText={t("booking.submitting")}
            />
          </form>
        </>
      ) : (
        <p role="status" className="rounded-xl border p-6 text-center">
          {t("booking.noTimes")}
        </p>
      )}
    </div>
  );
}
