import type * as React from "react";
import { cn } from "#app/lib/utils.ts";
import { controlClassName } from "./input.tsx";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(controlClassName, "h-auto min-h-20", className)} {...props} />;
}
