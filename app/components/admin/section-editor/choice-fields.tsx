import { useField } from "@conform-to/react";
import { SECTION_ICON_COMPONENTS } from "#app/components/site/sections/section-icons.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { SECTION_ICONS, type SectionIcon } from "#app/modules/sections/section-fields.ts";
import { errorText, FieldError, SelectFor } from "./field-frame.tsx";
import type { FieldSpec } from "./field-specs.ts";

// The section fields chosen from a list (the kinds "choice" and "icon"): a select each.

/** Words for the choices a schema offers (a section's style, a contact card's kind). */
const CHOICE_LABELS: Record<string, string> = {
  summary: "Short cards",
  full: "Full cards",
  band: "A band across the page",
  plain: "Plain",
  column: "In the page's column",
  card: "A card",
  cards: "Cards",
  phone: "Phone",
  email: "E-mail",
  whatsapp: "WhatsApp",
};

export function ChoiceField({
  name,
  label,
  spec,
}: {
  name: string;
  label: string;
  spec: Extract<FieldSpec, { kind: "choice" }>;
}) {
  const [meta] = useField<string>(name);
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>{label}</Label>
      <SelectFor meta={meta}>
        {spec.required ? null : <option value="">Default</option>}
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {CHOICE_LABELS[option] ?? option}
          </option>
        ))}
      </SelectFor>
      <FieldError id={meta.errorId} message={errorText(meta)} />
    </div>
  );
}

const iconName = (icon: string) => icon.charAt(0).toUpperCase() + icon.slice(1).replace(/-/g, " ");

export function IconField({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required: boolean;
}) {
  const [meta] = useField<string>(name);
  const chosen = SECTION_ICON_COMPONENTS[meta.value as SectionIcon];
  const Icon = chosen ?? null;
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>{label}</Label>
      <div className="flex items-center gap-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md border bg-muted">
          {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
        </span>
        <SelectFor meta={meta}>
          {required ? null : <option value="">No icon</option>}
          {SECTION_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {iconName(icon)}
            </option>
          ))}
        </SelectFor>
      </div>
      <FieldError id={meta.errorId} message={errorText(meta)} />
    </div>
  );
}
