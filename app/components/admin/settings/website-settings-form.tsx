import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Globe, Info, Mail, Save, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { TranslatedLabelsCard } from "#app/components/admin/settings/translated-labels-card.tsx";
import { SocialIcon } from "#app/components/site/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { TRANSLATED_LOCALES } from "#app/modules/i18n/translated-content.ts";
import {
  checkSiteConfigForm,
  FIX_FIELDS,
  META_DESCRIPTION_GUIDANCE,
  SAVE_FAILED,
  SITE_CONFIG_LIMITS,
  type SiteConfigFormValue,
  type SiteConfigInput,
  type SiteConfigValues,
  siteConfigFormValue,
} from "#app/modules/site-config/site-config-form.ts";
import type { SiteConfigDefaults } from "#app/modules/site-config/values-in-use.ts";

const SOCIAL_FIELDS = [
  { name: "facebook", label: "Facebook URL", placeholder: "https://facebook.com/yourpage" },
  { name: "twitter", label: "Twitter URL", placeholder: "https://twitter.com/yourhandle" },
  { name: "instagram", label: "Instagram URL", placeholder: "https://instagram.com/yourhandle" },
  {
    name: "linkedin",
    label: "LinkedIn URL",
    placeholder: "https://linkedin.com/company/yourcompany",
  },
] as const;

/**
 * The Website Settings form. A plain POST without JavaScript; with it, conform checks the
 * values with the server's own schema before sending, and the page stays as typed on any
 * failure. `values` are what to show first (the values the site uses, defaults included);
 * `defaults` what the site uses for each field left empty; `lastResult` the action's reply to
 * a refused save (what was typed, and the messages).
 */
export function WebsiteSettingsForm({
  values,
  defaults,
  lastResult,
  saving,
}: {
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  saving: boolean;
}) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<SiteConfigFormValue, SiteConfigInput>({
    id: "website-settings",
    defaultValue: siteConfigFormValue(values),
    // Without JavaScript the browser checks the one required field itself.
    constraint: { siteTitle: { required: true } },
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = checkSiteConfigForm(formData);
      if (submitter && submission.status === "error") {
        toast.error(SAVE_FAILED, { description: FIX_FIELDS });
        // A translated field opens its section as its message renders: focus it after that.
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      }
      return submission;
    },
  });
  const metaLength = (fields.metaDescription.value ?? "").length;

  // After a refused save, take the person to the first field to fix (its section open).
  useEffect(() => {
    if (lastResult?.status === "error") focusFirstInvalid(formRef.current);
  }, [lastResult]);

  const text = (
    name: Exclude<keyof SiteConfigFormValue, "translations">,
    label: string,
    extra: Omit<React.ComponentProps<typeof ConformField>, "field" | "label"> = {},
  ) => <ConformField field={fields[name]} label={label} {...extra} />;

  return (
    <Form
      ref={formRef}
      method="post"
      {...getFormProps(form)}
      // With JavaScript the shared schema checks the fields and shows its own messages.
      noValidate={hydrated}
      className="grid gap-6"
    >
      <SectionCard
        icon={Globe}
        title="Basic Information"
        description="Your site's name and how it appears in search results and the footer."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {text("siteTitle", "Site Title", {
            maxLength: SITE_CONFIG_LIMITS.siteTitle,
            placeholder: "Your site's name",
          })}
          {text("tagline", "Tagline", {
            maxLength: SITE_CONFIG_LIMITS.tagline,
            placeholder: "A short line about what you do",
          })}
        </div>
        {text("metaTitle", "Meta Title", {
          maxLength: SITE_CONFIG_LIMITS.metaTitle,
          placeholder: "The title search engines show",
        })}
        {text("metaDescription", "Meta Description", {
          as: "textarea",
          rows: 3,
          maxLength: SITE_CONFIG_LIMITS.metaDescription,
          placeholder: `A summary for search results, about ${META_DESCRIPTION_GUIDANCE} characters`,
          description: (
            <span
              className={cn(
                "tabular-nums",
                metaLength > META_DESCRIPTION_GUIDANCE && "font-medium text-foreground",
              )}
            >
              {metaLength}/{META_DESCRIPTION_GUIDANCE} characters
            </span>
          ),
        })}
        {text("footerText", "Footer Text", {
          as: "textarea",
          rows: 2,
          controlClassName: "min-h-0",
          maxLength: SITE_CONFIG_LIMITS.footerText,
          placeholder: "© 2024 Your Company. All rights reserved.",
        })}
      </SectionCard>

      {TRANSLATED_LOCALES.map((locale) => (
        <TranslatedLabelsCard
          key={locale}
          locale={locale}
          values={values}
          defaults={defaults}
          fields={fields.translations.getFieldset()[locale].getFieldset()}
        />
      ))}

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          icon={Mail}
          title="Contact Information"
          description="Shown in the footer and on the contact page. Empty a field to go back to the default contact details."
        >
          {text("contactEmail", "Contact Email", {
            type: "email",
            autoComplete: "email",
            maxLength: SITE_CONFIG_LIMITS.contactEmail,
            placeholder: "e.g. hello@yourcompany.com",
          })}
          {text("phone", "Phone Number", {
            type: "tel",
            autoComplete: "tel",
            maxLength: SITE_CONFIG_LIMITS.phone,
            placeholder: "e.g. +92 321 0000000",
          })}
          {text("whatsappNumber", "WhatsApp Number", {
            type: "tel",
            autoComplete: "tel",
            maxLength: SITE_CONFIG_LIMITS.phone,
            placeholder: "e.g. +92 321 0000000",
            description:
              "Where the site's WhatsApp links lead. Left the same as the phone number, it follows that number.",
          })}
          {text("address", "Address", {
            as: "textarea",
            rows: 3,
            autoComplete: "street-address",
            maxLength: SITE_CONFIG_LIMITS.address,
            placeholder: "e.g. Street, city, country",
          })}
        </SectionCard>

        <SectionCard
          icon={Share2}
          title="Social Media Links"
          description="Each link shows as an icon in the footer; leave one empty to hide it."
        >
          {SOCIAL_FIELDS.map((social) => (
            <ConformField
              key={social.name}
              field={fields[social.name]}
              label={
                <span className="inline-flex items-center gap-2">
                  <SocialIcon network={social.name} className="size-4" />
                  {social.label}
                </span>
              }
              // Not type="url": a link typed without https:// is completed on save, and the
              // browser's own check (without JavaScript) would refuse it first.
              inputMode="url"
              autoComplete="url"
              maxLength={SITE_CONFIG_LIMITS.socialLink}
              placeholder={social.placeholder}
            />
          ))}
        </SectionCard>
      </div>

      <div className="rounded-lg border bg-card p-4 shadow-sm md:sticky md:bottom-4 md:z-10 md:px-6 md:shadow-md">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Changes will be reflected on your live website immediately after saving.
          </p>
          <Button type="submit" disabled={saving} className="w-full sm:w-auto">
            {saving ? <Spinner /> : <Save aria-hidden="true" />}
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </div>
    </Form>
  );
}
