import { Clock, Globe, Mail, MessageCircle, Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { type Faq, FaqList } from "#app/components/site/faq-list.tsx";
import {
  ConsentField,
  FormNotice,
  HoneypotField,
  LeadChallengeField,
  LeadForm,
  SubmitButton,
} from "#app/components/site/lead-form-kit.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { getLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import type { CONSENT_FIELD } from "#app/modules/leads/lead-consent.ts";
import {
  type ContactField,
  contactBusinessTypeLabel,
  contactFormSchema,
} from "#app/modules/leads/lead-forms.server.ts";
import {
  CONTACT_BUSINESS_TYPES,
  FIELD_LIMITS,
  type LeadFormResult,
} from "#app/modules/leads/lead-forms.ts";
import { submitLeadForm } from "#app/modules/leads/lead-submission.server.ts";
import { requirePageEnabled } from "#app/modules/navigation/site-context.server.ts";
import { publicPageMeta } from "#app/modules/seo/page-meta.ts";
import { faqPageJsonLd } from "#app/modules/seo/seo.ts";
import { contactDetails, telHref, whatsappHref } from "#app/modules/site-config/defaults.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { leadIntakeOf, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/contact";

const SUCCESS = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll get back to you within 24 hours.",
};

const FAILURE = {
  title: "Error",
  description: "Something went wrong. Please try again or contact us directly.",
};

const QUICK_ANSWERS: Faq[] = [
  {
    question: "How quickly can I get started?",
    answer:
      "Setup takes 24-48 hours after payment. We connect your accounts and train the assistant on your business.",
  },
  {
    question: "Do you offer a free trial?",
    answer:
      "Yes, new customers can ask for a 14-day trial to see the automation working on their own messages.",
  },
  {
    question: "Which platforms do you support?",
    answer: "WhatsApp, Instagram DMs and Facebook Messenger, all managed from one place.",
  },
  {
    question: "How fast will you reply to my message?",
    answer: "We reply to every message within 24 hours, usually much sooner during business hours.",
  },
];

const BUSINESS_HOURS = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM PST" },
  { days: "Saturday", hours: "10:00 AM - 4:00 PM PST" },
  { days: "Sunday", hours: "Closed" },
];

const PRESENCE = [
  "Pakistan",
  "United Arab Emirates",
  "Saudi Arabia",
  "United Kingdom",
  "United States",
];

export async function loader({ context }: Route.LoaderArgs) {
  requirePageEnabled(context, "contact");
  return { consent: await getLeadConsent(context.get(servicesContext).db) };
}

export const headers = loaderAndActionHeaders;

export async function action(args: Route.ActionArgs) {
  return submitLeadForm<typeof contactFormSchema, ContactField>(
    args.request,
    leadIntakeOf(args.context),
    {
      schema: contactFormSchema,
      failureToast: FAILURE,
      toLead: (form) => ({
        name: [form.firstName, form.lastName].filter(Boolean).join(" "),
        email: form.email,
        phone: form.phone ?? null,
        whatsappNumber: form.phone ?? form.email,
        country: "Not specified",
        businessType: contactBusinessTypeLabel(form.businessType),
        message: form.message,
        source: "contact_page",
      }),
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to our team about automating your WhatsApp, Instagram and Messenger replies. We reply within 24 hours.",
    structuredData: [faqPageJsonLd(QUICK_ANSWERS)],
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const contact = contactDetails(root?.site ?? { contactEmail: "", phone: "", address: "" });
  const result = actionData as LeadFormResult<ContactField | typeof CONSENT_FIELD> | undefined;
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};

  const infoCards = [
    { icon: Phone, title: "Phone", text: contact.phone, href: telHref(contact.phone) },
    { icon: Mail, title: "Email", text: contact.email, href: `mailto:${contact.email}` },
    {
      icon: MessageCircle,
      title: "WhatsApp",
      text: contact.phone,
      href: whatsappHref(contact.phone),
    },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Get in Touch</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Questions about automation, pricing or setup? Send us a message and our team will get back
          to you within 24 hours.
        </p>
      </header>

      <div className="mt-14 grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <Card>
            <CardContent className="p-6 sm:p-8">
              <h2 id="contact-form-title" className="text-2xl font-semibold">
                Send us a Message
              </h2>
              <LeadForm id="contact-form" failure={FAILURE} className="mt-6 grid gap-5">
                <FormNotice result={result} success={SUCCESS} />
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field label="First Name" required error={errors.firstName}>
                    {(props) => (
                      <Input
                        {...props}
                        name="firstName"
                        autoComplete="given-name"
                        required
                        maxLength={FIELD_LIMITS.name}
                        defaultValue={values.firstName}
                      />
                    )}
                  </Field>
                  <Field label="Last Name" error={errors.lastName}>
                    {(props) => (
                      <Input
                        {...props}
                        name="lastName"
                        autoComplete="family-name"
                        maxLength={FIELD_LIMITS.name}
                        defaultValue={values.lastName}
                      />
                    )}
                  </Field>
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
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
                  <Field label="Phone" error={errors.phone}>
                    {(props) => (
                      <Input
                        {...props}
                        name="phone"
                        type="tel"
                        autoComplete="tel"
                        placeholder="+92 300 1234567"
                        maxLength={FIELD_LIMITS.phone}
                        defaultValue={values.phone}
                      />
                    )}
                  </Field>
                </div>
                <Field label="Business Type" error={errors.businessType}>
                  {(props) => (
                    <NativeSelect
                      {...props}
                      name="businessType"
                      defaultValue={values.businessType ?? ""}
                    >
                      <option value="">Select your business type</option>
                      {CONTACT_BUSINESS_TYPES.map((type) => (
                        <option key={type.value} value={type.value}>
                          {type.label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field label="Message" required error={errors.message}>
                  {(props) => (
                    <Textarea
                      {...props}
                      name="message"
                      rows={5}
                      required
                      maxLength={FIELD_LIMITS.message}
                      placeholder="Tell us about your business and what you'd like to automate"
                      defaultValue={values.message}
                    />
                  )}
                </Field>
                <ConsentField
                  consent={loaderData.consent}
                  error={errors.consent}
                  checked={values.consent === "on"}
                />
                <HoneypotField />
                <LeadChallengeField />
                <SubmitButton idleText="Send Message" busyText="Sending..." />
              </LeadForm>
            </CardContent>
          </Card>
        </section>

        <aside className="grid content-start gap-6 lg:col-span-2" aria-label="Contact information">
          <ul className="grid gap-4">
            {infoCards.map((card) => (
              <li key={card.title}>
                <Card>
                  <CardContent className="flex items-center gap-4 p-5">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <card.icon className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0">
                      <h2 className="font-semibold">{card.title}</h2>
                      <a
                        href={card.href}
                        className="break-all text-muted-foreground hover:text-foreground hover:underline"
                      >
                        {card.text}
                      </a>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>

          <Card>
            <CardContent className="p-5">
              <h2 className="flex items-center gap-2 font-semibold">
                <Clock className="size-5" aria-hidden="true" /> Business Hours
              </h2>
              <dl className="mt-3 grid gap-2 text-sm">
                {BUSINESS_HOURS.map((row) => (
                  <div key={row.days} className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">{row.days}</dt>
                    <dd className="font-medium">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardContent className="p-5">
              <h2 className="flex items-center gap-2 font-semibold">
                <Globe className="size-5" aria-hidden="true" /> Global Presence
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">
                Headquartered in {contact.address}, serving businesses in:
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {PRESENCE.map((country) => (
                  <li key={country} className="rounded-full bg-muted px-3 py-1">
                    {country}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>

      <section aria-labelledby="quick-answers" className="mx-auto mt-20 max-w-3xl">
        <h2 id="quick-answers" className="mb-6 text-center text-3xl font-bold">
          Quick Answers
        </h2>
        <FaqList items={QUICK_ANSWERS} />
      </section>
    </div>
  );
}
