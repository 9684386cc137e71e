import { ChevronDown, Languages } from "lucide-react";
import { useRef } from "react";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useTypedBeforeHydration } from "#app/lib/typed-before-hydration.ts";
import {
  SITE_CONFIG_LIMITS,
  type SiteConfigFieldErrors,
  type SiteConfigValues,
  URDU_FIELDS,
} from "#app/modules/site-config/site-config-form.ts";
import type { SiteConfigDefaults } from "#app/modules/site-config/values-in-use.ts";

// The Urdu version of the labels visitors see (ADR 0021), in a section that opens on demand so
// the English form reads as before. Every field is optional: one without an Urdu text shows the
// English text that Urdu pages use in its place (values-in-use.ts).

// Its own direction: the English text shown until an Urdu one is typed reads left to right.
const URDU_INPUT = { lang: "ur", dir: "auto" } as const;

export function UrduLabelsCard({
  values,
  defaults,
  errors,
}: {
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  errors: SiteConfigFieldErrors;
}) {
  const urduFields = Object.values(URDU_FIELDS);
  const translated = urduFields.filter(
    (field) => values[field].trim() !== "" && values[field].trim() !== defaults[field].trim(),
  ).length;
  const hasError = urduFields.some((field) => errors[field]);
  const metaDescriptionRef = useRef<HTMLTextAreaElement>(null);
  const footerTextRef = useRef<HTMLTextAreaElement>(null);
  const addressRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(metaDescriptionRef);
  useTypedBeforeHydration(footerTextRef);
  useTypedBeforeHydration(addressRef);

  const text = (
    name: (typeof urduFields)[number],
    label: string,
    english: string,
    maxLength: number,
  ) => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <Input
          {...props}
          {...URDU_INPUT}
          name={name}
          defaultValue={values[name]}
          maxLength={maxLength}
          placeholder={english}
        />
      )}
    </Field>
  );
  const area = (
    name: (typeof urduFields)[number],
    label: string,
    english: string,
    maxLength: number,
    ref: React.RefObject<HTMLTextAreaElement | null>,
  ) => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <Textarea
          {...props}
          {...URDU_INPUT}
          ref={ref}
          name={name}
          rows={2}
          className="min-h-0"
          defaultValue={values[name]}
          maxLength={maxLength}
          placeholder={english}
        />
      )}
    </Field>
  );

  return (
    <SectionCard
      icon={Languages}
      title="Urdu Version"
      description="What visitors see on the Urdu pages (/ur): the English text, until you type the Urdu one."
    >
      {/* Open when a field needs fixing; closed, its fields are still sent with the form. */}
      <details className="group" open={hasError || undefined}>
        <summary className="flex w-fit cursor-pointer list-none items-center gap-2 rounded-md text-sm font-medium focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
          <ChevronDown
            className="size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
          Edit Urdu texts
          <span className="font-normal text-muted-foreground">
            ({translated} of {urduFields.length} translated)
          </span>
        </summary>
        <div className="mt-5 grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            {text(
              URDU_FIELDS.siteTitle,
              "Site Title (Urdu)",
              values.siteTitle,
              SITE_CONFIG_LIMITS.siteTitle,
            )}
            {text(
              URDU_FIELDS.tagline,
              "Tagline (Urdu)",
              values.tagline,
              SITE_CONFIG_LIMITS.tagline,
            )}
          </div>
          {text(
            URDU_FIELDS.metaTitle,
            "Meta Title (Urdu)",
            values.metaTitle,
            SITE_CONFIG_LIMITS.metaTitle,
          )}
          {area(
            URDU_FIELDS.metaDescription,
            "Meta Description (Urdu)",
            values.metaDescription,
            SITE_CONFIG_LIMITS.metaDescription,
            metaDescriptionRef,
          )}
          <div className="grid gap-5 md:grid-cols-2">
            {area(
              URDU_FIELDS.footerText,
              "Footer Text (Urdu)",
              values.footerText,
              SITE_CONFIG_LIMITS.footerText,
              footerTextRef,
            )}
            {area(
              URDU_FIELDS.address,
              "Address (Urdu)",
              values.address,
              SITE_CONFIG_LIMITS.address,
              addressRef,
            )}
          </div>
        </div>
      </details>
    </SectionCard>
  );
}
