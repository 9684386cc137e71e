import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";
import { controlClassName } from "./input.tsx";

// A styled native <select>: works without JavaScript (public forms) and costs no script.
// Kept apart from select.tsx so that pages using it never load Radix Select.
/**
 * A styled native <select>; works without JavaScript. `className` styles the <select>; the
 * wrapper (which draws the chevron) is full width, so size it through its container.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select
        className={cn(controlClassName, "cursor-pointer appearance-none pe-9", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
