import { Card } from "#app/components/ui/card.tsx";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

/** The figures; their labels and lines are `about.stats.<key>` in the catalogues. */
const STATS = [
  { key: "experts", value: "50+" },
  { key: "faster", value: "95%" },
  { key: "countries", value: "15+" },
] as const;

/** Three stat cards: the number big, its label under it, one line of explanation. */
export function AboutStats() {
  const t = useTranslate();
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {STATS.map((stat) => (
        <li key={stat.key}>
          <Card className="h-full p-6 text-center">
            <p className="flex flex-col">
              <span dir="ltr" className="text-5xl font-bold tracking-tight">
                {stat.value}
              </span>{" "}
              <span className="mt-2 text-lg font-semibold">
                {t(`about.stats.${stat.key}.label`)}
              </span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(`about.stats.${stat.key}.text`)}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
