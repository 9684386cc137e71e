import type { FieldMetadata } from "@conform-to/react";
import { Fragment, type ReactNode } from "react";
import { ConformField, type ConformFieldProps } from "#app/components/admin/conform-field.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import type { FieldMeta } from "#app/modules/entities/entity-field.ts";
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  LOCALE_INFO,
  type Locale,
} from "#app/modules/i18n/locales.ts";

// The console's controls of an entity's declared fields (ADR 0041): each drawn from its
// metadata (label, control, limit, choices), in the definition's order, so a new field shows in
// its editor without a line here. A field whose control is "custom" is the entity's own
// component's, placed where the definition lists it.

// biome-ignore lint/suspicious/noExplicitAny: a field of any form; conform types it per form.
type AnyField = FieldMetadata<any, any, string[]>;

// biome-ignore lint/suspicious/noExplicitAny: as above.
type TextsField = FieldMetadata<Record<Locale, string | undefined>, any, string[]>;

/** What a control's props may add to or change of the generic one (a handler, a placeholder). */
export type ControlProps = Partial<Omit<ConformFieldProps, "field">> & {
  /** A switch's state, when the editor keeps it. */
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

const AMOUNT = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;

/** A text field's input by its format: the keyboard, the browser's check and its autofill. */
const FORMATS = {
  // Not the signed-in person's own address: the browser offers none.
  email: { type: "email", autoComplete: "off" },
  phone: { type: "tel", autoComplete: "tel" },
  // Not type="url": a link typed without https:// is completed on save, and the browser's own
  // check (without JavaScript) would refuse it first.
  link: { inputMode: "url", autoComplete: "url" },
} as const;

/** The props of the generic control of `meta` for `field` in `locale`. */
function controlProps(meta: FieldMeta, locale: Locale): Partial<ConformFieldProps> {
  const translated = meta.translatable && locale !== DEFAULT_LOCALE;
  const language = translated
    ? { lang: LOCALE_INFO[locale].lang, dir: LOCALE_INFO[locale].dir }
    : {};
  const label = translated ? `${meta.label} (${LANGUAGE_NAMES[locale]})` : meta.label;
  const common = {
    label,
    description: translated ? undefined : meta.description,
    placeholder: meta.placeholder,
    required: meta.required && !translated,
    ...language,
  };
  switch (meta.control) {
    case "textarea":
      return {
        ...common,
        as: "textarea",
        className: "sm:col-span-2",
        controlClassName: "min-h-16",
        rows: 2,
        maxLength: meta.limit,
      };
    case "amount":
      return { ...common, ...AMOUNT };
    case "whole-number":
      return {
        ...common,
        type: "number",
        inputMode: "numeric",
        step: "1",
        min: String(meta.range?.[0] ?? 0),
        max: meta.range ? String(meta.range[1]) : undefined,
      };
    case "select":
      return { ...common, as: "select" };
    default:
      return {
        ...common,
        maxLength: meta.limit,
        autoComplete: "off",
        ...(meta.format ? FORMATS[meta.format] : {}),
      };
  }
}

/** One declared field's control: an input, textarea, select or switch, labelled from its metadata. */
export function EntityFieldControl({
  meta,
  field,
  locale = DEFAULT_LOCALE,
  props = {},
}: {
  meta: FieldMeta;
  /** The field, or for a translatable one its input in `locale`. */
  field: AnyField;
  locale?: Locale;
  props?: ControlProps;
}) {
  const { checked, onCheckedChange, ...overrides } = props;
  if (meta.control === "switch") {
    return (
      <Field
        label={meta.label}
        description={overrides.description ?? meta.description}
        orientation="horizontal"
        id={field.id}
      >
        {(switchProps) => (
          <Switch {...switchProps} checked={checked ?? false} onCheckedChange={onCheckedChange} />
        )}
      </Field>
    );
  }
  const base = controlProps(meta, locale);
  const options = meta.options ?? [];
  return (
    <ConformField field={field} {...base} label={overrides.label ?? base.label} {...overrides}>
      {meta.control === "select"
        ? (overrides.children ??
          options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )))
        : null}
    </ConformField>
  );
}

/**
 * The controls of an entity's fields in `locale`, in the definition's order: in English every
 * field, in another language only the translatable ones (each an input of its text there, the
 * English text its placeholder). `custom` draws the fields whose control is the entity's own.
 */
export function EntityFields({
  meta,
  fields,
  locale = DEFAULT_LOCALE,
  props = {},
  custom = {},
}: {
  meta: Record<string, FieldMeta>;
  fields: Record<string, AnyField | undefined>;
  locale?: Locale;
  props?: Record<string, ControlProps>;
  custom?: Record<string, ReactNode>;
}) {
  return Object.entries(meta).map(([key, field]) => {
    if (key in custom) return <Fragment key={key}>{custom[key]}</Fragment>;
    const metadata = fields[key];
    if (!metadata || field.control === "custom") return null;
    if (locale !== DEFAULT_LOCALE && !field.translatable) return null;
    const texts = field.translatable ? (metadata as TextsField).getFieldset() : undefined;
    const control = texts?.[locale] ?? metadata;
    const english = texts?.[DEFAULT_LOCALE]?.value;
    const translatedProps =
      locale === DEFAULT_LOCALE ? props[key] : { placeholder: english ?? "", ...props[key] };
    return (
      <EntityFieldControl
        key={key}
        meta={field}
        field={control}
        locale={locale}
        props={translatedProps}
      />
    );
  });
}
