// The loaders' shared part for the pages built from sections (ADR 0023): a built-in page's
// stored body (its switch in Page Settings first: a page that is off answers 404) and what its
// sections show from elsewhere.
import type { RouterContextProvider } from "react-router";
import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";
import { requestLocale } from "#app/modules/i18n/locales.ts";
import { getLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import {
  requirePageEnabled,
  siteNavigationContext,
} from "#app/modules/navigation/site-context.server.ts";
import { getBuiltInPage, rememberedPublicPage } from "#app/modules/pages/public-pages.server.ts";
import { listPublicPlans } from "#app/modules/pricing/pricing.server.ts";
import type { PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import type { BuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { type PageBody, visibleSections } from "#app/modules/sections/page-body.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a page's sections show from elsewhere: Pricing's plans and the lead forms' consent. */
type SectionSources = {
  plans: PublicPlan[];
  consent: LeadConsent | null;
  enabledPages: BuiltInPageId[];
};

/**
 * The page with what its visible sections show from elsewhere, read only where shown: the plans
 * for a pricing section, the consent box for a form; and the built-in pages that are on.
 */
export async function withSectionSources<Page extends { body: PageBody }>(
  { request, context }: LoaderArgs,
  page: Page,
): Promise<Page & SectionSources> {
  const { db } = context.get(servicesContext);
  const types = new Set(visibleSections(page.body).map((section) => section.type));
  const hasForm = types.has("contactForm") || types.has("leadForm");
  return {
    ...page,
    plans: types.has("pricing") ? await listPublicPlans(db, requestLocale(request)) : [],
    consent: hasForm ? await getLeadConsent(db) : null,
    enabledPages: context.get(siteNavigationContext).enabledPages,
  };
}

/**
 * A built-in page's live version, 404 while Page Settings has it off; kept in memory until a
 * page changes (public-pages.server.ts).
 */
export async function loadBuiltInPage(args: LoaderArgs, slug: BuiltInSlug) {
  const { request, context } = args;
  const switchable = BUILT_IN_PAGES.find((page) => page.id === slug);
  if (switchable) requirePageEnabled(context, switchable.id);
  const { db, changes } = context.get(servicesContext);
  const log = context.get(requestInfoContext).log;
  const locale = requestLocale(request);
  const page = await rememberedPublicPage(changes, `built-in:${slug}:${locale}`, () =>
    getBuiltInPage(db, slug, locale, log),
  );
  return withSectionSources(args, page);
}
