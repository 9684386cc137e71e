import type { ReactNode } from "react";

/**
 * A page whose sections sit in one column of the site's width, as Contact has been: the page
 * draws it around its sections (a section cannot wrap the ones before it in a flat list).
 */
export function PageColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">{children}</div>;
}
