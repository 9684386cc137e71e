import { cn } from "#app/lib/utils.ts";
import { type SeoRange, seoLengthHint } from "#app/modules/pages/page-limits.ts";

/** The live character counter under an SEO field: guidance only, nothing is refused. */
export function SeoHint({ length, range }: { length: number; range: SeoRange }) {
  const hint = seoLengthHint(length, range);
  return (
    <span
      className={cn(
        "tabular-nums",
        hint.state === "good" && "font-medium text-foreground",
        hint.state === "long" && "text-destructive",
      )}
    >
      {hint.text}
    </span>
  );
}
