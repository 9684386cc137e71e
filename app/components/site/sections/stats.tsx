import type { Locale } from "#app/modules/i18n/locales.ts";
import { type LocalizedText, textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";

/**
 * The numbers as a band in the primary colour, one column per figure. The band sits inside
 * the band before it (Home's feature cards, whose `children` it is), as on Home today.
 */
export function StatsSection({
  section,
  locale,
  product,
}: {
  section: SectionProps<"stats"> & { id: string };
  locale: Locale;
  product: string;
}) {
  const text = (value: LocalizedText | undefined) => textIn(value, locale, product);
  return (
    <dl className="mt-16 grid grid-cols-3 divide-x divide-primary-foreground/20 rounded-2xl bg-primary text-primary-foreground">
      {section.items.map((item, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
          key={index}
          className="flex flex-col-reverse items-center justify-end px-2 py-6 text-center sm:px-6 sm:py-8"
        >
          <dt className="mt-1 text-xs font-medium sm:text-base">{text(item.label)}</dt>
          {/* Figures like "100+" read left to right on Urdu pages too. */}
          <dd dir="ltr" className="text-3xl font-bold tracking-tight sm:text-5xl">
            {item.spoken ? (
              <>
                <span aria-hidden="true">{text(item.value)}</span>
                <span className="sr-only">{text(item.spoken)}</span>
              </>
            ) : (
              text(item.value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
