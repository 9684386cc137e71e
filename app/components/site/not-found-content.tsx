import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";

/** The spec's 404 view, for unknown paths and for pages that are switched off. */
export function NotFoundContent() {
  const t = useTranslate();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">{t("notFound.message")}</p>
      <Link to={localizedPath(useLocale(), "/")} className={buttonVariants()}>
        {t("common.returnHome")}
      </Link>
    </div>
  );
}
