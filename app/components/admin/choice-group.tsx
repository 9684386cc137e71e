import type { LucideIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

export type Choice<Value extends string> = {
  value: Value;
  label: string;
  /** With an icon, the label is read out always but shown from `sm` up only. */
  icon?: LucideIcon;
  title?: string;
};

/**
 * A few buttons of which one is chosen (the preview's width and language, the editor's form or
 * preview on a phone): a named group of toggle buttons, the chosen one pressed.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
  className,
}: {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex gap-1 rounded-md bg-muted p-1", className)}>
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => {
        const Icon = choice.icon;
        return (
          <Button
            key={choice.value}
            type="button"
            size="sm"
            variant={value === choice.value ? "outline" : "ghost"}
            aria-pressed={value === choice.value}
            title={choice.title}
            onClick={() => onChange(choice.value)}
          >
            {Icon ? (
              <>
                <Icon aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{choice.label}</span>
              </>
            ) : (
              choice.label
            )}
          </Button>
        );
      })}
    </fieldset>
  );
}
