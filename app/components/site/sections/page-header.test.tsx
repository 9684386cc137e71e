import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import { PageHeaderSection } from "./page-header.tsx";

const header = (text: string, yearlyDiscount: string | null) =>
  renderToStaticMarkup(
    <PageHeaderSection
      section={{
        id: "heading",
        title: { en: "Pricing Plans" },
        badge: { icon: "badge-percent", text: { en: text } },
      }}
      locale="en"
      facts={siteFactsOf(defaultSiteConfig("Acme Chat"))}
      yearlyDiscount={yearlyDiscount}
    />,
  );

describe("the page heading's badge", () => {
  it("names the plans' best yearly discount where its text says {discount}", () => {
    expect(header("Save {discount} with yearly billing", "25%")).toContain(
      "Save 25% with yearly billing",
    );
  });

  it("is not drawn while no plan has a yearly discount", () => {
    const html = header("Save {discount} with yearly billing", null);
    expect(html).toContain("Pricing Plans");
    expect(html).not.toContain("yearly billing");
  });

  it("shows a text without {discount} as written, discount or not", () => {
    expect(header("Two months free", null)).toContain("Two months free");
  });
});
