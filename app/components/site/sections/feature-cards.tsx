import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { BuiltInPageId } from "#app/db/enums.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { builtInPageOfPath } from "#app/modules/navigation/navigation.ts";
import { type TranslatedText, textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";
import type { SiteFacts } from "#app/modules/site-config/site-placeholders.ts";
import { type EditMarks, useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SECTION_ICON_COMPONENTS } from "./section-icons.tsx";

/**
 * The feature cards in a band of their own. Short cards come under their heading with the
 * "more" card last, which leads to a built-in page only while the page is switched on, else
 * shows its fallback; `children` follow them inside the band (Home's numbers band). Full cards
 * are drawn as the Features page has them.
 */
export function FeatureCardsSection({
  section,
  locale,
  facts,
  enabledPages,
  children,
}: {
  section: SectionProps<"featureCards"> & { id: string };
  locale: Locale;
  facts: SiteFacts;
  enabledPages: readonly BuiltInPageId[];
  children?: React.ReactNode;
}) {
  const marks = useEditMarks(section.id);
  if (section.variant === "full") {
    return <FullFeatureCards section={section} locale={locale} facts={facts} marks={marks} />;
  }
  const text = (value: TranslatedText | undefined) => textIn(value, locale, facts);
  const titleId = `${section.id}-title`;
  const more = section.more && moreCard(section.more, enabledPages);
  return (
    <section
      {...marks.section()}
      id={section.id}
      aria-labelledby={titleId}
      className="scroll-mt-16 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {section.eyebrow ? (
            <p
              {...marks.field("eyebrow")}
              className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {text(section.eyebrow)}
            </p>
          ) : null}
          <h2
            id={titleId}
            {...marks.field("title")}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {text(section.title)}
          </h2>
          {section.intro ? (
            <p {...marks.field("intro")} className="mt-4 text-lg text-pretty text-muted-foreground">
              {text(section.intro)}
            </p>
          ) : null}
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {section.items.map((item, index) => {
            const Icon = SECTION_ICON_COMPONENTS[item.icon];
            return (
              <li
                key={item.anchor}
                className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3
                    {...marks.field(`items.${index}.title`)}
                    className="text-lg font-semibold leading-snug sm:mt-4"
                  >
                    {text(item.title)}
                  </h3>
                  <p
                    {...marks.field(`items.${index}.summary`)}
                    className="mt-1.5 text-sm text-muted-foreground sm:mt-2"
                  >
                    {text(item.summary)}
                  </p>
                </div>
              </li>
            );
          })}
          {more ? (
            <li>
              <Link
                to={localizedPath(locale, more.href)}
                className="group flex h-full flex-row items-center justify-between gap-4 rounded-xl bg-primary p-5 text-primary-foreground sm:min-h-40 sm:flex-col sm:items-start sm:p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                <span>
                  <span
                    {...marks.field(`${more.path}.title`)}
                    className="block text-lg font-semibold"
                  >
                    {text(more.title)}
                  </span>
                  <span {...marks.field(`${more.path}.text`)} className="mt-2 block text-sm">
                    {text(more.text)}
                  </span>
                </span>
                <ArrowRight
                  className="size-6 shrink-0 transition-transform rtl:-scale-x-100 sm:mt-6 motion-safe:group-hover:translate-x-1 rtl:motion-safe:group-hover:-translate-x-1"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ) : null}
        </ul>
        {children}
      </div>
    </section>
  );
}

/**
 * Two cards a row, each with its paragraph and benefits and reachable by its anchor
 * (`/features#whatsapp-automation`). The band has no visible heading: its title names it for
 * screen readers, and each card's title is an h2 under the page's h1.
 */
function FullFeatureCards({
  section,
  locale,
  facts,
  marks,
}: SectionComponentProps<"featureCards"> & { marks: EditMarks }) {
  const text = (value: TranslatedText | undefined) => textIn(value, locale, facts);
  return (
    <section {...marks.section()} aria-label={text(section.title)} className="py-16 sm:py-20">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:gap-8">
        {section.items.map((item, itemIndex) => {
          const Icon = SECTION_ICON_COMPONENTS[item.icon];
          const titleId = `${item.anchor}-title`;
          return (
            <li key={item.anchor}>
              <article
                id={item.anchor}
                aria-labelledby={titleId}
                className="flex h-full scroll-mt-20 flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
              >
                <div className="flex items-center gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h2
                    id={titleId}
                    {...marks.field(`items.${itemIndex}.title`)}
                    className="text-xl font-semibold leading-snug sm:text-2xl"
                  >
                    {text(item.title)}
                  </h2>
                </div>
                <p
                  {...marks.field(`items.${itemIndex}.description`)}
                  className="mt-4 text-muted-foreground"
                >
                  {text(item.description)}
                </p>
                {item.benefits.length > 0 ? (
                  <ul className="mt-6 space-y-3 border-t pt-6 text-sm">
                    {item.benefits.map((benefit, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
                      <li key={index} className="flex gap-3">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        <span {...marks.field(`items.${itemIndex}.benefits.${index}`)}>
                          {text(benefit)}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type MoreCard = NonNullable<SectionProps<"featureCards">["more"]>;

/**
 * The "more" card as shown: its fallback while the built-in page it leads to is off, with the
 * path of the texts it shows in the section's props (for the editor's preview marks).
 */
function moreCard(
  more: MoreCard,
  enabledPages: readonly BuiltInPageId[],
): (Omit<MoreCard, "fallback"> & { path: string }) | undefined {
  const page = builtInPageOfPath(more.href);
  if (!page || enabledPages.includes(page)) return { ...more, path: "more" };
  return more.fallback && { ...more.fallback, path: "more.fallback" };
}
