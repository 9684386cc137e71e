import { ChevronDown } from "lucide-react";
import type { EditMarks } from "./sections/edit-marks.tsx";

export type Faq = { question: string; answer: string };

/**
 * Questions that open in place; native <details>, so they work without JavaScript. `marks` are
 * the faq section's, whose `items` these are, in order (edit-marks.tsx).
 */
export function FaqList({ items, marks }: { items: readonly Faq[]; marks: EditMarks }) {
  return (
    <div className="divide-y rounded-xl border">
      {items.map((item, index) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
            {marks.text(`items.${index}.question`, item.question)}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p {...marks.field(`items.${index}.answer`)} className="mt-3 text-muted-foreground">
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
