import { Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import { groupPlansByCountry, type PublicPlan } from "#app/modules/pricing/pricing-display.ts";

const GROUPS = [
  {
    countryCode: "PK",
    title: "Pakistan Plans",
    payment: "Pay with JazzCash, EasyPaisa or Bank Transfer.",
  },
  {
    countryCode: "INTL",
    title: "International Plans (USA & UK)",
    payment: "Pay by credit or debit card (Stripe) or PayPal.",
  },
] as const;

/** The path of the lead form with a plan chosen. */
export function planFormHref(plan: Pick<PublicPlan, "id">): string {
  return `/form?plan=${encodeURIComponent(plan.id)}`;
}

function PlanCard({ plan, index }: { plan: PublicPlan; index: number }) {
  return (
    <Card
      className={cn(
        "relative flex flex-col motion-safe:animate-[plan-rise_600ms_ease-out_both]",
        plan.isFeatured && "border-primary shadow-lg ring-2 ring-primary",
      )}
      style={{ animationDelay: `${index * 200}ms` }}
    >
      {plan.isFeatured ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Most Popular</Badge>
      ) : null}
      <CardHeader>
        <CardTitle asChild className="text-2xl">
          <h4>{plan.name}</h4>
        </CardTitle>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-5">
        {plan.implementationCharges ? (
          <p className="text-sm text-muted-foreground">
            Implementation charges:{" "}
            <span className="font-semibold text-foreground">{plan.implementationCharges}</span>
          </p>
        ) : null}
        <p>
          <span className="text-4xl font-bold tracking-tight">{plan.monthlyPrice}</span>{" "}
          <span className="text-muted-foreground">per month</span>
        </p>
        {plan.yearlyPrice ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              or <span className="font-semibold">{plan.yearlyPrice}</span> per year
            </span>
            {plan.yearlySavingsText ? (
              <Badge variant="secondary">{plan.yearlySavingsText}</Badge>
            ) : null}
          </p>
        ) : null}
        <ul className="space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Link
          to={planFormHref(plan)}
          className={cn(
            buttonVariants({ variant: plan.isFeatured ? "default" : "outline", size: "lg" }),
            "w-full",
          )}
          aria-label={`Get Started with ${plan.name}`}
        >
          Get Started
        </Link>
      </CardFooter>
    </Card>
  );
}

/** Active plans in the Pakistan and International groups (each shown only when it has plans). */
export function PricingSection({ plans }: { plans: PublicPlan[] }) {
  if (plans.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="text-lg font-medium">No pricing plans available at the moment.</p>
        <p className="mt-2 text-muted-foreground">
          Please check back later or contact us for more information.
        </p>
      </div>
    );
  }
  const groups = groupPlansByCountry(plans);
  return (
    <div className="space-y-16">
      {GROUPS.filter((group) => groups[group.countryCode].length > 0).map((group) => (
        <section key={group.countryCode} aria-labelledby={`plans-${group.countryCode}`}>
          <h3 id={`plans-${group.countryCode}`} className="mb-8 text-center text-2xl font-semibold">
            {group.title}
          </h3>
          <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
            {groups[group.countryCode].map((plan, index) => (
              <PlanCard key={plan.id} plan={plan} index={index} />
            ))}
          </div>
          <p className="mt-6 text-center text-sm text-muted-foreground">{group.payment}</p>
        </section>
      ))}
    </div>
  );
}
