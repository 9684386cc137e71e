import { useField } from "@conform-to/react";
import { use, useState } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { errorText, FieldError, FieldGroup } from "./field-frame.tsx";
import { SectionContext } from "./section-context.ts";

// A section field of the kind "checks" (a comparison row's ticks): read beside the section's
// plans, whose names label the ticks.

/** A row's ticks are one per plan of its table: the one list of yes/no a section type has. */
const CHECK_COLUMNS = "plans";

const isTrue = (value: unknown) => value === true || value === "true" || value === "on";

/** A tick per plan of the table (a comparison row): posted "true" or "false" for each. */
export function ChecksField({ name }: { name: string }) {
  const { propsName } = use(SectionContext);
  const [columns] = useField<{ en?: string }[]>(`${propsName}.${CHECK_COLUMNS}`);
  const [meta] = useField<boolean[]>(name);
  const initial = Array.isArray(meta.initialValue) ? meta.initialValue : [];
  const [ticks, setTicks] = useState<boolean[]>(() => initial.map(isTrue));
  const plans = columns.getFieldList();
  return (
    <FieldGroup name={name} legend="Included in">
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {plans.map((plan, index) => {
          const id = `${meta.id}-${index}`;
          const planName = (plan.value as { en?: string } | undefined)?.en || `Plan ${index + 1}`;
          return (
            <div key={plan.key} className="flex items-center gap-2">
              <input
                type="hidden"
                name={`${name}[${index}]`}
                value={ticks[index] ? "true" : "false"}
              />
              <Checkbox
                id={id}
                checked={ticks[index] ?? false}
                onCheckedChange={(checked) =>
                  setTicks((current) => {
                    const next = plans.map((_, at) => current[at] ?? false);
                    next[index] = checked === true;
                    return next;
                  })
                }
              />
              <Label htmlFor={id} className="font-normal">
                {planName}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldError id={meta.errorId} message={errorText(meta)} />
    </FieldGroup>
  );
}
