import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { translator, useLocale } from "#app/modules/i18n/i18n.ts";
import { LOCALE_INFO, otherLanguagePath, otherLocale } from "#app/modules/i18n/locales.ts";

/**
 * The link to this page in the other language, named in that language (and marked as such,
 * so a screen reader pronounces it right). No redirect ever guesses the visitor's language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target = otherLocale(locale);
  const t = translator(target);
  const lang = LOCALE_INFO[target].lang;
  return (
    <a
      href={otherLanguagePath(locale, `${pathname}${search}`)}
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
}
