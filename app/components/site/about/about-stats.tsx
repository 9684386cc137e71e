import { Card } from "#app/components/ui/card.tsx";

const STATS = [
  {
    value: "50+",
    label: "Experts",
    text: "Conversation designers, AI engineers and support specialists.",
  },
  {
    value: "95%",
    label: "Faster",
    text: "Quicker first replies than answering DMs by hand.",
  },
  {
    value: "15+",
    label: "Countries",
    text: "Businesses from Karachi to Dubai, London and New York.",
  },
] as const;

/** Three stat cards: the number big, its label under it, one line of explanation. */
export function AboutStats() {
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {STATS.map((stat) => (
        <li key={stat.label}>
          <Card className="h-full p-6 text-center">
            <p className="flex flex-col">
              <span dir="ltr" className="text-5xl font-bold tracking-tight">
                {stat.value}
              </span>{" "}
              <span className="mt-2 text-lg font-semibold">{stat.label}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{stat.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
