import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { buildNavigation } from "#app/modules/navigation/navigation.ts";
import { defaultPageSettings } from "#app/modules/pages/page-settings.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { renderPageAt } from "../../../tests/helpers/page-html.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

// A fresh install's header and footer, byte for byte as they were before pages of the owner's
// own could join the navigation (issue 30): the same items, order and labels in each language.

beforeAll(() => {
  // The footer writes the current year into its copyright line.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
});
afterAll(() => vi.useRealTimers());

const freshInstall = () =>
  buildNavigation(new Map(defaultPageSettings().map(({ key, value }) => [key, value])));

describe("the site's frame on a fresh install", () => {
  it.each(LOCALES)("draws the header and footer as before, in %s", async (locale) => {
    const config = defaultSiteConfig();
    const navigation = freshInstall();
    const html = renderPageAt({ path: "/pricing", locale, product: config.siteTitle }, () => (
      <>
        <SiteHeader
          siteTitle={config.siteTitle}
          logoUrl={config.logoUrl}
          items={navigation.items}
        />
        <SiteFooter config={config} />
      </>
    ));
    await expect(html).toMatchFileSnapshot(`./__snapshots__/site-frame.${locale}.html`);
  });
});
