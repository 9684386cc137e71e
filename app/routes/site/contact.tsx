import { Clock, Globe, Mail, MessageCircle, Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { ContactForm, contactFormTexts } from "#app/components/site/contact-form.tsx";
import { type Faq, FaqList } from "#app/components/site/faq-list.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { type Translate, translator, useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { type Locale, requestLocale } from "#app/modules/i18n/locales.ts";
import { getLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import type { CONSENT_FIELD } from "#app/modules/leads/lead-consent.ts";
import {
  type ContactField,
  contactBusinessTypeLabel,
  contactFormSchemas,
} from "#app/modules/leads/lead-forms.server.ts";
import type { LeadFormResult } from "#app/modules/leads/lead-forms.ts";
import { submitLeadForm } from "#app/modules/leads/lead-submission.server.ts";
import { requirePageEnabled } from "#app/modules/navigation/site-context.server.ts";
import { metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import { faqPageJsonLd } from "#app/modules/seo/seo.ts";
import { contactDetails, telHref, whatsappHref } from "#app/modules/site-config/defaults.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { leadIntakeOf, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/contact";

const quickAnswers = (t: Translate): Faq[] =>
  (["start", "trial", "platforms", "reply"] as const).map((key) => ({
    question: t(`forms.contact.faq.${key}.question`),
    answer: t(`forms.contact.faq.${key}.answer`),
  }));

const businessHours = (t: Translate) => [
  { days: t("forms.contact.hours.weekdays"), hours: t("forms.contact.hours.weekdaysHours") },
  { days: t("forms.contact.hours.saturday"), hours: t("forms.contact.hours.saturdayHours") },
  { days: t("forms.contact.hours.sunday"), hours: t("forms.contact.hours.closed") },
];

const PRESENCE = ["pk", "ae", "sa", "uk", "us"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  requirePageEnabled(context, "contact");
  return { consent: await getLeadConsent(context.get(servicesContext).db) };
}

export const headers = loaderAndActionHeaders;

export async function action(args: Route.ActionArgs) {
  const locale = requestLocale(args.request);
  const t = translator(locale);
  return submitLeadForm<(typeof contactFormSchemas)[Locale], ContactField>(
    args.request,
    leadIntakeOf(args.context),
    {
      schema: contactFormSchemas[locale],
      failureToast: contactFormTexts(t).failure,
      t,
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/contact",
    title: t("forms.contact.metaTitle"),
    description: t("forms.contact.metaDescription"),
    structuredData: [faqPageJsonLd(quickAnswers(t))],
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useTranslate();
  const contact = contactDetails(root?.site ?? { contactEmail: "", phone: "", address: "" });
  const result = actionData as LeadFormResult<ContactField | typeof CONSENT_FIELD> | undefined;

  const infoCards = [
    { icon: Phone, title: t("forms.phone"), text: contact.phone, href: telHref(contact.phone) },
    { icon: Mail, title: t("forms.email"), text: contact.email, href: `mailto:${contact.email}` },
    {
      icon: MessageCircle,
      title: t("forms.contact.whatsapp"),
      text: contact.phone,
      href: whatsappHref(contact.phone),
    },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          {t("forms.contact.title")}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("forms.contact.intro")}</p>
      </header>

      <div className="mt-14 grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <Card>
            <CardContent className="p-6 sm:p-8">
              <h2 id="contact-form-title" className="text-2xl font-semibold">
                {t("forms.contact.formTitle")}
              </h2>
              <ContactForm consent={loaderData.consent} result={result} />
            </CardContent>
          </Card>
        </section>

        <aside
          className="grid content-start gap-6 lg:col-span-2"
          aria-label={t("forms.contact.contactInformation")}
        >
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
                        dir="ltr"
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
                <Clock className="size-5" aria-hidden="true" /> {t("forms.contact.businessHours")}
              </h2>
              <dl className="mt-3 grid gap-2 text-sm">
                {businessHours(t).map((row) => (
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
                <Globe className="size-5" aria-hidden="true" /> {t("forms.contact.globalPresence")}
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">
                {withElement(
                  (address) => t("forms.contact.headquartered", { address }),
                  // The address is the site's own setting, in its own language and direction.
                  <bdi key="address" dir="auto">
                    {contact.address}
                  </bdi>,
                )}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {PRESENCE.map((country) => (
                  <li key={country} className="rounded-full bg-muted px-3 py-1">
                    {t(`forms.contact.countries.${country}`)}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>

      <section aria-labelledby="quick-answers" className="mx-auto mt-20 max-w-3xl">
        <h2 id="quick-answers" className="mb-6 text-center text-3xl font-bold">
          {t("forms.contact.quickAnswers")}
        </h2>
        <FaqList items={quickAnswers(t)} />
      </section>
    </div>
  );
}
