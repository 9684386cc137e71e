import { Check } from "lucide-react";
import { Link } from "react-router";
import { BENEFITS, FEATURES, type Feature } from "#app/components/site/features/feature-catalog.ts";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useLocale, useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { requirePageEnabled } from "#app/modules/navigation/site-context.server.ts";
import { metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import type { Route } from "./+types/features";

export function loader({ context }: Route.LoaderArgs) {
  requirePageEnabled(context, "features");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/features",
    title: t("nav.features"),
    description: t("meta.featuresDescription"),
  });
};

export default function Features() {
  const locale = useLocale();
  const t = useTranslate();
  return (
    <RenderInSlices>
      <header className="border-b bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t("features.eyebrow")}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("features.title")}
          </h1>
          <p className="mt-6 text-base text-pretty text-muted-foreground sm:text-lg">
            {t("features.intro")}
          </p>
        </div>
      </header>

      <section aria-label={t("features.allFeatures")} className="py-16 sm:py-20">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:gap-8">
          {FEATURES.map((feature) => (
            <li key={feature.id}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <h2
            id="features-cta-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t("features.ctaTitle")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty">
            {withElement(
              (hours) => t("features.ctaText", { hours }),
              <span key="hours" className="whitespace-nowrap">
                {t("features.ctaHours")}
              </span>,
            )}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={localizedPath(locale, "/form")}
              className={cn(
                buttonVariants({ size: "lg" }),
                "bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              {t("features.startTrial")}
            </Link>
            <Link
              to={localizedPath(locale, "/form")}
              className={cn(
                buttonVariants({ size: "lg", variant: "outline" }),
                "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              {t("features.scheduleDemo")}
            </Link>
          </div>
        </div>
      </section>
    </RenderInSlices>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const t = useTranslate();
  const titleId = `${feature.id}-title`;
  return (
    <article
      id={feature.id}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-20 flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <feature.icon className="size-6" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="text-xl font-semibold leading-snug sm:text-2xl">
          {t(`features.list.${feature.id}.title`)}
        </h2>
      </div>
      <p className="mt-4 text-muted-foreground">{t(`features.list.${feature.id}.description`)}</p>
      <ul className="mt-6 space-y-3 border-t pt-6 text-sm">
        {BENEFITS.map((n) => (
          <li key={n} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{t(`features.list.${feature.id}.benefits.${n}`)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
