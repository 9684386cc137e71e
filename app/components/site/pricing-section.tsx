import { Check, MessageCircle } from "lucide-react";
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
import { chatStartPath } from "#app/modules/chat/chat-start-path.ts";
import { useLocale, useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { groupPlansByCountry, type PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import type { SectionChat } from "./sections/section-button.tsx";
import { textLanguageProps } from "./text-language.ts";

const GROUPS = [
  { countryCode: "PK", title: "pricing.pakistanPlans", payment: "pricing.pakistanPayment" },
  {
    countryCode: "INTL",
    title: "pricing.internationalPlans",
    payment: "pricing.internationalPayment",
  },
] as const;

/** The path of the lead form with a plan chosen. */
export function planFormHref(plan: Pick<PublicPlan, "id">): string {
  return `/form?plan=${encodeURIComponent(plan.id)}`;
}

function PlanCard({ plan, index, chat }: { plan: PublicPlan; index: number; chat: SectionChat }) {
  const t = useTranslate();
  const locale = useLocale();
  const language = (key: keyof NonNullable<PublicPlan["languages"]>, className?: string) =>
    textLanguageProps(plan.languages?.[key], locale, className);
  return (
    <Card
      className={cn(
        "relative flex flex-col motion-safe:animate-[plan-rise_600ms_ease-out_both]",
        plan.isFeatured && "border-primary shadow-lg ring-2 ring-primary",
      )}
      style={{ animationDelay: `${index * 200}ms` }}
    >
      {plan.isFeatured ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          {t("pricing.mostPopular")}
        </Badge>
      ) : null}
      <CardHeader>
        {/* The card reads in the page's direction; a text not yet translated is marked with
            its own language, aligned as the card is (ADR 0053). */}
        <CardTitle asChild className="text-2xl">
          <h4 {...language("name")}>{plan.name}</h4>
        </CardTitle>
        {plan.bestFor ? (
          <p {...language("bestFor", "text-sm font-medium")}>{plan.bestFor}</p>
        ) : null}
        {plan.description ? (
          <CardDescription {...language("description")}>{plan.description}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-5">
        {plan.fees.map((fee) => (
          <p key={fee.key} className="text-sm text-muted-foreground">
            {fee.label}{" "}
            <bdi dir="ltr" className="font-semibold text-foreground">
              {fee.amount}
            </bdi>
          </p>
        ))}
        <p>
          {/* Prices read left to right in both languages, as they are written in Pakistan. */}
          <bdi dir="ltr" className="text-4xl font-bold tracking-tight">
            {plan.monthlyPrice}
          </bdi>{" "}
          <span className="text-muted-foreground">{t("pricing.perMonth")}</span>
        </p>
        {plan.yearlyPrice ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              {withElement(
                (price) => t("pricing.orPerYear", { price }),
                <bdi key="price" dir="ltr" className="font-semibold">
                  {plan.yearlyPrice}
                </bdi>,
              )}
            </span>
            {plan.yearlySavingsText ? (
              <Badge variant="secondary" {...language("yearlySavingsText")}>
                {plan.yearlySavingsText}
              </Badge>
            ) : null}
          </p>
        ) : null}
        <ul className="space-y-2 text-sm">
          {plan.features.map((feature, featureIndex) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span {...textLanguageProps(plan.featureLanguages?.[featureIndex], locale)}>
                {feature}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-2">
        <Link
          to={localizedPath(locale, planFormHref(plan))}
          className={cn(
            buttonVariants({ variant: plan.isFeatured ? "default" : "outline", size: "lg" }),
            "w-full",
          )}
          aria-label={t("common.getStartedWith", { name: plan.name })}
        >
          {t("common.getStarted")}
        </Link>
        {/* A chat about this plan, its name in the message (ADR 0048); only where one is offered. */}
        {chat.channels.includes("whatsapp") ? (
          <a
            href={chatStartPath("whatsapp", chat.from, { plan: plan.id })}
            rel="nofollow"
            data-plan-chat=""
            className={cn(buttonVariants({ variant: "ghost", size: "lg" }), "w-full")}
            aria-label={t("chat.askAboutPlan", { plan: plan.name })}
          >
            <MessageCircle aria-hidden="true" />
            {t("chat.askOnWhatsapp")}
          </a>
        ) : null}
      </CardFooter>
    </Card>
  );
}

/**
 * A group's grid: its plans side by side in even rows (never one card alone under two), one
 * column on a phone.
 */
function planColumns(count: number): string {
  if (count === 1) return "max-w-md";
  if (count === 2) return "max-w-4xl md:grid-cols-2";
  if (count === 3) return "max-w-6xl md:grid-cols-3";
  if (count === 4) return "max-w-6xl md:grid-cols-2 xl:grid-cols-4";
  return "max-w-6xl md:grid-cols-2 lg:grid-cols-3";
}

/**
 * Active plans in the Pakistan and International groups (each shown only when it has plans),
 * each with its chat link while a WhatsApp chat is offered (`chat`).
 */
export function PricingSection({ plans, chat }: { plans: PublicPlan[]; chat: SectionChat }) {
  const t = useTranslate();
  if (plans.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="text-lg font-medium">{t("pricing.noPlans")}</p>
        <p className="mt-2 text-muted-foreground">{t("pricing.noPlansHint")}</p>
      </div>
    );
  }
  const groups = groupPlansByCountry(plans);
  return (
    <div className="space-y-16">
      {GROUPS.filter((group) => groups[group.countryCode].length > 0).map((group) => (
        <section key={group.countryCode} aria-labelledby={`plans-${group.countryCode}`}>
          <h3 id={`plans-${group.countryCode}`} className="mb-8 text-center text-2xl font-semibold">
            {t(group.title)}
          </h3>
          <div className={cn("mx-auto grid gap-8", planColumns(groups[group.countryCode].length))}>
            {groups[group.countryCode].map((plan, index) => (
              <PlanCard key={plan.id} plan={plan} index={index} chat={chat} />
            ))}
          </div>
          <p className="mt-6 text-center text-sm text-muted-foreground">{t(group.payment)}</p>
        </section>
      ))}
    </div>
  );
}
