// The Get Started page's heading as a section (ADR 0023), its texts from the catalogues; the form
// under it stays the page's own.
import type { PageBody } from "../page-body.ts";
import { section, catalogueText as text } from "./default-body.ts";

export function leadFormPageSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("leadForm", {
        id: "get-started",
        // The catalogue's `{{site}}` is the site title, which sections write `{product}`.
        title: text((c) => c.forms.getStarted.title, { site: () => "{product}" }),
        intro: text((c) => c.forms.getStarted.intro),
      }),
    ],
  };
}
