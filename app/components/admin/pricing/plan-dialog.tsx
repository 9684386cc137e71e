import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { BILLING_PERIODS, COUNTRY_CODES } from "#app/db/enums.ts";
import {
  addFeature,
  BILLING_PERIOD_LABELS,
  COUNTRY_LABELS,
  CURRENCIES,
  canSavePlan,
  PLAN_LIMITS,
  type PlanField,
  type PlanFieldErrors,
  type PlanFormValues,
  parsePlanValues,
  REGION_CURRENCY,
  removeFeature,
} from "#app/modules/pricing/plan-form.ts";
import { percentOffText } from "#app/modules/pricing/pricing-display.ts";
import { parseScheduleFields, type ScheduleFields } from "#app/modules/publishing/schedule-time.ts";

type ScheduleErrors = Partial<Record<keyof ScheduleFields, string>>;

export type PlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing an existing plan (its id), or creating one (null). */
  planId: string | null;
  initialValues: PlanFormValues;
  /** The plan's pending Publish at / Unpublish at, as the fields show them. */
  initialSchedule: ScheduleFields;
  /** The site's time zone: the schedule fields are read and shown in it. */
  timeZone: string;
  /** Errors the server sent back for the last save. */
  serverErrors?: PlanFieldErrors & ScheduleErrors;
  saving: boolean;
  onSave: (values: PlanFormValues, schedule: ScheduleFields) => void;
};

// The order fields are checked in, for moving focus to the first invalid one.
const FIELD_ORDER: PlanField[] = [
  "name",
  "description",
  "price",
  "currency",
  "billingPeriod",
  "countryCode",
  "setupFee",
  "implementationCharges",
  "yearlyDiscountPercent",
  "yearlyPrice",
  "yearlySavingsText",
  "features",
  "urName",
  "urDescription",
  "urYearlySavingsText",
  "urFeatures",
];

/** The fields on the Urdu tab (ADR 0021). */
const URDU_FIELDS: readonly PlanField[] = [
  "urName",
  "urDescription",
  "urYearlySavingsText",
  "urFeatures",
];

const URDU_INPUT = { lang: "ur", dir: "rtl" } as const;

/** The create/edit dialog with every field of a plan (docs/product.md#data). */
export function PlanDialog({
  open,
  onOpenChange,
  planId,
  initialValues,
  initialSchedule,
  timeZone,
  serverErrors,
  saving,
  onSave,
}: PlanDialogProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PlanFieldErrors>({});
  const [schedule, setSchedule] = useState(initialSchedule);
  const [scheduleErrors, setScheduleErrors] = useState<ScheduleErrors>({});
  const [featureDraft, setFeatureDraft] = useState("");
  const [language, setLanguage] = useState<"en" | "ur">("en");
  const formRef = useRef<HTMLFormElement>(null);
  const featureInputRef = useRef<HTMLInputElement>(null);
  const idPrefix = planId ? `plan-${planId}` : "plan-new";
  const fieldId = (field: PlanField) => `${idPrefix}-${field}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the server answers
  useEffect(() => {
    if (!serverErrors) return;
    const { publishAt, unpublishAt, ...planErrors } = serverErrors;
    setErrors(planErrors);
    setScheduleErrors({ publishAt, unpublishAt });
    focusFirstError(planErrors);
  }, [serverErrors]);

  function focusFirstError(found: PlanFieldErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    // The field may be on the other tab: show it, then focus it once it is rendered.
    setLanguage(URDU_FIELDS.includes(first) ? "ur" : "en");
    requestAnimationFrame(() => {
      const target =
        first === "features"
          ? featureInputRef.current
          : first === "urFeatures"
            ? document.querySelector<HTMLElement>(`[id^="${fieldId("urFeatures")}-"]`)
            : document.getElementById(fieldId(first));
      target?.focus();
    });
  }

  function set<Field extends PlanField>(field: Field, value: PlanFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function commitFeature() {
    if (featureDraft.trim() !== "") set("features", addFeature(values.features, featureDraft));
    setFeatureDraft("");
    featureInputRef.current?.focus();
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSavePlan(values) || saving) return;
    // A feature typed but not yet added is kept, like pressing "+" first.
    const pending = addFeature(values.features, featureDraft);
    const toSave = { ...values, features: pending };
    const result = parsePlanValues(toSave);
    const times = parseScheduleFields(schedule, timeZone);
    if (!times.ok) setScheduleErrors({ [times.field]: times.error });
    if (!result.ok) {
      setErrors(result.fieldErrors);
      focusFirstError(result.fieldErrors);
      return;
    }
    if (!times.ok) return;
    if (pending.length !== values.features.length) {
      setValues(toSave);
      setFeatureDraft("");
    }
    onSave(toSave, schedule);
  }

  const urduFilled = [
    values.urName,
    values.urDescription,
    values.urYearlySavingsText,
    ...values.features.map((feature) => values.urFeatures[feature] ?? ""),
  ].filter((value) => value.trim() !== "").length;

  const amountProps = {
    type: "number",
    inputMode: "decimal",
    step: "0.01",
    min: "0",
  } as const;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{planId ? "Edit Pricing Plan" : "Add New Plan"}</DialogTitle>
          <DialogDescription>
            {planId
              ? "Change this plan. Active plans show on the public pricing page."
              : "Create a plan for the public pricing page."}
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          id={`${idPrefix}-form`}
          noValidate
          onSubmit={handleSubmit}
          className="contents"
        >
          <DialogBody>
            <Tabs value={language} onValueChange={(next) => setLanguage(next as "en" | "ur")}>
              <TabsList aria-label="Language of the plan's texts" className="mb-3">
                <TabsTrigger value="en">English</TabsTrigger>
                <TabsTrigger value="ur">
                  Urdu
                  {urduFilled > 0 ? (
                    <span className="text-xs font-normal text-muted-foreground">
                      ({urduFilled})
                    </span>
                  ) : null}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="en" className="mt-0">
                <div className="grid gap-4 pb-1 *:content-start sm:grid-cols-2">
                  <Field label="Plan Name" required error={errors.name} id={fieldId("name")}>
                    {(props) => (
                      <Input
                        {...props}
                        name="name"
                        value={values.name}
                        onChange={(event) => set("name", event.target.value)}
                        maxLength={PLAN_LIMITS.name}
                        autoComplete="off"
                        placeholder="e.g. Starter"
                        required
                      />
                    )}
                  </Field>
                  <Field label="Price" required error={errors.price} id={fieldId("price")}>
                    {(props) => (
                      <Input
                        {...props}
                        {...amountProps}
                        name="price"
                        value={values.price}
                        onChange={(event) => set("price", event.target.value)}
                        placeholder="0.00"
                        required
                      />
                    )}
                  </Field>
                  <Field
                    label="Description"
                    error={errors.description}
                    id={fieldId("description")}
                    className="sm:col-span-2"
                  >
                    {(props) => (
                      <Textarea
                        {...props}
                        name="description"
                        rows={2}
                        className="min-h-16"
                        value={values.description}
                        onChange={(event) => set("description", event.target.value)}
                        maxLength={PLAN_LIMITS.description}
                        placeholder="Who this plan is for"
                      />
                    )}
                  </Field>
                  <Field label="Currency" error={errors.currency} id={fieldId("currency")}>
                    {(props) => (
                      <NativeSelect
                        {...props}
                        name="currency"
                        value={values.currency}
                        onChange={(event) => set("currency", event.target.value)}
                      >
                        {[
                          ...CURRENCIES,
                          ...(CURRENCIES.some((code) => code === values.currency) ||
                          !values.currency
                            ? []
                            : [values.currency]),
                        ].map((code) => (
                          <option key={code} value={code}>
                            {code}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                  <Field
                    label="Billing Period"
                    error={errors.billingPeriod}
                    id={fieldId("billingPeriod")}
                  >
                    {(props) => (
                      <NativeSelect
                        {...props}
                        name="billing_period"
                        value={values.billingPeriod}
                        onChange={(event) => set("billingPeriod", event.target.value)}
                      >
                        {BILLING_PERIODS.map((period) => (
                          <option key={period} value={period}>
                            {BILLING_PERIOD_LABELS[period]}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                  <Field
                    label="Country"
                    error={errors.countryCode}
                    id={fieldId("countryCode")}
                    description="Pakistan plans and International plans show in separate groups."
                  >
                    {(props) => (
                      <NativeSelect
                        {...props}
                        name="country_code"
                        value={values.countryCode}
                        onChange={(event) => {
                          const region = event.target.value as keyof typeof REGION_CURRENCY;
                          set("countryCode", region);
                          // A new plan is priced in its region's currency (ADR 0025).
                          if (planId === null && REGION_CURRENCY[region]) {
                            set("currency", REGION_CURRENCY[region]);
                          }
                        }}
                      >
                        {COUNTRY_CODES.map((code) => (
                          <option key={code} value={code}>
                            {COUNTRY_LABELS[code]}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                  <Field label="Setup Fee" error={errors.setupFee} id={fieldId("setupFee")}>
                    {(props) => (
                      <Input
                        {...props}
                        {...amountProps}
                        name="setup_fee"
                        value={values.setupFee}
                        onChange={(event) => set("setupFee", event.target.value)}
                        placeholder="0"
                      />
                    )}
                  </Field>
                  <Field
                    label="Implementation Charges"
                    error={errors.implementationCharges}
                    id={fieldId("implementationCharges")}
                  >
                    {(props) => (
                      <Input
                        {...props}
                        {...amountProps}
                        name="implementation_charges"
                        value={values.implementationCharges}
                        onChange={(event) => set("implementationCharges", event.target.value)}
                        placeholder="0"
                      />
                    )}
                  </Field>
                  <Field
                    label="Yearly Discount (%)"
                    error={errors.yearlyDiscountPercent}
                    id={fieldId("yearlyDiscountPercent")}
                  >
                    {(props) => (
                      <Input
                        {...props}
                        type="number"
                        inputMode="numeric"
                        step="1"
                        min="0"
                        max="100"
                        name="yearly_discount_percent"
                        value={values.yearlyDiscountPercent}
                        onChange={(event) => set("yearlyDiscountPercent", event.target.value)}
                        placeholder="0"
                      />
                    )}
                  </Field>
                  <Field
                    label="Yearly Price"
                    error={errors.yearlyPrice}
                    id={fieldId("yearlyPrice")}
                    description="Optional. Leave empty to show no yearly price."
                  >
                    {(props) => (
                      <Input
                        {...props}
                        {...amountProps}
                        name="yearly_price"
                        value={values.yearlyPrice}
                        onChange={(event) => set("yearlyPrice", event.target.value)}
                      />
                    )}
                  </Field>
                  <Field
                    label="Yearly Savings Text"
                    error={errors.yearlySavingsText}
                    id={fieldId("yearlySavingsText")}
                    description="Shown beside the yearly price. Left empty, it says the discount, as “10% OFF”."
                  >
                    {(props) => (
                      <Input
                        {...props}
                        name="yearly_savings_text"
                        value={values.yearlySavingsText}
                        onChange={(event) => set("yearlySavingsText", event.target.value)}
                        maxLength={PLAN_LIMITS.yearlySavingsText}
                        placeholder={percentOffText(Number(values.yearlyDiscountPercent)) ?? ""}
                        autoComplete="off"
                      />
                    )}
                  </Field>

                  <fieldset className="grid gap-2 sm:col-span-2">
                    <legend className="mb-2 text-sm font-medium leading-none">Features</legend>
                    <div className="flex gap-2">
                      <Label htmlFor={fieldId("features")} className="sr-only">
                        New feature
                      </Label>
                      <Input
                        ref={featureInputRef}
                        id={fieldId("features")}
                        value={featureDraft}
                        onChange={(event) => {
                          setFeatureDraft(event.target.value);
                          if (errors.features)
                            setErrors((current) => ({ ...current, features: undefined }));
                        }}
                        onKeyDown={(event) => {
                          if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                            event.preventDefault();
                            commitFeature();
                          }
                        }}
                        maxLength={PLAN_LIMITS.feature}
                        placeholder="Add a feature and press Enter"
                        autoComplete="off"
                        aria-invalid={errors.features ? true : undefined}
                        aria-describedby={
                          errors.features ? `${fieldId("features")}-error` : undefined
                        }
                      />
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        onClick={commitFeature}
                        aria-label="Add feature"
                        title="Add feature"
                      >
                        <Plus aria-hidden="true" />
                      </Button>
                    </div>
                    {errors.features ? (
                      <p
                        id={`${fieldId("features")}-error`}
                        className="text-sm font-medium text-destructive"
                      >
                        {errors.features}
                      </p>
                    ) : null}
                    {values.features.length > 0 ? (
                      <ul className="grid gap-1.5" aria-label="Plan features">
                        {values.features.map((feature, index) => (
                          <li
                            key={feature}
                            className="flex items-center gap-2 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-3 text-sm"
                          >
                            <span className="min-w-0 flex-1 break-words">{feature}</span>
                            <Button
                              type="button"
                              variant="ghost"
                              size="icon"
                              className="size-8 shrink-0"
                              onClick={() => {
                                set("features", removeFeature(values.features, index));
                                featureInputRef.current?.focus();
                              }}
                              aria-label={`Remove feature ${feature}`}
                              title="Remove"
                            >
                              <X aria-hidden="true" />
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-muted-foreground">No features yet.</p>
                    )}
                  </fieldset>

                  <div className="flex items-start gap-3">
                    <Switch
                      id={fieldId("isFeatured")}
                      checked={values.isFeatured}
                      onCheckedChange={(checked) => set("isFeatured", checked)}
                      aria-describedby={`${fieldId("isFeatured")}-description`}
                    />
                    <div className="grid gap-1">
                      <Label htmlFor={fieldId("isFeatured")}>Featured</Label>
                      <p
                        id={`${fieldId("isFeatured")}-description`}
                        className="text-sm text-muted-foreground"
                      >
                        Shows the 'Most Popular' badge.
                      </p>
                    </div>
                  </div>
                  <div className="flex items-start gap-3">
                    <Switch
                      id={fieldId("isActive")}
                      checked={values.isActive}
                      onCheckedChange={(checked) => set("isActive", checked)}
                      aria-describedby={`${fieldId("isActive")}-description`}
                    />
                    <div className="grid gap-1">
                      <Label htmlFor={fieldId("isActive")}>Active</Label>
                      <p
                        id={`${fieldId("isActive")}-description`}
                        className="text-sm text-muted-foreground"
                      >
                        Shown on the public pricing page.
                      </p>
                    </div>
                  </div>
                  <div className="sm:col-span-2">
                    <ScheduleFieldset
                      timeZone={timeZone}
                      hint="A plan goes live (Active) at Publish at and is withdrawn at Unpublish at. Leave empty to keep the Active switch as it is."
                      value={schedule}
                      errors={scheduleErrors}
                      onChange={(field, value) => {
                        setSchedule((current) => ({ ...current, [field]: value }));
                        setScheduleErrors(({ [field]: _, ...rest }) => rest);
                      }}
                    />
                  </div>
                </div>
              </TabsContent>
              <TabsContent value="ur" className="mt-0">
                <UrduPlanFields values={values} errors={errors} fieldId={fieldId} onChange={set} />
              </TabsContent>
            </Tabs>
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={saving}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!canSavePlan(values) || saving}
              aria-busy={saving || undefined}
            >
              {saving ? <Spinner /> : null}
              {saving ? "Saving..." : planId ? "Update Plan" : "Create Plan"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The Urdu tab: the plan's name, description, yearly savings text and each feature as Urdu pages
 * show them. Each is optional; the English text (the placeholder) shows where one is empty.
 */
function UrduPlanFields({
  values,
  errors,
  fieldId,
  onChange,
}: {
  values: PlanFormValues;
  errors: PlanFieldErrors;
  fieldId: (field: PlanField) => string;
  onChange: <Field extends PlanField>(field: Field, value: PlanFormValues[Field]) => void;
}) {
  return (
    <div className="grid gap-4 pb-1 *:content-start sm:grid-cols-2">
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Shown on the Urdu pages (/ur). A field left empty shows the English text there.
      </p>
      <Field label="Plan Name (Urdu)" error={errors.urName} id={fieldId("urName")}>
        {(props) => (
          <Input
            {...props}
            {...URDU_INPUT}
            name="ur_name"
            value={values.urName}
            onChange={(event) => onChange("urName", event.target.value)}
            maxLength={PLAN_LIMITS.name}
            autoComplete="off"
            placeholder={values.name}
          />
        )}
      </Field>
      <Field
        label="Yearly Savings Text (Urdu)"
        error={errors.urYearlySavingsText}
        id={fieldId("urYearlySavingsText")}
      >
        {(props) => (
          <Input
            {...props}
            {...URDU_INPUT}
            name="ur_yearly_savings_text"
            value={values.urYearlySavingsText}
            onChange={(event) => onChange("urYearlySavingsText", event.target.value)}
            maxLength={PLAN_LIMITS.yearlySavingsText}
            autoComplete="off"
            placeholder={
              values.yearlySavingsText || percentOffText(Number(values.yearlyDiscountPercent)) || ""
            }
          />
        )}
      </Field>
      <Field
        label="Description (Urdu)"
        error={errors.urDescription}
        id={fieldId("urDescription")}
        className="sm:col-span-2"
      >
        {(props) => (
          <Textarea
            {...props}
            {...URDU_INPUT}
            name="ur_description"
            rows={2}
            className="min-h-16"
            value={values.urDescription}
            onChange={(event) => onChange("urDescription", event.target.value)}
            maxLength={PLAN_LIMITS.description}
            placeholder={values.description}
          />
        )}
      </Field>
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium leading-none">Features (Urdu)</legend>
        {errors.urFeatures ? (
          <p className="text-sm font-medium text-destructive">{errors.urFeatures}</p>
        ) : null}
        {values.features.length > 0 ? (
          values.features.map((feature, index) => (
            <div key={feature} className="grid gap-1.5">
              <Label
                htmlFor={`${fieldId("urFeatures")}-${index}`}
                className="font-normal text-muted-foreground"
              >
                {feature}
              </Label>
              <Input
                {...URDU_INPUT}
                id={`${fieldId("urFeatures")}-${index}`}
                value={values.urFeatures[feature] ?? ""}
                onChange={(event) =>
                  onChange("urFeatures", { ...values.urFeatures, [feature]: event.target.value })
                }
                maxLength={PLAN_LIMITS.feature}
                autoComplete="off"
                placeholder={feature}
                aria-invalid={errors.urFeatures ? true : undefined}
              />
            </div>
          ))
        ) : (
          <p className="text-sm text-muted-foreground">
            No features yet. Add them on the English tab, then give each its Urdu text here.
          </p>
        )}
      </fieldset>
    </div>
  );
}
