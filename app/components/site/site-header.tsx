import { Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import type { NavItem } from "#app/modules/navigation/navigation.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { SiteLogo } from "./site-logo.tsx";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground",
  );

/**
 * The fixed navigation bar. On small screens the menu is a <details> disclosure: it opens
 * and closes without JavaScript (the enhancement module also closes it after a choice).
 */
export function SiteHeader({
  siteTitle,
  logoUrl,
  items,
  adminLogin = true,
}: {
  siteTitle: string;
  logoUrl: string | null;
  items: NavItem[];
  /** The "Admin Login" button (Website Settings can hide it). */
  adminLogin?: boolean;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const home = localizedPath(locale, "/");
  const links = items.map((item) => ({
    id: item.id,
    // Each item carries its label in every language, the owner's or the default (navigation.ts).
    label: item.labels[locale],
    href: localizedPath(locale, item.href),
    end: item.href === "/",
  }));
  const formHref = localizedPath(locale, "/form");
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t("common.skipToContent")}
      </a>
      <nav
        aria-label={t("common.mainNavigation")}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Link to={home} className="flex min-w-0 items-center gap-2 font-semibold">
          <SiteLogo logoUrl={logoUrl} className="size-9" />
          <span className="truncate text-lg">{siteTitle}</span>
        </Link>

        <ul className="ms-auto hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <li key={item.id}>
              <NavLink to={item.href} end={item.end} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* One switcher for every width: after the links on wide screens, beside the menu on phones. */}
        <LanguageSwitcher className="ms-auto md:ms-0" />
        <div className="hidden items-center gap-2 md:flex">
          {adminLogin ? (
            <Link to="/admin-auth" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t("common.adminLogin")}
            </Link>
          ) : null}
          <Link to={formHref} className={buttonVariants({ size: "sm" })}>
            {t("common.getStarted")}
          </Link>
        </div>

        <details data-menu="" className="group md:hidden">
          <summary
            aria-label={t("common.menu")}
            className={cn(
              buttonVariants({ variant: "ghost", size: "icon" }),
              "list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            <Menu className="size-5 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-5 group-open:block" aria-hidden="true" />
          </summary>
          <div className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 shadow-lg">
            <ul className="grid gap-1 py-2">
              {links.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.href}
                    end={item.end}
                    className={({ isActive }) => cn(navLinkClass({ isActive }), "block text-base")}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={adminLogin ? "grid grid-cols-2 gap-2" : "grid gap-2"}>
              {adminLogin ? (
                <Link to="/admin-auth" className={buttonVariants({ variant: "outline" })}>
                  {t("common.adminLogin")}
                </Link>
              ) : null}
              <Link to={formHref} className={buttonVariants()}>
                {t("common.getStarted")}
              </Link>
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
