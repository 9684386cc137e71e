import { Mail, MapPin, Phone } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { BuiltInPageId } from "#app/db/enums.ts";
import type { SocialLinks } from "#app/db/schema.ts";
import { offeredChatChannels } from "#app/modules/chat/chat-channels.ts";
import { chatStartPath } from "#app/modules/chat/chat-start-path.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import type { SiteNavigation } from "#app/modules/navigation/navigation.ts";
import { contactDetails, footerTextForYear, telHref } from "#app/modules/site-config/defaults.ts";
import type { LocalizedSiteConfig } from "#app/modules/site-config/site-config-definition.ts";
import { OTHER_CHATS } from "./chat/other-chats.ts";
import { SiteLogo } from "./site-logo.tsx";
import { SOCIAL_NETWORKS, SocialIcon } from "./social-icons.tsx";
import { textLanguageProps } from "./text-language.ts";

const QUICK_LINKS = [
  { href: "/", key: "home" },
  { href: "/features", key: "features" },
  { href: "/pricing", key: "pricing" },
  { href: "/blog", key: "blog" },
  { href: "/about", key: "about" },
  { href: "/contact", key: "contact" },
] as const;

const SERVICES = ["whatsapp", "chatbots", "facebook", "instagram", "support", "analytics"] as const;

function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider">{children}</h2>;
}

/** A footer label that links to its page once the owner has one published, else plain text. */
function LegalLabel({ path, children }: { path: string | null; children: React.ReactNode }) {
  const locale = useLocale();
  if (!path) return <span>{children}</span>;
  return (
    <Link to={localizedPath(locale, path)} className="hover:text-foreground hover:underline">
      {children}
    </Link>
  );
}

export function SiteFooter({
  config,
  enabledPages,
  legalPages,
  chatOffered = false,
}: {
  /** In the page's language (localizeSiteConfig). */
  config: LocalizedSiteConfig;
  /** Built-in pages that answer: a disabled one leaves the Quick Links. */
  enabledPages: readonly BuiltInPageId[];
  legalPages: SiteNavigation["legalPages"];
  /** The floating chat button is shown: the footer's end leaves it room (ChatButton). */
  chatOffered?: boolean;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const contact = contactDetails(config, locale);
  // The fallback address, where none is set, is in the page's language (CONTACT_FALLBACK).
  const addressLanguage = config.address.trim() ? config.languages?.address : undefined;
  const { pathname } = useLocation();
  // Messenger and Instagram chats start here and on the contact page (ADR 0048).
  const otherChats = OTHER_CHATS.filter((other) =>
    offeredChatChannels(config).includes(other.channel),
  );
  const socials = SOCIAL_NETWORKS.filter(
    (network) => config.socialLinks[network.key as keyof SocialLinks],
  );
  return (
    <footer className={`border-t bg-muted/50${chatOffered ? " pb-20" : ""}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to={localizedPath(locale, "/")}
            className="flex items-center gap-2 text-lg font-semibold"
          >
            <SiteLogo logoUrl={config.logoUrl} className="size-8" />
            {config.siteTitle}
          </Link>
          {/* Website Settings' texts read in the page's direction; one not yet translated is
              marked with its own language, aligned as the footer is (ADR 0053). */}
          <p
            {...textLanguageProps(
              config.tagline.trim() ? config.languages?.tagline : locale,
              locale,
              "mt-4 text-sm text-muted-foreground",
            )}
          >
            {config.tagline.trim() || t("footer.tagline")}
          </p>
          {socials.length > 0 ? (
            <ul className="mt-6 flex gap-3" aria-label={t("footer.socialMedia")}>
              {socials.map((network) => (
                <li key={network.key}>
                  <a
                    href={config.socialLinks[network.key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                  >
                    <SocialIcon network={network.key} className="size-5" />
                    <span className="sr-only">
                      {t("common.opensInNewTab", { name: network.label })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label={t("footer.quickLinks")}>
          <FooterHeading>{t("footer.quickLinks")}</FooterHeading>
          <ul className="grid gap-2 text-sm">
            {QUICK_LINKS.filter(
              (link) => link.key === "blog" || enabledPages.includes(link.key),
            ).map((link) => (
              <li key={link.href}>
                <Link
                  to={localizedPath(locale, link.href)}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{t("footer.services")}</FooterHeading>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            {SERVICES.map((service) => (
              <li key={service}>{t(`footer.serviceList.${service}`)}</li>
            ))}
          </ul>
        </div>

        <div>
          <FooterHeading>{t("footer.contactInfo")}</FooterHeading>
          <ul className="grid gap-3 text-sm">
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={`mailto:${contact.email}`} dir="ltr" className="break-all hover:underline">
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={telHref(contact.phone)} dir="ltr" className="hover:underline">
                {contact.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span {...textLanguageProps(addressLanguage, locale)}>{contact.address}</span>
            </li>
            {otherChats.map((other) => (
              <li key={other.channel} className="flex items-start gap-2">
                <SocialIcon
                  network={other.network}
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                <a
                  href={chatStartPath(other.channel, pathname)}
                  rel="nofollow"
                  className="hover:underline"
                >
                  {t(other.link)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p {...textLanguageProps(config.languages?.footerText, locale)}>
            {footerTextForYear(config.footerText, new Date().getFullYear())}
          </p>
          <p className="flex gap-6">
            <LegalLabel path={legalPages.privacy}>{t("footer.privacyPolicy")}</LegalLabel>
            <LegalLabel path={legalPages.terms}>{t("footer.termsOfService")}</LegalLabel>
          </p>
        </div>
      </div>
    </footer>
  );
}
