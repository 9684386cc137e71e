// The About page as sections (ADR 0023), its texts from the catalogues: the page visitors read
// today, for the owner to edit.
import type { PageBody } from "../page-body.ts";
import { section, catalogueText as text } from "./default-body.ts";

/** The CEO's address, as the About page has shown it. */
const CEO_EMAIL = "ceo@dmflow.pk";

export function aboutPageSections(): PageBody {
  return {
    root: { props: {} },
    content: [
      section("pageHeader", {
        id: "heading",
        title: text((c) => c.about.title),
        intro: text((c) => c.about.intro),
      }),
      section("missionVisionValues", {
        id: "mission-vision-values",
        mission: { title: text((c) => c.about.missionTitle), text: text((c) => c.about.mission) },
        vision: { title: text((c) => c.about.visionTitle), text: text((c) => c.about.vision) },
        valuesTitle: text((c) => c.about.valuesTitle),
        valuesIntro: text((c) => c.about.valuesIntro),
        values: (
          [
            ["customers", "heart-handshake"],
            ["speed", "zap"],
            ["honest", "shield-check"],
            ["improving", "lightbulb"],
          ] as const
        ).map(([key, icon]) => ({
          icon,
          title: text((c) => c.about.values[key].title),
          text: text((c) => c.about.values[key].text),
        })),
      }),
      section("story", {
        id: "story",
        title: text((c) => c.about.storyTitle),
        paragraphs: (["beginning", "firstBots", "today"] as const).map((key) =>
          text((c) => c.about.story[key]),
        ),
      }),
      section("stats", {
        id: "numbers",
        variant: "cards",
        title: text((c) => c.about.numbersTitle),
        // The figures are the same in every language, as the About page has shown them.
        items: (
          [
            ["experts", "50+"],
            ["faster", "95%"],
            ["countries", "15+"],
          ] as const
        ).map(([key, value]) => ({
          value: { en: value },
          label: text((c) => c.about.stats[key].label),
          text: text((c) => c.about.stats[key].text),
        })),
      }),
      section("leadership", {
        id: "leadership",
        title: text((c) => c.about.leadershipTitle),
        people: [
          {
            name: text((c) => c.about.ceo.name),
            initials: text((c) => c.about.ceo.initials),
            role: text((c) => c.about.ceo.role),
            bio: text((c) => c.about.ceo.bio),
            email: {
              address: CEO_EMAIL,
              label: text((c) => c.about.ceo.email),
              spokenLabel: text((c) => c.about.ceo.emailLabel),
            },
          },
        ],
      }),
      section("callToAction", {
        id: "cta",
        title: text((c) => c.about.ctaTitle),
        text: text((c) => c.about.ctaText),
        buttons: [
          { label: text((c) => c.common.getStarted), href: "/form" },
          { label: text((c) => c.about.contactUs), href: "/contact" },
        ],
      }),
    ],
  };
}
