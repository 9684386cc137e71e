import { cn } from "#app/lib/utils.ts";
import type { BookingPageDay, BookingPageTime } from "#app/modules/bookings/booking-page.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";
import { ZONE_PART_IDS } from "./zone-picker.tsx";

/** The days with free times, each a link to the page with that day's times. */
export function DayLinks({
  days,
  chosen,
  query,
}: {
  days: readonly BookingPageDay[];
  chosen: string | null;
  /** The address's other parameters, kept on every link (the zone, a chosen plan). */
  query: Record<string, string>;
}) {
  const t = useTranslate();
  return (
    <nav id={ZONE_PART_IDS.days} aria-labelledby="booking-day-step">
      <h2 id="booking-day-step" className="text-lg font-semibold">
        {t("booking.dayStep")}
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
        {days.map((day) => {
          const current = day.date === chosen;
          const search = new URLSearchParams({ ...query, day: day.date });
          return (
            <li key={day.date}>
              <a
                href={`?${search}#${ZONE_PART_IDS.times}`}
                aria-current={current ? "date" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center rounded-md border px-2 py-1.5 text-center text-sm leading-tight outline-none transition-colors",
                  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                  current
                    ? "border-primary bg-primary font-semibold text-primary-foreground"
                    : "border-input bg-background hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <span>{day.label}</span>
                <span className={cn("text-xs", current ? "" : "text-muted-foreground")}>
                  {t("booking.timesCount", { count: day.times })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A day's free times as radio buttons (name `start`, the instant): one is chosen to book. */
export function TimeChoices({
  dayLabel,
  slots,
  chosen,
  error,
  legend,
}: {
  dayLabel: string;
  slots: readonly BookingPageTime[];
  chosen?: string;
  error?: string;
  legend: string;
}) {
  const t = useTranslate();
  const errorId = "booking-time-error";
  return (
    <fieldset
      id={ZONE_PART_IDS.times}
      aria-describedby={error ? errorId : undefined}
      className="scroll-mt-20"
    >
      <legend className="text-lg font-semibold">{legend}</legend>
      <p className="mt-1 text-sm text-muted-foreground">
        {t("booking.timesOn", { day: dayLabel })}
      </p>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {slots.map((slot) => (
          <label
            key={slot.start}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-2 text-sm font-medium",
              "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
            )}
          >
            <input
              type="radio"
              name="start"
              value={slot.start}
              required
              defaultChecked={chosen === String(slot.start)}
              className="size-4 accent-primary-foreground outline-none"
            />
            <bdi dir="ltr">{slot.label}</bdi>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
