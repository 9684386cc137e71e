import type { ReactNode } from "react";

/** A section's title: the h2 under the page's h1, named by `id` for `aria-labelledby`. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight">
      {children}
    </h2>
  );
}
