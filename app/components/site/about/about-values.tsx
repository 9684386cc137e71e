import { HeartHandshake, Lightbulb, ShieldCheck, Zap } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

/** The values' icons; their titles and texts are `about.values.<key>` in the catalogues. */
const VALUES = [
  { key: "customers", icon: HeartHandshake },
  { key: "speed", icon: Zap },
  { key: "honest", icon: ShieldCheck },
  { key: "improving", icon: Lightbulb },
] as const;

/** The company's values as a grid of cards (h3 titles under the section's h2). */
export function AboutValues() {
  const t = useTranslate();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map((value) => (
        <li key={value.key}>
          <Card className="h-full">
            <CardHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <value.icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle className="text-lg">{t(`about.values.${value.key}.title`)}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{t(`about.values.${value.key}.text`)}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
