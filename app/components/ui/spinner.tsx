import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** A decorative spinning icon (hidden from assistive tech); pair it with visible or sr-only text. */
export function Spinner({ className, ...props }: React.ComponentProps<typeof LoaderCircle>) {
  return (
    <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />
  );
}

/** Spinner plus text in a polite `role="status"` region: `<LoadingState>Loading pricing plans...</LoadingState>`. */
export function LoadingState({
  className,
  children = "Loading...",
  ...props
}: React.ComponentProps<"div">) {
  return (
    <div
      role="status"
      className={cn(
        "flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground",
        className,
      )}
      {...props}
    >
      <Spinner className="size-5" />
      <span>{children}</span>
    </div>
  );
}
