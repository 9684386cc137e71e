import { SquarePen } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

/**
 * The bar a signed-in admin sees on a public page that has an editor (docs/product.md#page-editor): a link to it.
 * Plain server HTML (ADR 0009) in the page's flow under the header, so it never covers the
 * page; a visitor's page never has it (the layout looks it up only for an admin's session).
 */
export function EditPageBar({ editorPath }: { editorPath: string }) {
  const t = useTranslate();
  return (
    // The preview bar's colours (routes/site/preview.tsx), the console's notes on the site: apart
    // from a first section on a muted band whatever the theme, and no new rule in the stylesheet
    // every visitor's page carries (ADR 0009).
    <nav
      aria-label={t("editBar.label")}
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5 sm:px-6">
        <p className="text-xs sm:text-sm">{t("editBar.onlyYou")}</p>
        <a href={editorPath} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <SquarePen aria-hidden="true" />
          {t("editBar.editPage")}
        </a>
      </div>
    </nav>
  );
}
