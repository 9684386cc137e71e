import type * as React from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";

/**
 * One end of a console filter's range of days (Leads, Activity): a labelled date input, which
 * its caller bounds by the other end (`max` on the first day, `min` on the last).
 */
export function DayField({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<React.ComponentProps<"input">, "id" | "type">) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" {...input} />
    </div>
  );
}
