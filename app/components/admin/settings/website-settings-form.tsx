import { Globe, Info, Mail, Save, Share2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { TranslatedLabelsCard } from "#app/components/admin/settings/translated-labels-card.tsx";
import { SocialIcon } from "#app/components/site/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { TRANSLATED_LOCALES } from "#app/modules/i18n/translated-content.ts";
import {
  META_DESCRIPTION_GUIDANCE,
  parseSiteConfig,
  SAVE_FAILED,
  SITE_CONFIG_LIMITS,
  type SiteConfigFieldErrors,
  type SiteConfigValues,
  siteConfigValues,
} from "#app/modules/site-config/site-config-form.ts";
import type { SiteConfigDefaults } from "#app/modules/site-config/values-in-use.ts";

const FIX_FIELDS = "Please fix the highlighted fields.";

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
 * The Website Settings form. A plain POST without JavaScript; with it, the values are checked
 * with the server's own schema before sending, and the page stays as typed on any failure.
 * `values` are what to show first (the values the site uses, defaults included, or what was
 * typed when a save failed); `defaults` what the site uses for each field left empty.
 */
export function WebsiteSettingsForm({
  values,
  defaults,
  serverErrors,
  saving,
}: {
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  serverErrors: SiteConfigFieldErrors | undefined;
  saving: boolean;
}) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<SiteConfigFieldErrors | null>(null);
  const [metaLength, setMetaLength] = useState(values.metaDescription.length);
  const errors = clientErrors ?? serverErrors ?? {};
  // Hydration resets text areas to their server text: put back what was typed before it.

  // After a failed save, take the person to the first field to fix.
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      focusFirstInvalid(formRef.current);
    }
  }, [serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseSiteConfig(siteConfigValues(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.fieldErrors);
    toast.error(SAVE_FAILED, { description: FIX_FIELDS });
    // Focus once the errors are rendered, so aria-describedby already names the message.
    requestAnimationFrame(() => {
      focusFirstInvalid(formRef.current);
    });
  }

  const text = (
    name: keyof SiteConfigValues,
    label: string,
    extra: React.ComponentProps<typeof Input> = {},
  ) => (
    <Field label={label} error={errors[name]}>
      {(props) => <Input {...props} name={name} defaultValue={values[name]} {...extra} />}
    </Field>
  );

  return (
    <Form
      ref={formRef}
      method="post"
      // With JavaScript the shared schema checks the fields and shows its own messages.
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-6"
    >
      <SectionCard
        icon={Globe}
        title="Basic Information"
        description="Your site's name and how it appears in search results and the footer."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {text("siteTitle", "Site Title", {
            required: true,
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
        <Field
          label="Meta Description"
          error={errors.metaDescription}
          description={
            <span
              className={cn(
                "tabular-nums",
                metaLength > META_DESCRIPTION_GUIDANCE && "font-medium text-foreground",
              )}
            >
              {metaLength}/{META_DESCRIPTION_GUIDANCE} characters
            </span>
          }
        >
          {(props) => (
            <Textarea
              {...props}
              name="metaDescription"
              rows={3}
              maxLength={SITE_CONFIG_LIMITS.metaDescription}
              defaultValue={values.metaDescription}
              onChange={(event) => setMetaLength(event.currentTarget.value.length)}
              placeholder={`A summary for search results, about ${META_DESCRIPTION_GUIDANCE} characters`}
            />
          )}
        </Field>
        <Field label="Footer Text" error={errors.footerText}>
          {(props) => (
            <Textarea
              {...props}
              name="footerText"
              rows={2}
              className="min-h-0"
              maxLength={SITE_CONFIG_LIMITS.footerText}
              defaultValue={values.footerText}
              placeholder="© 2024 Your Company. All rights reserved."
            />
          )}
        </Field>
      </SectionCard>

      {TRANSLATED_LOCALES.map((locale) => (
        <TranslatedLabelsCard
          key={locale}
          locale={locale}
          values={values}
          defaults={defaults}
          errors={errors}
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
          <Field
            label="WhatsApp Number"
            error={errors.whatsappNumber}
            description="Where the site's WhatsApp links lead. Left the same as the phone number, it follows that number."
          >
            {(props) => (
              <Input
                {...props}
                name="whatsappNumber"
                type="tel"
                autoComplete="tel"
                maxLength={SITE_CONFIG_LIMITS.phone}
                defaultValue={values.whatsappNumber}
                placeholder="e.g. +92 321 0000000"
              />
            )}
          </Field>
          <Field label="Address" error={errors.address}>
            {(props) => (
              <Textarea
                {...props}
                name="address"
                rows={3}
                autoComplete="street-address"
                maxLength={SITE_CONFIG_LIMITS.address}
                defaultValue={values.address}
                placeholder="e.g. Street, city, country"
              />
            )}
          </Field>
        </SectionCard>

        <SectionCard
          icon={Share2}
          title="Social Media Links"
          description="Each link shows as an icon in the footer; leave one empty to hide it."
        >
          {SOCIAL_FIELDS.map((social) => (
            <Field
              key={social.name}
              label={
                <span className="inline-flex items-center gap-2">
                  <SocialIcon network={social.name} className="size-4" />
                  {social.label}
                </span>
              }
              error={errors[social.name]}
            >
              {(props) => (
                <Input
                  {...props}
                  name={social.name}
                  // Not type="url": a link typed without https:// is completed on save, and the
                  // browser's own check (without JavaScript) would refuse it first.
                  inputMode="url"
                  autoComplete="url"
                  maxLength={SITE_CONFIG_LIMITS.socialLink}
                  defaultValue={values[social.name]}
                  placeholder={social.placeholder}
                />
              )}
            </Field>
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
