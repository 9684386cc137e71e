import { Eye, Target } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { AboutStats } from "#app/components/site/about/about-stats.tsx";
import { AboutValues } from "#app/components/site/about/about-values.tsx";
import { LeadershipCard } from "#app/components/site/about/leadership-card.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { requirePageEnabled } from "#app/modules/navigation/site-context.server.ts";
import { metaTranslator, publicPageMeta, rootDataFrom } from "#app/modules/seo/page-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  requirePageEnabled(context, "about");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteTitle = rootDataFrom(matches)?.site.siteTitle ?? "";
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/about",
    title: t("meta.aboutTitle"),
    description: t("meta.aboutDescription", { site: siteTitle }),
  });
};

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight">
      {children}
    </h2>
  );
}

export default function About() {
  const locale = useLocale();
  const t = useTranslate();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const product = root?.site.siteTitle ?? "";
  return (
    <RenderInSlices>
      <header className="border-b bg-muted px-4 py-16 text-center sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            {t("about.title", { product })}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{t("about.intro")}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-xl border p-6 sm:p-8">
          <Target className="size-8 text-foreground" aria-hidden="true" />
          <h2 id="mission-heading" className="mt-4 text-2xl font-bold tracking-tight">
            {t("about.missionTitle")}
          </h2>
          <p className="mt-3 text-muted-foreground">{t("about.mission")}</p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-xl border p-6 sm:p-8">
          <Eye className="size-8 text-foreground" aria-hidden="true" />
          <h2 id="vision-heading" className="mt-4 text-2xl font-bold tracking-tight">
            {t("about.visionTitle")}
          </h2>
          <p className="mt-3 text-muted-foreground">{t("about.vision")}</p>
        </section>
      </div>

      <section
        aria-labelledby="values-heading"
        className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <SectionHeading id="values-heading">{t("about.valuesTitle")}</SectionHeading>
            <p className="mt-3 text-muted-foreground">{t("about.valuesIntro")}</p>
          </div>
          <AboutValues />
        </div>
      </section>

      <section aria-labelledby="story-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="story-heading">{t("about.storyTitle")}</SectionHeading>
          <div className="mt-6 space-y-4 text-muted-foreground">
            <p>{t("about.story.beginning", { product })}</p>
            <p>{t("about.story.firstBots")}</p>
            <p>{t("about.story.today")}</p>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="numbers-heading"
        className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-5xl">
          <div className="mb-10 text-center">
            <SectionHeading id="numbers-heading">
              {t("about.numbersTitle", { product })}
            </SectionHeading>
          </div>
          <AboutStats />
        </div>
      </section>

      <section aria-labelledby="leadership-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-5xl">
          <div className="mb-10 text-center">
            <SectionHeading id="leadership-heading">{t("about.leadershipTitle")}</SectionHeading>
          </div>
          <LeadershipCard product={product} />
        </div>
      </section>

      <section
        aria-labelledby="cta-heading"
        className="bg-primary px-4 py-16 text-center text-primary-foreground sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t("about.ctaTitle")}
          </h2>
          <p className="mt-4 text-lg opacity-90">{t("about.ctaText")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={localizedPath(locale, "/form")}
              className={cn(
                buttonVariants({ size: "lg" }),
                "bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              {t("common.getStarted")}
            </Link>
            <Link
              to={localizedPath(locale, "/contact")}
              className={cn(
                buttonVariants({ variant: "outline", size: "lg" }),
                "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              {t("about.contactUs")}
            </Link>
          </div>
        </div>
      </section>
    </RenderInSlices>
  );
}
