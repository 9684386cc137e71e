import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import { LeadershipSection } from "./leadership.tsx";

const person = {
  name: { en: "Sara Khan", ur: "سارہ خان" },
  initials: { en: "SK" },
  role: { en: "Head of Support" },
  bio: { en: "Sara leads the {product} support team." },
};

function render(people: Parameters<typeof LeadershipSection>[0]["section"]["people"]) {
  return renderToStaticMarkup(
    <LeadershipSection
      section={{ id: "team", title: { en: "Leadership" }, people }}
      locale="ur"
      facts={siteFactsOf(defaultSiteConfig("Acme Chat"))}
    />,
  );
}

describe("LeadershipSection", () => {
  it("shows a person's photo with its alt text in place of the initials", () => {
    const html = render([
      { ...person, photo: { media: "sara.webp", alt: { en: "Sara smiling", ur: "سارہ" } } },
    ]);
    expect(html).toContain('<img src="/media/sara.webp" alt="سارہ"');
    expect(html).not.toContain("SK");
  });

  it("fills the e-mail button's spoken label with the name and address, in the page's language", () => {
    const html = render([
      {
        ...person,
        email: {
          address: "sara@example.com",
          label: { en: "Email Sara" },
          spokenLabel: { en: "Email {name} at {email}", ur: "{name} کو {email} پر ای میل کریں" },
        },
      },
    ]);
    expect(html).toContain('href="mailto:sara@example.com"');
    expect(html).toContain('aria-label="سارہ خان کو sara@example.com پر ای میل کریں"');
    expect(html).toContain("Sara leads the Acme Chat support team.");
  });

  it("spaces the cards of several people and names the section by its heading", () => {
    const html = render([person, { ...person, name: { en: "Ali Raza" } }]);
    expect(html).toContain('aria-labelledby="team-heading"');
    expect(html).toContain('id="team-heading"');
    expect(html.match(/mx-auto max-w-3xl p-6 sm:p-8 mt-6/g)).toHaveLength(1);
  });
});
