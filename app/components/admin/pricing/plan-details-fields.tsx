import { type FormMetadata, getInputProps } from "@conform-to/react";
import { useRef } from "react";
import { conformControlProps } from "#app/components/admin/conform-field.tsx";
import { EntityFields } from "#app/components/admin/entity-fields.tsx";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { CURRENCIES, planDefinition } from "#app/modules/pricing/plan-definition.ts";
import {
  currencyAfterRegionChange,
  type PlanEditorValues,
} from "#app/modules/pricing/plan-form.ts";
import { PlanFeaturesField } from "./plan-features-field.tsx";

/**
 * The plan editor's English tab: the plan's declared fields (plan-definition.ts) in their
 * order, with what only a plan has: a currency that follows the region, the features, the
 * switches the dialog keeps (it posts them whichever tab is shown) and the schedule.
 */
export function PlanDetailsFields({
  form,
  planId,
  timeZone,
  currency,
  savingsPlaceholder,
  featureTexts,
  draft,
  onDraftChange,
  featured,
  onFeaturedChange,
  active,
  onActiveChange,
}: {
  form: FormMetadata<PlanEditorValues, string[]>;
  planId: string | null;
  timeZone: string;
  /** The currency chosen now: a stored plan's unusual code is offered too. */
  currency: string;
  savingsPlaceholder: string;
  featureTexts: string[];
  draft: string;
  onDraftChange: (draft: string) => void;
  featured: boolean;
  onFeaturedChange: (featured: boolean) => void;
  active: boolean;
  onActiveChange: (active: boolean) => void;
}) {
  const fields = form.getFieldset();
  // The Country before a change: by its handler, the form's state may already hold the new one.
  const region = useRef(fields.countryCode.initialValue ?? "");
  return (
    <div className="grid gap-4 pb-1 *:content-start sm:grid-cols-2">
      <EntityFields
        meta={planDefinition.meta}
        fields={fields}
        props={{
          currency: {
            children: [...new Set<string>([...CURRENCIES, currency])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            )),
          },
          countryCode: {
            onChange: (event) => {
              // A new plan is priced in its region's currency until the owner picks one (ADR 0025).
              const from = region.current;
              region.current = event.target.value;
              if (planId !== null) return;
              const next = currencyAfterRegionChange(currency, from, event.target.value);
              if (next !== currency) form.update({ name: fields.currency.name, value: next });
            },
          },
          yearlySavingsText: { placeholder: savingsPlaceholder },
          isFeatured: { checked: featured, onCheckedChange: onFeaturedChange },
          isActive: { checked: active, onCheckedChange: onActiveChange },
        }}
        custom={{
          features: (
            <PlanFeaturesField
              form={form}
              features={fields.features}
              newFeature={fields.newFeature}
              texts={featureTexts}
              draft={draft}
              onDraftChange={onDraftChange}
            />
          ),
          publishAt: (
            <div className="sm:col-span-2">
              <ScheduleFieldset
                timeZone={timeZone}
                hint="A plan goes live (Active) at Publish at and is withdrawn at Unpublish at. Leave empty to keep the Active switch as it is."
                errors={{
                  publishAt: fields.publishAt.errors,
                  unpublishAt: fields.unpublishAt.errors,
                }}
                inputOf={(name) => {
                  const field = fields[name];
                  const input = getInputProps(field, { type: "datetime-local" });
                  const { key, rest } = conformControlProps(input, field);
                  return { key, ...rest };
                }}
              />
            </div>
          ),
          unpublishAt: null,
        }}
      />
    </div>
  );
}
