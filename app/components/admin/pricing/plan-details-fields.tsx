import { type FormMetadata, getInputProps } from "@conform-to/react";
import { useRef } from "react";
import { ConformField, conformControlProps } from "#app/components/admin/conform-field.tsx";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { BILLING_PERIODS, COUNTRY_CODES } from "#app/db/enums.ts";
import {
  BILLING_PERIOD_LABELS,
  COUNTRY_LABELS,
  CURRENCIES,
  currencyAfterRegionChange,
  PLAN_LIMITS,
  type PlanEditorValues,
} from "#app/modules/pricing/plan-form.ts";
import { PlanFeaturesField } from "./plan-features-field.tsx";

const AMOUNT = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;

/**
 * The plan editor's English tab: the plan's own fields, its features, the Featured and Active
 * switches (kept by the dialog, which posts them whichever tab is shown) and its schedule.
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
      <ConformField
        field={fields.name}
        label="Plan Name"
        required
        maxLength={PLAN_LIMITS.name}
        autoComplete="off"
        placeholder="e.g. Starter"
      />
      <ConformField field={fields.price} label="Price" required {...AMOUNT} placeholder="0.00" />
      <ConformField
        field={fields.description}
        label="Description"
        as="textarea"
        className="sm:col-span-2"
        controlClassName="min-h-16"
        rows={2}
        maxLength={PLAN_LIMITS.description}
        placeholder="Who this plan is for"
      />
      <ConformField field={fields.currency} label="Currency" as="select">
        {[...new Set<string>([...CURRENCIES, currency])].map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </ConformField>
      <ConformField field={fields.billingPeriod} label="Billing Period" as="select">
        {BILLING_PERIODS.map((period) => (
          <option key={period} value={period}>
            {BILLING_PERIOD_LABELS[period]}
          </option>
        ))}
      </ConformField>
      <ConformField
        field={fields.countryCode}
        label="Country"
        as="select"
        description="Pakistan plans and International plans show in separate groups."
        onChange={(event) => {
          // A new plan is priced in its region's currency until the owner picks one (ADR 0025).
          const from = region.current;
          region.current = event.target.value;
          if (planId !== null) return;
          const next = currencyAfterRegionChange(currency, from, event.target.value);
          if (next !== currency) form.update({ name: fields.currency.name, value: next });
        }}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {COUNTRY_LABELS[code]}
          </option>
        ))}
      </ConformField>
      <ConformField field={fields.setupFee} label="Setup Fee" {...AMOUNT} placeholder="0" />
      <ConformField
        field={fields.implementationCharges}
        label="Implementation Charges"
        {...AMOUNT}
        placeholder="0"
      />
      <ConformField
        field={fields.yearlyDiscountPercent}
        label="Yearly Discount (%)"
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        max="100"
        placeholder="0"
      />
      <ConformField
        field={fields.yearlyPrice}
        label="Yearly Price"
        description="Optional. Leave empty to show no yearly price."
        {...AMOUNT}
      />
      <ConformField
        field={fields.yearlySavingsText}
        label="Yearly Savings Text"
        description="Shown beside the yearly price. Left empty, it says the discount, as “10% OFF”."
        maxLength={PLAN_LIMITS.yearlySavingsText}
        placeholder={savingsPlaceholder}
        autoComplete="off"
      />
      <PlanFeaturesField
        form={form}
        features={fields.features}
        newFeature={fields.newFeature}
        texts={featureTexts}
        draft={draft}
        onDraftChange={onDraftChange}
      />
      {(
        [
          [
            fields.isFeatured,
            "Featured",
            "Shows the 'Most Popular' badge.",
            featured,
            onFeaturedChange,
          ],
          [fields.isActive, "Active", "Shown on the public pricing page.", active, onActiveChange],
        ] as const
      ).map(([field, label, description, checked, setChecked]) => (
        <Field
          key={field.name}
          label={label}
          description={description}
          orientation="horizontal"
          id={field.id}
        >
          {(props) => <Switch {...props} checked={checked} onCheckedChange={setChecked} />}
        </Field>
      ))}
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
    </div>
  );
}
