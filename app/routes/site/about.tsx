import { Eye, Target } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { AboutStats } from "#app/components/site/about/about-stats.tsx";
import { AboutValues } from "#app/components/site/about/about-values.tsx";
import { LeadershipCard } from "#app/components/site/about/leadership-card.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useLocale } from "#app/modules/i18n/i18n.ts";
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
  return publicPageMeta(matches, {
    path: "/about",
    title: metaTranslator(matches)("meta.aboutTitle"),
    description: `Meet the Karachi team behind ${siteTitle}: AI replies on WhatsApp, Instagram and Messenger for businesses in Pakistan, the Gulf, the UK and the USA.`,
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
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const product = root?.site.siteTitle ?? "";
  return (
    <RenderInSlices>
      <header className="border-b bg-muted px-4 py-16 text-center sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">About {product}</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            We help small and medium businesses answer every customer on WhatsApp, Instagram and
            Facebook Messenger, instantly and around the clock.
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-xl border p-6 sm:p-8">
          <Target className="size-8 text-foreground" aria-hidden="true" />
          <h2 id="mission-heading" className="mt-4 text-2xl font-bold tracking-tight">
            Our Mission
          </h2>
          <p className="mt-3 text-muted-foreground">
            To give every growing business the power to reply to every message in seconds, with
            automation that sounds like you, so owners can focus on their craft instead of their
            inbox.
          </p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-xl border p-6 sm:p-8">
          <Eye className="size-8 text-foreground" aria-hidden="true" />
          <h2 id="vision-heading" className="mt-4 text-2xl font-bold tracking-tight">
            Our Vision
          </h2>
          <p className="mt-3 text-muted-foreground">
            A world where no customer message goes unanswered, whatever the hour, the platform or
            the language, and where AI is within reach of the smallest shop, not only the biggest
            brands.
          </p>
        </section>
      </div>

      <section
        aria-labelledby="values-heading"
        className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <SectionHeading id="values-heading">Our Values</SectionHeading>
            <p className="mt-3 text-muted-foreground">The principles behind every bot we build.</p>
          </div>
          <AboutValues />
        </div>
      </section>

      <section aria-labelledby="story-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="story-heading">Our Story</SectionHeading>
          <div className="mt-6 space-y-4 text-muted-foreground">
            <p>
              {product} began in Karachi with a small team and a simple problem: the clothing
              stores, bakeries and salons around us were losing customers in their inboxes. Messages
              arrived at midnight, questions about prices and delivery went unanswered, and orders
              went to whoever replied first.
            </p>
            <p>
              So we started answering DMs for local shops ourselves. The same questions came again
              and again, and we turned our answers into button replies and automated flows on
              WhatsApp, then on Instagram and Facebook Messenger. When we added AI, our bots could
              hold real conversations in English, Urdu and many more languages.
            </p>
            <p>
              Today we serve businesses across Pakistan, the Gulf, the UK and the USA, from
              single-owner boutiques to busy clinics and agencies. Every setup is still done by our
              own team, and every customer still gets a reply in seconds.
            </p>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="numbers-heading"
        className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-5xl">
          <div className="mb-10 text-center">
            <SectionHeading id="numbers-heading">{product} in Numbers</SectionHeading>
          </div>
          <AboutStats />
        </div>
      </section>

      <section aria-labelledby="leadership-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-5xl">
          <div className="mb-10 text-center">
            <SectionHeading id="leadership-heading">Leadership</SectionHeading>
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
            Ready to automate your DMs?
          </h2>
          <p className="mt-4 text-lg opacity-90">
            Tell us about your business and we will have your automation live within 24-48 hours
            after payment.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={localizedPath(locale, "/form")}
              className={cn(
                buttonVariants({ size: "lg" }),
                "bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              Get Started
            </Link>
            <Link
              to={localizedPath(locale, "/contact")}
              className={cn(
                buttonVariants({ variant: "outline", size: "lg" }),
                "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
              )}
            >
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </RenderInSlices>
  );
}
