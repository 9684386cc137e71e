import { ArrowLeft } from "lucide-react";
import { data, Link, useRouteLoaderData } from "react-router";
import {
  ConsentField,
  FormNotice,
  HoneypotField,
  LeadChallengeField,
  LeadForm,
  SubmitButton,
} from "#app/components/site/lead-form-kit.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { getLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import type { CONSENT_FIELD } from "#app/modules/leads/lead-consent.ts";
import {
  type GetStartedField,
  getStartedFormSchema,
} from "#app/modules/leads/lead-forms.server.ts";
import {
  FIELD_LIMITS,
  GET_STARTED_BUSINESS_TYPES,
  type LeadFormResult,
} from "#app/modules/leads/lead-forms.ts";
import { submitLeadForm } from "#app/modules/leads/lead-submission.server.ts";
import { findPublicPlan } from "#app/modules/pricing/pricing.server.ts";
import { selectedPlanLabel } from "#app/modules/pricing/pricing-display.ts";
import { publicPageMeta } from "#app/modules/seo/page-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { leadIntakeOf, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-form";

const SUCCESS = {
  title: "Form Submitted Successfully!",
  description: "We'll get back to you soon.",
};
const FAILURE = { title: "Error", description: "Failed to submit form. Please try again." };
const REDIRECT_DELAY_MS = 2000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const plan = await findPublicPlan(db, new URL(request.url).searchParams.get("plan"));
  return data(
    {
      plan: plan ? { id: plan.id, label: selectedPlanLabel(plan) } : null,
      consent: await getLeadConsent(db),
    },
    // The page differs per chosen plan only: never let an index treat ?plan= as its own page.
    { headers: { "X-Robots-Tag": plan ? "noindex" : "all" } },
  );
}

export const headers = loaderAndActionHeaders;

export async function action(args: Route.ActionArgs) {
  const { db } = args.context.get(servicesContext);
  return submitLeadForm<typeof getStartedFormSchema, GetStartedField>(
    args.request,
    leadIntakeOf(args.context),
    {
      schema: getStartedFormSchema,
      failureToast: FAILURE,
      toLead: async (form, formData) => {
        const plan = await findPublicPlan(db, String(formData.get("plan") ?? ""));
        return {
          name: form.name,
          email: form.email,
          whatsappNumber: form.whatsapp_number,
          country: form.country,
          businessType: form.business_type,
          source: "get_started_form",
          selectedPlan: plan ? selectedPlanLabel(plan) : null,
        };
      },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    path: "/form",
    title: "Get Started",
    description:
      "Tell us about your business and we'll set up AI replies on your WhatsApp, Instagram and Messenger within 24-48 hours.",
  });

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const result = actionData as LeadFormResult<GetStartedField | typeof CONSENT_FIELD> | undefined;
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {/* Without JavaScript, the same 2-second return to Home after a successful submit. */}
      {result?.ok ? (
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/`} />
      ) : null}
      <Link to="/" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        <ArrowLeft aria-hidden="true" /> Back to Home
      </Link>
      <header className="mt-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Get Started with {root?.site.siteTitle}
        </h1>
        <p className="mt-3 text-muted-foreground">
          Tell us about your business. We'll reach out on WhatsApp to set up your automation.
        </p>
      </header>

      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">
          <LeadForm id="get-started-form" failure={FAILURE} className="grid gap-5">
            <FormNotice result={result} success={SUCCESS} />
            {loaderData.plan ? (
              <p className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
                Selected plan: <strong>{loaderData.plan.label}</strong>
                <input type="hidden" name="plan" value={loaderData.plan.id} />
              </p>
            ) : null}
            <Field label="Full Name" required error={errors.name}>
              {(props) => (
                <Input
                  {...props}
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={FIELD_LIMITS.name}
                  defaultValue={values.name}
                />
              )}
            </Field>
            <Field
              label="WhatsApp Number"
              required
              error={errors.whatsapp_number}
              description="With country code, e.g. +92 300 1234567"
            >
              {(props) => (
                <Input
                  {...props}
                  name="whatsapp_number"
                  type="tel"
                  autoComplete="tel"
                  required
                  maxLength={FIELD_LIMITS.phone}
                  defaultValue={values.whatsapp_number}
                />
              )}
            </Field>
            <Field label="Email" required error={errors.email}>
              {(props) => (
                <Input
                  {...props}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={FIELD_LIMITS.email}
                  defaultValue={values.email}
                />
              )}
            </Field>
            <Field label="Country" required error={errors.country}>
              {(props) => (
                <Input
                  {...props}
                  name="country"
                  autoComplete="country-name"
                  required
                  maxLength={FIELD_LIMITS.country}
                  defaultValue={values.country}
                />
              )}
            </Field>
            <Field label="Business Type" required error={errors.business_type}>
              {(props) => (
                <NativeSelect
                  {...props}
                  name="business_type"
                  required
                  defaultValue={values.business_type ?? ""}
                >
                  <option value="" disabled>
                    Select your business type
                  </option>
                  {GET_STARTED_BUSINESS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <ConsentField
              consent={loaderData.consent}
              error={errors.consent}
              checked={values.consent === "on"}
            />
            <HoneypotField />
            <LeadChallengeField />
            <SubmitButton idleText="Submit & Get Started" busyText="Submitting..." />
          </LeadForm>
        </CardContent>
      </Card>
    </div>
  );
}
