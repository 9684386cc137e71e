import { Check, Eye, EyeOff, Pencil, Star, Trash2 } from "lucide-react";
import type * as React from "react";
import { useSortableItem } from "#app/components/admin/sortable-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import { type consolePlan, formatPrice } from "#app/modules/pricing/pricing-display.ts";

/** A plan as the Pricing Manager shows it: its texts in English. */
export type AdminPlanCardData = ReturnType<typeof consolePlan>;

/** '/month', '/year' or 'one-time' after the price. */
export function billingPeriodSuffix(period: string): string {
  if (period === "yearly") return "/year";
  if (period === "one-time") return "one-time";
  return "/month";
}

export type PlanCardActions = {
  onEdit: (plan: AdminPlanCardData) => void;
  onDelete: (plan: AdminPlanCardData) => void;
  onToggleActive: (plan: AdminPlanCardData) => void;
};

type PlanCardProps = PlanCardActions & {
  plan: AdminPlanCardData;
  /** A delete or an Active/Inactive change of this plan is on its way. */
  busy?: boolean;
  /** The drag handle (rendered by the sortable wrapper). */
  handle?: React.ReactNode;
  className?: string;
  style?: React.CSSProperties;
  ref?: React.Ref<HTMLLIElement>;
};

/** One plan: name, description, price, fees, discount, features, badges and actions. */
export function PlanCard({
  plan,
  busy = false,
  handle,
  onEdit,
  onDelete,
  onToggleActive,
  className,
  style,
  ref,
}: PlanCardProps) {
  return (
    <li ref={ref} style={style} className={cn("list-none", className)} data-plan-id={plan.id}>
      <Card
        className={cn(
          "flex h-full flex-col transition-opacity",
          plan.isFeatured && "border-primary ring-2 ring-primary",
          !plan.isActive && "bg-muted/40",
          busy && "opacity-60",
        )}
        aria-busy={busy || undefined}
      >
        <CardHeader className="gap-3 p-4 sm:p-5">
          <div className="flex items-start gap-2">
            {handle}
            <div className="min-w-0 flex-1">
              <CardTitle asChild className="text-lg leading-snug break-words">
                <h2>{plan.name}</h2>
              </CardTitle>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Badge variant={plan.isActive ? "default" : "secondary"}>
                  {plan.isActive ? "Active" : "Inactive"}
                </Badge>
                {plan.isFeatured ? (
                  <Badge variant="outline" className="border-primary">
                    <Star aria-hidden="true" />
                    Featured
                  </Badge>
                ) : null}
                <Badge
                  variant="outline"
                  title={plan.countryCode === "PK" ? "Pakistan" : "International"}
                >
                  {plan.countryCode === "PK" ? "Pakistan" : "International"}
                </Badge>
              </div>
            </div>
          </div>
          {plan.description ? (
            <p className="text-sm text-muted-foreground break-words">{plan.description}</p>
          ) : null}
        </CardHeader>
        <CardContent className="flex-1 space-y-3 px-4 pb-4 sm:px-5">
          <p>
            <span className="text-3xl font-bold tracking-tight">
              {formatPrice(plan.price, plan.currency)}
            </span>{" "}
            <span className="text-sm text-muted-foreground">
              {billingPeriodSuffix(plan.billingPeriod)}
            </span>
          </p>
          {plan.fees.length > 0 || plan.yearlyDiscountPercent > 0 ? (
            <ul className="space-y-1 text-sm text-muted-foreground">
              {plan.fees.map((fee) => (
                <li key={fee.key}>
                  {fee.label} <span className="font-medium text-foreground">{fee.amount}</span>
                </li>
              ))}
              {plan.yearlyDiscountPercent > 0 ? (
                <li className="font-medium text-foreground">
                  {plan.yearlyDiscountPercent}% off yearly
                </li>
              ) : null}
            </ul>
          ) : null}
          {plan.features.length > 0 ? (
            <ul className="space-y-1.5 text-sm" aria-label={`${plan.name} features`}>
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span className="min-w-0 break-words">{feature}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No features listed.</p>
          )}
        </CardContent>
        <CardFooter className="flex-wrap justify-end gap-2 border-t px-4 py-3 sm:px-5">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mr-auto"
            disabled={busy}
            onClick={() => onToggleActive(plan)}
            aria-label={`${plan.isActive ? "Deactivate" : "Activate"} ${plan.name}`}
          >
            {plan.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {plan.isActive ? "Deactivate" : "Activate"}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            disabled={busy}
            onClick={() => onEdit(plan)}
            aria-label={`Edit ${plan.name}`}
            title="Edit"
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9 text-destructive hover:text-destructive"
            disabled={busy}
            onClick={() => onDelete(plan)}
            aria-label={`Delete ${plan.name}`}
            title="Delete"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** A plan card that can be dragged by its handle (pointer or keyboard). */
export function SortablePlanCard(props: Omit<PlanCardProps, "handle" | "style" | "ref">) {
  const sortable = useSortableItem(props.plan.id, `Drag to reorder ${props.plan.name}`);
  return (
    <PlanCard
      {...props}
      ref={sortable.ref}
      style={sortable.style}
      className={cn(props.className, sortable.isDragging && "relative z-10 shadow-xl")}
      handle={sortable.handle}
    />
  );
}
