import type * as React from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { ScheduleFields } from "#app/modules/publishing/schedule-time.ts";

/**
 * The Publish at / Unpublish at fields of a page, post or pricing plan dialog (docs/product.md#publishing):
 * `datetime-local` values in the site's time zone, posted as publishAt and unpublishAt. The
 * form owning them gives each input its name and value (`inputOf`), kept in its own way.
 */
export function ScheduleFieldset({
  timeZone,
  hint,
  errors,
  inputOf,
}: {
  timeZone: string;
  /** What leaving them empty means for this kind of item. */
  hint: string;
  errors: Partial<Record<keyof ScheduleFields, string | string[]>>;
  inputOf: (field: keyof ScheduleFields) => React.ComponentProps<"input"> & { key?: string };
}) {
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Schedule</legend>
      <p className="text-xs text-muted-foreground">
        Date and time in the site's time zone ({timeZone}). {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(["publishAt", "unpublishAt"] as const).map((field) => (
          <Field
            key={field}
            label={field === "publishAt" ? "Publish at" : "Unpublish at"}
            error={errors[field]}
          >
            {(props) => {
              const { key, ...input } = inputOf(field);
              return <Input key={key} {...input} {...props} type="datetime-local" />;
            }}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
