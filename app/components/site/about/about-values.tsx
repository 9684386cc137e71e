import { HeartHandshake, Lightbulb, ShieldCheck, Zap } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";

const VALUES = [
  {
    icon: HeartHandshake,
    title: "Customers first",
    text: "Every reply your bot sends carries your name, so we design each conversation as if it were our own shop.",
  },
  {
    icon: Zap,
    title: "Speed that matters",
    text: "A customer who waits is a customer who leaves. We build for instant answers, day and night.",
  },
  {
    icon: ShieldCheck,
    title: "Honest and secure",
    text: "Clear prices, no hidden fees, and your customers' messages handled with care and kept private.",
  },
  {
    icon: Lightbulb,
    title: "Always improving",
    text: "We study real conversations and refine your flows, so your automation gets better every month.",
  },
] as const;

/** The company's values as a grid of cards (h3 titles under the section's h2). */
export function AboutValues() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map((value) => (
        <li key={value.title}>
          <Card className="h-full">
            <CardHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <value.icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle className="text-lg">{value.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{value.text}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
