import { Mail } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";

const CEO = {
  name: "Hamza Qureshi",
  initials: "HQ",
  role: "Founder & CEO",
  email: "ceo@dmflow.pk",
};

/** The founder's card with a mailto link. */
export function LeadershipCard({ product }: { product: string }) {
  return (
    <Card className="mx-auto max-w-3xl p-6 sm:p-8">
      <div className="flex items-center gap-4 sm:gap-6">
        <span
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground sm:size-20 sm:text-2xl"
          aria-hidden="true"
        >
          {CEO.initials}
        </span>
        <div>
          <h3 className="text-xl font-semibold sm:text-2xl">{CEO.name}</h3>
          <p className="mt-1 font-medium text-muted-foreground">{CEO.role}</p>
        </div>
      </div>
      <p className="mt-6 text-muted-foreground">
        Hamza spent eight years running customer support for e-commerce brands in Karachi, where he
        watched shops lose sales to unanswered DMs every night. He founded {product} to give every
        growing business an assistant that never sleeps, and he still reviews new customer flows
        himself.
      </p>
      <a
        href={`mailto:${CEO.email}`}
        aria-label={`Email the CEO, ${CEO.name}, at ${CEO.email}`}
        className={cn(buttonVariants({ variant: "outline" }), "mt-6")}
      >
        <Mail aria-hidden="true" />
        Email the CEO
      </a>
    </Card>
  );
}
