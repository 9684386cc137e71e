import { useRouteLoaderData } from "react-router";
import { PageSections, type PageSectionsContext } from "#app/components/site/page-sections.tsx";
import { PageColumn } from "#app/components/site/sections/page-column.tsx";
import type { BuiltInPageId } from "#app/db/enums.ts";
import { offeredChatChannels } from "#app/modules/chat/chat-channels.ts";
import { useLocale } from "#app/modules/i18n/i18n.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import type { PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { contactDetails } from "#app/modules/site-config/defaults.ts";
import { type SiteFacts, siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** What a page built from sections loads (section-page.server.ts). */
export type SectionPageData = {
  body: PageBody;
  plans: readonly PublicPlan[];
  consent: LeadConsent | null;
  enabledPages: readonly BuiltInPageId[];
};

const NO_SITE = {
  siteTitle: "",
  contactEmail: "",
  phone: "",
  whatsappNumber: "",
  address: "",
  chatButton: false,
  socialLinks: {},
  timeZoneLabel: "",
};
const NO_FACTS = siteFactsOf({
  siteTitle: {},
  setupTime: {},
  trialLength: {},
  replyTime: {},
  timeZoneLabel: "",
});

/** The site's facts its placeholders say (ADR 0052), from the root loader. */
export function useSiteFacts(): SiteFacts {
  return useRouteLoaderData<typeof rootLoader>("root")?.siteFacts ?? NO_FACTS;
}

/**
 * A page drawn from its sections where `path` (English) is, in the URL's language (or `locale`:
 * a preview of an Urdu version), with the site's title and contact details; `forms` carries
 * what the page's own form was answered.
 */
export function SectionPage({
  page,
  path,
  locale,
  inColumn = false,
  forms,
}: {
  page: SectionPageData;
  path: string;
  locale?: Locale;
  /** The page's sections stand in one column of the site's width (Contact's, ADR 0023). */
  inColumn?: boolean;
  forms?: Pick<PageSectionsContext, "contactFormResult" | "leadFormResult" | "chosenPlan">;
}) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site ?? NO_SITE;
  const urlLocale = useLocale();
  const pageLocale = locale ?? urlLocale;
  const context: PageSectionsContext = {
    locale: pageLocale,
    facts: useSiteFacts(),
    path,
    inColumn,
    contact: contactDetails(site, pageLocale),
    timeZoneLabel: site.timeZoneLabel,
    enabledPages: page.enabledPages,
    plans: page.plans,
    consent: page.consent,
    chatChannels: offeredChatChannels(site),
    ...forms,
  };
  const sections = <PageSections body={page.body} context={context} />;
  return inColumn ? <PageColumn>{sections}</PageColumn> : sections;
}
