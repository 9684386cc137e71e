import { ChevronDown } from "lucide-react";

export type Faq = { question: string; answer: string };

/** Questions that open in place; native <details>, so they work without JavaScript. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="divide-y rounded-xl border">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-3 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
