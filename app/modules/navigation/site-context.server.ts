import { createContext, data } from "react-router";
import type { BuiltInPageId } from "#app/db/enums.ts";
import type { SiteNavigation } from "./navigation.ts";

/** The navigation of this request, computed once by the site layout's middleware. */
export const siteNavigationContext = createContext<SiteNavigation>();

/** A disabled built-in page answers 404 (Pages Manager). */
export function requirePageEnabled(
  context: { get(key: typeof siteNavigationContext): SiteNavigation },
  pageId: BuiltInPageId,
): void {
  if (!context.get(siteNavigationContext).enabledPages.includes(pageId)) {
    throw data(null, { status: 404 });
  }
}
