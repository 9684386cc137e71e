import { Check } from "lucide-react";
import { Link } from "react-router";
import { FEATURES, type Feature } from "#app/components/site/features/feature-catalog.ts";
import {
  FEATURE_DETAILS,
  type FeatureDetails,
} from "#app/components/site/features/feature-details.server.ts";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useLocale } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { requirePageEnabled } from "#app/modules/navigation/site-context.server.ts";
import { metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import type { Route } from "./+types/features";

export function loader({ context }: Route.LoaderArgs) {
  requirePageEnabled(context, "features");
  return { details: FEATURE_DETAILS };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    path: "/features",
    title: metaTranslator(matches)("nav.features"),
    description:
      "AI auto-replies for WhatsApp, Instagram and Facebook Messenger: button replies, Urdu and English conversations, 24/7 answers, 100+ chats at once, analytics and security.",
  });

export default function Features({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <RenderInSlices>
      <header className="border-b bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Features
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Powerful Features for Every Conversation
          </h1>
          <p className="mt-6 text-base text-pretty text-muted-foreground sm:text-lg">
            From the first “Salam, price?” to a confirmed order, automate the conversations that
            grow your business on WhatsApp, Instagram and Facebook Messenger, in Urdu, English and
            50+ more languages.
          </p>
        </div>
      </header>

      <section aria-label="All features" className="py-16 sm:py-20">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:gap-8">
          {FEATURES.map((feature) => (
            <li key={feature.id}>
              <FeatureCard feature={feature} details={loaderData.details[feature.id]!} />
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
            Ready to Switch to AI Mode?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty">
            Tell us about your business and we will set up your assistant within{" "}
            <span className="whitespace-nowrap">24-48 hours</span>, so your customers get answers
            while you focus on the work you enjoy.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={localizedPath(locale, "/form")}
              className={cn(
                buttonVariants({ size: "lg" }),
                "bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              Start Free Trial
            </Link>
            <Link
              to={localizedPath(locale, "/form")}
              className={cn(
                buttonVariants({ size: "lg", variant: "outline" }),
                "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              Schedule Demo
            </Link>
          </div>
        </div>
      </section>
    </RenderInSlices>
  );
}

function FeatureCard({ feature, details }: { feature: Feature; details: FeatureDetails }) {
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
          {feature.title}
        </h2>
      </div>
      <p className="mt-4 text-muted-foreground">{details.description}</p>
      <ul className="mt-6 space-y-3 border-t pt-6 text-sm">
        {details.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
