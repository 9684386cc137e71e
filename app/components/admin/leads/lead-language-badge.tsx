import { Languages } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";
import { languageName } from "#app/modules/i18n/locales.ts";

/**
 * The language of the page a lead's form was sent from (docs/product.md#languages), named in English as the
 * console is: "Urdu", "English". Read aloud as "Language: Urdu".
 */
export function LeadLanguageBadge({ locale, className }: { locale: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn("font-medium text-muted-foreground", className)}
      data-lead-language={locale}
    >
      <Languages aria-hidden="true" />
      <span className="sr-only">Language: </span>
      {languageName(locale)}
    </Badge>
  );
}
