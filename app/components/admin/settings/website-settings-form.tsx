import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Braces, Globe, Info, Mail, Save, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { type ControlProps, EntityFields } from "#app/components/admin/entity-fields.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { TranslatedLabelsCard } from "#app/components/admin/settings/translated-labels-card.tsx";
import { SocialIcon } from "#app/components/site/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { SocialLinks } from "#app/db/schema.ts";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import type { FieldMeta } from "#app/modules/entities/entity-field.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { TRANSLATED_LOCALES } from "#app/modules/i18n/translated-content.ts";
import {
  META_DESCRIPTION_GUIDANCE,
  siteConfigDefinition,
  socialLinksDefinition,
} from "#app/modules/site-config/site-config-definition.ts";
import {
  FIX_FIELDS,
  parseSiteSettings,
  SAVE_FAILED,
  SITE_CONFIG_CONSTRAINT,
  type SiteConfigOutput,
  type SiteConfigValues,
} from "#app/modules/site-config/site-config-form.ts";
import type { SiteConfigDefaults } from "#app/modules/site-config/values-in-use.ts";

type SiteField = keyof typeof siteConfigDefinition.meta;

/**
 * One card's fields: the definition's from `first` up to `next` (the next card's first), in
 * its order, so a field declared among a card's fields shows in that card.
 */
function cardFields(first: SiteField, next?: SiteField): Record<string, FieldMeta> {
  const keys = Object.keys(siteConfigDefinition.meta) as SiteField[];
  const end = next ? keys.indexOf(next) : undefined;
  return Object.fromEntries(
    keys.slice(keys.indexOf(first), end).map((key) => [key, siteConfigDefinition.meta[key]]),
  );
}

const BASIC_FIELDS = cardFields("siteTitle", "contactEmail");
const CONTACT_FIELDS = cardFields("contactEmail", "setupTime");
const FACT_FIELDS = cardFields("setupTime", "socialLinks");

/** Each link's label with its network's icon. */
const SOCIAL_LINK_PROPS: Record<string, ControlProps> = Object.fromEntries(
  Object.entries(socialLinksDefinition.meta).map(([network, meta]) => [
    network,
    {
      label: (
        <span className="inline-flex items-center gap-2">
          <SocialIcon network={network as keyof SocialLinks} className="size-4" />
          {meta.label}
        </span>
      ),
    },
  ]),
);

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
  chatNumberSaved,
}: {
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  /** Whether a valid WhatsApp number or phone is stored: the chat button needs one (ADR 0046). */
  chatNumberSaved: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  saving: boolean;
}) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The switches post their states through hidden inputs, as every switch does.
  const [switches, setSwitches] = useState({
    chatButton: values.chatButton === true,
    adminLoginLink: values.adminLoginLink === true,
  });
  const switchProps = (name: keyof typeof switches) => ({
    checked: switches[name],
    onCheckedChange: (checked: boolean) => setSwitches((now) => ({ ...now, [name]: checked })),
  });
  const [form, fields] = useForm<SiteConfigValues, SiteConfigOutput>({
    id: "website-settings",
    defaultValue: values,
    // Without JavaScript the browser checks the one required field itself.
    constraint: SITE_CONFIG_CONSTRAINT,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parseSiteSettings(formData);
      if (submitter && submission.status === "error") {
        toast.error(SAVE_FAILED, { description: FIX_FIELDS });
        // A translated field opens its section as its message renders: focus it after that.
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      }
      return submission;
    },
  });
  const metaLength = (fields.metaDescription.getFieldset().en.value ?? "").length;

  // After a refused save, take the person to the first field to fix (its section open).
  useEffect(() => {
    if (lastResult?.status === "error") focusFirstInvalid(formRef.current);
  }, [lastResult]);

  return (
    <Form
      ref={formRef}
      method="post"
      {...getFormProps(form)}
      // With JavaScript the shared schema checks the fields and shows its own messages.
      noValidate={hydrated}
      className="grid gap-6"
    >
      {(["chatButton", "adminLoginLink"] as const).map((name) => (
        <input key={name} type="hidden" name={fields[name].name} value={String(switches[name])} />
      ))}
      <SectionCard
        icon={Globe}
        title="Basic Information"
        description="Your site's name and how it appears in search results and the footer."
      >
        <div className="grid gap-5 *:content-start sm:grid-cols-2">
          <EntityFields
            meta={BASIC_FIELDS}
            fields={fields}
            props={{
              metaTitle: { className: "sm:col-span-2" },
              metaDescription: {
                rows: 3,
                controlClassName: undefined,
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
              },
              footerText: { controlClassName: "min-h-0" },
              adminLoginLink: { ...switchProps("adminLoginLink"), className: "sm:col-span-2" },
            }}
          />
        </div>
      </SectionCard>

      {TRANSLATED_LOCALES.map((locale) => (
        <TranslatedLabelsCard
          key={locale}
          locale={locale}
          values={values}
          defaults={defaults}
          fields={fields}
        />
      ))}

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          icon={Mail}
          title="Contact Information"
          description="Shown in the footer and on the contact page. Empty a field to go back to the default contact details."
        >
          <EntityFields
            meta={CONTACT_FIELDS}
            fields={fields}
            props={{
              // One column: the card is half the screen's width beside the links.
              address: { rows: 3, className: undefined, autoComplete: "street-address" },
              chatButton: {
                ...switchProps("chatButton"),
                // The number shown while both are empty is the contact page's example, which
                // the button never opens a chat with.
                description:
                  switches.chatButton && !chatNumberSaved ? (
                    <>
                      {siteConfigDefinition.meta.chatButton.description}{" "}
                      <strong className="font-medium text-foreground">
                        Not shown yet: save your own WhatsApp number or phone above.
                      </strong>
                    </>
                  ) : undefined,
              },
            }}
          />
        </SectionCard>

        <SectionCard
          icon={Share2}
          title="Social Media Links"
          description="Each link shows as an icon in the footer; leave one empty to hide it."
        >
          <EntityFields
            meta={socialLinksDefinition.meta}
            fields={fields.socialLinks.getFieldset()}
            props={SOCIAL_LINK_PROPS}
          />
        </SectionCard>
      </div>

      <SectionCard
        icon={Braces}
        title="Facts"
        description="Said once here and used in any text of the site as a placeholder: {setupTime}, {trialLength}, {replyTime} and {timeZone}, as {product} is the site's title. Change one and every page that says it follows. Write each language's as it reads in a sentence."
      >
        <div className="grid gap-5 *:content-start sm:grid-cols-2">
          {Object.entries(FACT_FIELDS).map(([key, meta]) =>
            meta.translatable ? (
              // A fact's languages side by side, so that one is not changed without the other.
              LOCALES.map((locale) => (
                <EntityFields
                  key={`${key}.${locale}`}
                  meta={{ [key]: meta }}
                  fields={fields}
                  locale={locale}
                />
              ))
            ) : (
              <EntityFields key={key} meta={{ [key]: meta }} fields={fields} />
            ),
          )}
        </div>
      </SectionCard>

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
