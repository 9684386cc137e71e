import { data } from "react-router";
import { BookingConfirmationView } from "#app/components/site/booking/booking-confirmation.tsx";
import { BookingForm } from "#app/components/site/booking/booking-form.tsx";
import { DayLinks } from "#app/components/site/booking/booking-times.tsx";
import { ZonePicker } from "#app/components/site/booking/zone-picker.tsx";
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from "#app/lib/route-headers.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import {
  type BookingFormFieldName,
  bookingFormFields,
  bookingFormSchemas,
  readBookingPage,
} from "#app/modules/bookings/booking-page.server.ts";
import {
  type BookingConfirmation,
  visitorBookingStorage,
} from "#app/modules/bookings/visitor-booking.server.ts";
import { translator, useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { type Locale, localizedPath, requestLocale } from "#app/modules/i18n/locales.ts";
import { getLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import {
  type LeadSubmissionAnswer,
  submitLeadForm,
} from "#app/modules/leads/lead-submission.server.ts";
import { DEMO_BOOKING_SOURCE } from "#app/modules/leads/lead-touch.ts";
import { findPublicPlan } from "#app/modules/pricing/pricing.server.ts";
import { type PublicPlan, selectedPlanLabel } from "#app/modules/pricing/pricing-display.ts";
import { metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import { leadIntakeOf, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/book";

// Book a Demo: /book (any free host) and /book/{host} (one person), in every language. The
// visitor chooses a day (a link), a time (a radio button) and gives their details; the page
// works without JavaScript, which only finds their zone (docs/decisions/0043-bookings-in-the-database.md).

/** The chosen plan as the page shows it; the lead records the English label. */
function shownPlanLabel(plan: PublicPlan, locale: Locale): string {
  if (locale === "en") return selectedPlanLabel(plan);
  return `${plan.name} - ${plan.monthlyPrice} ${translator(locale)("pricing.perMonth")}`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const locale = requestLocale(request);
  const search = new URL(request.url).searchParams;
  const page = await readBookingPage(db, params.host ? { slug: params.host } : "team", {
    locale,
    zone: search.get("tz"),
    day: search.get("day"),
    fallbackZone: config.SITE_TIMEZONE,
    now: Date.now(),
  }).catch((error: unknown) => {
    if (ruleErrorOf(error)?.reason === "host_not_found") throw data(null, { status: 404 });
    throw error;
  });
  const plan = await findPublicPlan(db, search.get("plan"), locale);
  return data(
    {
      page,
      fields: bookingFormFields(locale),
      consent: await getLeadConsent(db),
      plan: plan ? { id: plan.id, label: shownPlanLabel(plan, locale) } : null,
      zoneFromAddress: search.has("tz"),
    },
    {
      headers: {
        // The times change with every booking: never kept by the page cache or a browser.
        "Cache-Control": "no-store",
        // A day, a zone or a plan in the address is the same page to an index.
        "X-Robots-Tag": search.size > 0 ? "noindex" : "all",
      },
    },
  );
}

export const headers = loaderAndActionHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { db } = services;
  const locale = requestLocale(request);
  const t = translator(locale);
  const answer = await submitLeadForm<
    (typeof bookingFormSchemas)[Locale],
    BookingFormFieldName,
    BookingConfirmation
  >(request, leadIntakeOf(context), {
    schema: bookingFormSchemas[locale],
    failureToast: { title: t("forms.error"), description: t("booking.failure") },
    t,
    toLead: async (form, formData) => {
      const plan = await findPublicPlan(db, String(formData.get("plan") ?? ""));
      return {
        name: form.name,
        email: form.email,
        whatsappNumber: form.whatsappNumber,
        businessType: form.businessType,
        source: DEMO_BOOKING_SOURCE,
        selectedPlan: plan ? selectedPlanLabel(plan) : null,
      };
    },
    storage: visitorBookingStorage(db, {
      host: params.host ? { slug: params.host } : undefined,
      locale,
      siteHost: new URL(context.get(requestInfoContext).siteOrigin).host,
      linkKey: services.bookingLinkKey,
    }),
  });
  // The confirmation holds the booking's links: a page with secrets in it (TOKEN_PAGE_HEADERS).
  const headers = new Headers(answer.init?.headers);
  for (const [name, value] of Object.entries(TOKEN_PAGE_HEADERS)) headers.set(name, value);
  return data(answer.data, { status: answer.init?.status, headers });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const t = metaTranslator(matches);
  const host = loaderData?.page.host;
  return publicPageMeta(matches, {
    path: params.host ? `/book/${params.host}` : "/book",
    title: host ? t("booking.hostTitle", { host: host.name }) : t("booking.metaTitle"),
    description: t("booking.metaDescription"),
  });
};

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const answer = actionData as LeadSubmissionAnswer<string, BookingConfirmation> | undefined;
  const { page, fields, consent, plan, zoneFromAddress } = loaderData;
  if (answer?.ok) {
    return (
      <div className="px-4 py-12 sm:px-6">
        {answer.stored ? (
          <BookingConfirmationView
            confirmation={answer.stored}
            title={t("booking.confirmation.title")}
          />
        ) : (
          <h1 className="text-center text-3xl font-bold">{t("booking.confirmation.title")}</h1>
        )}
      </div>
    );
  }
  const failure = answer && !answer.ok ? answer : undefined;
  const query: Record<string, string> = { tz: page.zone, ...(plan ? { plan: plan.id } : {}) };
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {page.host ? t("booking.hostTitle", { host: page.host.name }) : t("booking.title")}
        </h1>
        <p className="text-lg text-muted-foreground">{t("booking.intro")}</p>
      </header>
      {!page.takingDemos ? (
        <div role="status" className="grid gap-3 rounded-xl border p-6 text-center">
          <p>{t(page.host ? "booking.refusals.host_unavailable" : "booking.refusals.no_hosts")}</p>
          {page.host ? (
            <a href={localizedPath(locale, "/book")} className="font-medium text-primary underline">
              {t("booking.bookAgain")}
            </a>
          ) : null}
        </div>
      ) : (
        <>
          {page.zoneRefused ? (
            <p
              role="alert"
              className="rounded-lg border border-destructive p-4 text-sm text-destructive"
            >
              {t("booking.zoneRefused", { zone: page.zone })}
            </p>
          ) : null}
          <ZonePicker
            zone={page.zone}
            zoneName={page.zoneName}
            zones={page.zones}
            detect={!zoneFromAddress && !answer}
            keep={plan ? { plan: plan.id } : {}}
          />
          {page.day ? (
            <>
              <DayLinks days={page.days} chosen={page.day.date} query={query} />
              <BookingForm
                dayLabel={page.day.label}
                slots={page.day.slots}
                zone={page.zone}
                fields={fields}
                consent={consent}
                plan={plan}
                failure={failure}
              />
            </>
          ) : (
            <p role="status" className="rounded-xl border p-6 text-center">
              {t("booking.noTimes")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
