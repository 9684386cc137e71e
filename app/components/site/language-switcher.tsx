import { Languages } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { translator, useLocale } from "#app/modules/i18n/i18n.ts";
import {
  type LanguageVersions,
  LOCALE_INFO,
  otherLocales,
  switcherPath,
} from "#app/modules/i18n/locales.ts";

/**
 * The links to this page in the other languages (one per language of LOCALES), each named in its language (and marked as such,
 * so a screen reader pronounces it right). No redirect ever guesses the visitor's language.
 * A page whose content has versions of its own (a blog post) says where they are in its
 * loader data's `languageVersions`.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const versions = useMatches()
    .map((match) => match.loaderData as { languageVersions?: LanguageVersions } | undefined)
    .findLast((data) => data?.languageVersions)?.languageVersions;
  const path = `${pathname}${search}`;
  return otherLocales(locale).map((target) => {
    const t = translator(target);
    const lang = LOCALE_INFO[target].lang;
    return (
      <a
        key={target}
        href={switcherPath(target, path, versions)}
        hrefLang={lang}
        lang={lang}
        title={t("language.switchTo")}
        data-language-switcher=""
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), className)}
      >
        <Languages aria-hidden="true" />
        {t("language.nameInOwnLanguage")}
      </a>
    );
  });
}
