import { withElement } from "#app/modules/i18n/i18n.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { type TranslatedText, textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";
import type { SiteFacts } from "#app/modules/site-config/site-placeholders.ts";
import { useEditMarks } from "./edit-marks.tsx";

/**
 * The plans under their heading; the plans themselves (`children`) are Pricing's, from the
 * database. Home shows them on a muted band under their title and intro; the "plain" variant
 * (the Pricing page) shows the plans alone, their title read by screen readers only.
 */
export function PricingPlansSection({
  section,
  locale,
  facts,
  children,
}: {
  section: SectionProps<"pricing"> & { id: string };
  locale: Locale;
  facts: SiteFacts;
  children: React.ReactNode;
}) {
  const text = (value: TranslatedText | undefined) => textIn(value, locale, facts);
  const marks = useEditMarks(section.id);
  if (section.variant === "plain") {
    const headingId = `${section.id}-heading`;
    return (
      <section
        {...marks.section()}
        aria-labelledby={headingId}
        className="px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-6xl">
          <h2 id={headingId} className="sr-only">
            {text(section.title)}
          </h2>
          {children}
        </div>
      </section>
    );
  }
  const titleId = `${section.id}-title`;
  return (
    <section
      {...marks.section()}
      id={section.id}
      aria-labelledby={titleId}
      className="scroll-mt-16 bg-muted py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2
            id={titleId}
            {...marks.field("title")}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {text(section.title)}
          </h2>
          {section.intro ? (
            <p {...marks.field("intro")} className="mt-4 text-lg text-pretty text-muted-foreground">
              {/* Plain in the editor's preview, where the intro is edited in place. */}
              {marks.inPreview
                ? text(section.intro)
                : keepTogether(text(section.intro), text(section.introKeepTogether))}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The text with its first `phrase` kept on one line (a line never breaks inside "24-48 hours"). */
export function keepTogether(text: string, phrase: string): React.ReactNode {
  if (!phrase || !text.includes(phrase)) return text;
  return withElement(
    (marker) => text.replace(phrase, marker),
    <span key="together" className="whitespace-nowrap">
      {phrase}
    </span>,
  );
}
