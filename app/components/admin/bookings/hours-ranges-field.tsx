import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HOST_LIMITS } from "#app/modules/bookings/host-availability-definition.ts";

// One day's hours: several "HH:MM" ranges, each a start and an end, added and removed with
// conform's list intents (buttons that also post without scripts).

// biome-ignore lint/suspicious/noExplicitAny: a list field of the availability form.
type RangesField = FieldMetadata<{ start: string; end: string }[] | undefined, any, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: the availability form.
type AnyForm = FormMetadata<any, string[]>;

const NEW_RANGE = { start: "09:00", end: "17:00" };

export function HoursRangesField({
  form,
  ranges,
  label,
  emptyText,
}: {
  form: AnyForm;
  ranges: RangesField;
  /** What the ranges are of ("Monday", a date), for the controls' names. */
  label: string;
  emptyText: string;
}) {
  const list = ranges.getFieldList();
  return (
    <div className="grid gap-2">
      {list.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      {list.map((range, index) => {
        const { start, end } = range.getFieldset();
        return (
          <div key={range.key} className="flex flex-wrap items-end gap-2">
            <ConformField
              field={start}
              type="text"
              label={
                <>
                  <span className="sr-only">
                    {label}, range {index + 1}:{" "}
                  </span>
                  From
                </>
              }
              className="w-24"
              placeholder="09:00"
              maxLength={5}
            />
            <ConformField
              field={end}
              type="text"
              label={
                <>
                  <span className="sr-only">
                    {label}, range {index + 1}:{" "}
                  </span>
                  To
                </>
              }
              className="w-24"
              placeholder="17:00"
              maxLength={5}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${label}'s range ${index + 1}`}
              {...form.remove.getButtonProps({ name: ranges.name, index })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {ranges.errors ? (
        <p className="text-sm font-medium text-destructive">{ranges.errors.join(" ")}</p>
      ) : null}
      {list.length < HOST_LIMITS.rangesPerDay ? (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          {...form.insert.getButtonProps({ name: ranges.name, defaultValue: NEW_RANGE })}
        >
          <Plus aria-hidden="true" />
          Add hours<span className="sr-only"> to {label}</span>
        </Button>
      ) : null}
    </div>
  );
}
