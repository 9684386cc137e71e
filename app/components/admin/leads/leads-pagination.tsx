import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { leadPageCount, leadPagination } from "#app/modules/leads/lead-filters.ts";
import { formatLeadsTotal, type LeadsTotalState } from "./leads-total.tsx";

type Props = {
  total: LeadsTotalState;
  page: number;
  size: number;
  shown: number;
  hasNext: boolean;
  /** The list's URL for another page. */
  pageHref: (page: number) => string;
};

const number = (value: number) => value.toLocaleString("en-US");

/** docs/product.md#leads: 'Showing X to Y of Z results', Previous / Next and 'Page N of M'. */
export function LeadsPagination({ total, page, size, shown, hasNext, pageHref }: Props) {
  const { first, last, hasPrevious } = leadPagination(page, size, shown);
  const pageCount = typeof total === "number" ? leadPageCount(total, size) : total;
  const step = (target: number, enabled: boolean, label: string, icon: React.ReactNode) =>
    enabled ? (
      <Button asChild variant="outline" size="sm">
        <Link to={pageHref(target)}>
          {label === "Next" ? null : icon}
          {label}
          {label === "Next" ? icon : null}
        </Link>
      </Button>
    ) : (
      <Button type="button" variant="outline" size="sm" disabled>
        {label === "Next" ? null : icon}
        {label}
        {label === "Next" ? icon : null}
      </Button>
    );
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center gap-3 border-t pt-4 text-sm sm:flex-row sm:justify-between"
    >
      <p className="text-muted-foreground">
        Showing {number(first)} to {number(last)} of {formatLeadsTotal(total)} results
      </p>
      <div className="flex items-center gap-2">
        {step(page - 1, hasPrevious, "Previous", <ChevronLeft aria-hidden="true" />)}
        <span className="px-2 whitespace-nowrap tabular-nums">
          Page {number(page)} of {formatLeadsTotal(pageCount)}
        </span>
        {step(page + 1, hasNext, "Next", <ChevronRight aria-hidden="true" />)}
      </div>
    </nav>
  );
}
