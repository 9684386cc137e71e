import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { SocialLinks } from "#app/db/schema.ts";
import {
  contactDetails,
  footerTextForYear,
  type SiteConfig,
  telHref,
} from "#app/modules/site-config/defaults.ts";
import { SiteLogo } from "./site-logo.tsx";
import { SOCIAL_NETWORKS, SocialIcon } from "./social-icons.tsx";

const QUICK_LINKS = [
  { href: "/", label: "Home" },
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];

const SERVICES = [
  "WhatsApp Automation",
  "AI Chatbots",
  "Facebook Integration",
  "Instagram Automation",
  "Customer Support",
  "Business Analytics",
];

const FIXED_TAGLINE = "AI-powered replies on WhatsApp, Instagram and Messenger, 24/7.";

function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider">{children}</h2>;
}

export function SiteFooter({ config }: { config: SiteConfig }) {
  const contact = contactDetails(config);
  const socials = SOCIAL_NETWORKS.filter(
    (network) => config.socialLinks[network.key as keyof SocialLinks],
  );
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-semibold">
            <SiteLogo logoUrl={config.logoUrl} className="size-8" />
            {config.siteTitle}
          </Link>
          <p className="mt-4 text-sm text-muted-foreground">
            {config.tagline.trim() || FIXED_TAGLINE}
          </p>
          {socials.length > 0 ? (
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socials.map((network) => (
                <li key={network.key}>
                  <a
                    href={config.socialLinks[network.key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                  >
                    <SocialIcon network={network.key} className="size-5" />
                    <span className="sr-only">{network.label} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label="Quick Links">
          <FooterHeading>Quick Links</FooterHeading>
          <ul className="grid gap-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Services</FooterHeading>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            {SERVICES.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>

        <div>
          <FooterHeading>Contact Info</FooterHeading>
          <ul className="grid gap-3 text-sm">
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={`mailto:${contact.email}`} className="break-all hover:underline">
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={telHref(contact.phone)} className="hover:underline">
                {contact.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>{contact.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{footerTextForYear(config.footerText, new Date().getFullYear())}</p>
          <p className="flex gap-6">
            <span>Privacy Policy</span>
            <span>Terms of Service</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
