import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FEATURES } from "#app/components/site/features/feature-catalog.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";

const HOME_FEATURES = FEATURES.slice(0, 7);

const STATS = [
  { value: "100+", label: "home.features.simultaneousCustomers" },
  { value: "24/7", label: "home.features.availability" },
  { value: "∞", spoken: "home.features.unlimited", label: "home.features.unlimitedReplies" },
] as const;

/**
 * The seven feature cards and the stats. The eighth tile leads on: to /features when that
 * page is switched on, else to the lead form.
 */
export function FeaturesOverview({ featuresPageEnabled }: { featuresPageEnabled: boolean }) {
  const locale = useLocale();
  const t = useTranslate();
  const more = featuresPageEnabled
    ? {
        to: "/features",
        title: t("home.features.exploreTitle"),
        text: t("home.features.exploreText"),
      }
    : { to: "/form", title: t("common.getStarted"), text: t("home.features.startText") };
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t("home.features.eyebrow")}
          </p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t("home.features.title")}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            {t("home.features.intro")}
          </p>
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {HOME_FEATURES.map((feature) => (
            <li
              key={feature.id}
              className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold leading-snug sm:mt-4">
                  {t(`features.list.${feature.id}.title`)}
                </h3>
                <p className="mt-1.5 text-sm text-muted-foreground sm:mt-2">
                  {t(`features.list.${feature.id}.summary`)}
                </p>
              </div>
            </li>
          ))}
          <li>
            <Link
              to={localizedPath(locale, more.to)}
              className="group flex h-full flex-row items-center justify-between gap-4 rounded-xl bg-primary p-5 text-primary-foreground sm:min-h-40 sm:flex-col sm:items-start sm:p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <span>
                <span className="block text-lg font-semibold">{more.title}</span>
                <span className="mt-2 block text-sm">{more.text}</span>
              </span>
              <ArrowRight
                className="size-6 shrink-0 transition-transform rtl:-scale-x-100 sm:mt-6 motion-safe:group-hover:translate-x-1 rtl:motion-safe:group-hover:-translate-x-1"
                aria-hidden="true"
              />
            </Link>
          </li>
        </ul>

        <dl className="mt-16 grid grid-cols-3 divide-x divide-primary-foreground/20 rounded-2xl bg-primary text-primary-foreground">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center justify-end px-2 py-6 text-center sm:px-6 sm:py-8"
            >
              <dt className="mt-1 text-xs font-medium sm:text-base">{t(stat.label)}</dt>
              {/* Figures like "100+" read left to right on Urdu pages too. */}
              <dd dir="ltr" className="text-3xl font-bold tracking-tight sm:text-5xl">
                {"spoken" in stat ? (
                  <>
                    <span aria-hidden="true">{stat.value}</span>
                    <span className="sr-only">{t(stat.spoken)}</span>
                  </>
                ) : (
                  stat.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
