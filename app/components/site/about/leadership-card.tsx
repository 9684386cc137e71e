import { Mail } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

const CEO_EMAIL = "ceo@dmflow.pk";

/** The founder's card with a mailto link (texts: `about.ceo` in the catalogues). */
export function LeadershipCard({ product }: { product: string }) {
  const t = useTranslate();
  const name = t("about.ceo.name");
  return (
    <Card className="mx-auto max-w-3xl p-6 sm:p-8">
      <div className="flex items-center gap-4 sm:gap-6">
        <span
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground sm:size-20 sm:text-2xl"
          aria-hidden="true"
        >
          {t("about.ceo.initials")}
        </span>
        <div>
          <h3 className="text-xl font-semibold sm:text-2xl">{name}</h3>
          <p className="mt-1 font-medium text-muted-foreground">{t("about.ceo.role")}</p>
        </div>
      </div>
      <p className="mt-6 text-muted-foreground">{t("about.ceo.bio", { product })}</p>
      <a
        href={`mailto:${CEO_EMAIL}`}
        aria-label={t("about.ceo.emailLabel", { name, email: CEO_EMAIL })}
        className={cn(buttonVariants({ variant: "outline" }), "mt-6")}
      >
        <Mail aria-hidden="true" />
        {t("about.ceo.email")}
      </a>
    </Card>
  );
}
