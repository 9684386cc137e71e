// The Contact page as sections (ADR 0023), its texts from the catalogues: the page visitors read
// today. The form, the contact details and the hours follow one another, so the details and
// hours are drawn beside the form (placement.ts); the places served are a second contact
// details section after the hours, as the page has shown them, last in that column.
import { SEEDED_WEEK } from "#app/modules/business-hours/opening-week.ts";
import type { PageBody } from "../page-body.ts";
import { section, catalogueText as text } from "./default-body.ts";

export function contactPageSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("pageHeader", {
        id: "heading",
        variant: "column",
        title: text((c) => c.forms.contact.title),
        intro: text((c) => c.forms.contact.intro),
      }),
      section("contactForm", {
        id: "contact-form",
        title: text((c) => c.forms.contact.formTitle),
        asideLabel: text((c) => c.forms.contact.contactInformation),
      }),
      section("contactCards", {
        id: "contact-details",
        cards: [
          { kind: "phone", title: text((c) => c.forms.phone) },
          { kind: "email", title: text((c) => c.forms.email) },
          { kind: "whatsapp", title: text((c) => c.forms.contact.whatsapp) },
        ],
      }),
      section("businessHours", {
        id: "hours",
        title: text((c) => c.forms.contact.businessHours),
        icon: "clock",
        week: SEEDED_WEEK,
      }),
      section("contactCards", {
        id: "presence",
        cards: [],
        presence: {
          title: text((c) => c.forms.contact.globalPresence),
          text: text((c) => c.forms.contact.headquartered),
          places: (["pk", "ae", "sa", "uk", "us"] as const).map((country) =>
            text((c) => c.forms.contact.countries[country]),
          ),
        },
      }),
      section("faq", {
        id: "quick-answers",
        variant: "column",
        title: text((c) => c.forms.contact.quickAnswers),
        items: (["start", "trial", "platforms", "reply"] as const).map((key) => ({
          question: text((c) => c.forms.contact.faq[key].question),
          answer: text((c) => c.forms.contact.faq[key].answer),
        })),
      }),
    ],
  };
}
