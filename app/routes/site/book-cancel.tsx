import { data } from "react-router";
import { MeetingDetails } from "#app/components/site/booking/booking-confirmation.tsx";
import { LinkProblem } from "#app/components/site/booking/link-problem.tsx";
import { SubmitButton } from "#app/components/site/lead-form-kit.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from "#app/lib/route-headers.ts";
import { linkRefusalOf, readLinkPage } from "#app/modules/bookings/booking-page-links.server.ts";
import {
  cancelBooking,
  MOST_CANCEL_REASON_CHARACTERS,
} from "#app/modules/bookings/cancel-booking.server.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath, requestLocale } from "#app/modules/i18n/locales.ts";
import { metaTranslator } from "#app/modules/seo/page-meta.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/book-cancel";

// A booking's cancel link: the meeting as booked, an optional reason, and the cancelling. The
// host's time is free again at once.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, bookingLinkKey } = context.get(servicesContext);
  const link = await readLinkPage(db, {
    token: params.token,
    purpose: "cancel",
    linkKey: bookingLinkKey,
    locale: requestLocale(request),
    now: Date.now(),
  });
  return data(
    { ...link, reasonLimit: MOST_CANCEL_REASON_CHARACTERS },
    { status: link.open ? 200 : link.status, headers: TOKEN_PAGE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, notifications } = context.get(servicesContext);
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "");
  try {
    await cancelBooking(db, { token: params.token, reason });
    // The cancellation's e-mails go now, not at the outbox's next pass.
    notifications.nudge();
    return data({ ok: true as const }, { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    const refusal = linkRefusalOf(error);
    return data(
      { ok: false as const, reason: refusal.reason, typed: reason },
      { status: refusal.status, headers: TOKEN_PAGE_HEADERS },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("booking.cancel.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  if (actionData?.ok) {
    return (
      <section role="status" className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t("booking.cancel.doneTitle")}</h1>
        <p className="text-lg text-muted-foreground">{t("booking.cancel.doneText")}</p>
        <a
          href={localizedPath(locale, "/book")}
          className={buttonVariants({ className: "mx-auto" })}
        >
          {t("booking.cancel.bookAgain")}
        </a>
      </section>
    );
  }
  if (!loaderData.open) return <LinkProblem reason={loaderData.reason} />;
  const reasonError =
    actionData?.reason === "reason_too_long" ? t("booking.refusals.reason_too_long") : undefined;
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 sm:px-6">
      <h1 className="text-center text-3xl font-bold tracking-tight">{t("booking.cancel.title")}</h1>
      <div className="rounded-xl border p-6">
        <MeetingDetails confirmation={loaderData.confirmation} />
      </div>
      <form method="post" className="grid gap-5">
        <Field
          label={t("booking.cancel.reason")}
          description={t("booking.cancel.reasonHint")}
          error={reasonError}
        >
          {(props) => (
            <Textarea
              {...props}
              name="reason"
              rows={3}
              maxLength={loaderData.reasonLimit}
              defaultValue={actionData?.typed ?? ""}
            />
          )}
        </Field>
        <SubmitButton idleText={t("booking.cancel.submit")} busyText={t("booking.submitting")} />
        <a
          href={loaderData.confirmation.links.reschedule}
          rel="nofollow"
          className={buttonVariants({ variant: "outline" })}
        >
          {t("booking.confirmation.reschedule")}
        </a>
      </form>
    </div>
  );
}
