import { buttonVariants } from "#app/components/ui/button.tsx";
import type { BookingRefusalReason } from "#app/modules/bookings/booking-refusals.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";

/** Why a booking's link cannot change it (unknown, cancelled, started), and a way to book anew. */
export function LinkProblem({ reason }: { reason: BookingRefusalReason }) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("booking.linkTitle")}</h1>
      <p data-link-problem={reason} className="text-lg text-muted-foreground">
        {t(`booking.refusals.${reason}`)}
      </p>
      <a href={localizedPath(locale, "/book")} className={buttonVariants({ className: "mx-auto" })}>
        {t("booking.bookAgain")}
      </a>
    </section>
  );
}
