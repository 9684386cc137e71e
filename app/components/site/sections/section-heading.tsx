import type { ReactNode } from "react";

/**
 * A section's title: the h2 under the page's h1, named by `id` for `aria-labelledby`; `mark`
 * is its field's edit mark in the editor's preview (edit-marks.tsx).
 */
export function SectionHeading({
  id,
  mark,
  children,
}: {
  id: string;
  mark: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <h2 id={id} {...mark} className="text-3xl font-bold tracking-tight">
      {children}
    </h2>
  );
}
