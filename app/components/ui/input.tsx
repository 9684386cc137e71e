import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** Shared look of single-line text controls (also used by NativeSelect and SelectTrigger). */
export const controlClassName = cn(
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors md:text-sm",
  "placeholder:text-muted-foreground",
  "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
);

/** Kinds of input whose value is written left to right in every language (ADR 0053). */
const LEFT_TO_RIGHT_TYPES = new Set(["email", "tel", "url"]);

/**
 * A text input. A phone number, e-mail address or link is typed left to right even on a
 * right-to-left page (its placeholder too), unless `dir` says otherwise.
 */
export function Input({ className, type = "text", dir, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      dir={dir ?? (LEFT_TO_RIGHT_TYPES.has(type) || props.inputMode === "url" ? "ltr" : undefined)}
      className={cn(
        controlClassName,
        "file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
