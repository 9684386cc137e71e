import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

/** The leads total as the list shows it: counted, still being counted, or not countable. */
export type LeadsTotalState = number | "counting" | "unavailable";

/** The total in the list's texts: "1,234", "…" while counting, "—" when it could not be counted. */
export function formatLeadsTotal(total: LeadsTotalState): string {
  if (total === "counting") return "…";
  if (total === "unavailable") return "—";
  return total.toLocaleString("en-US");
}

/**
 * Renders `children` with the total: at once when the loader had counted it, else first
 * "counting" and then the total when its count streams in.
 */
export function WithLeadsTotal({
  total,
  children,
}: {
  total: number | Promise<number>;
  children: (total: LeadsTotalState) => ReactNode;
}) {
  if (typeof total === "number") return children(total);
  return (
    <Suspense fallback={children("counting")}>
      <Await resolve={total} errorElement={children("unavailable")}>
        {(counted: number) => children(counted)}
      </Await>
    </Suspense>
  );
}
