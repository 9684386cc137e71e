import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type * as React from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

// A labelled control of a form that conform keeps (one zod schema for the form and its
// action): its name, value and messages come from the field, its look from the design system's
// Field, Input, Textarea and NativeSelect.

// biome-ignore lint/suspicious/noExplicitAny: a field of any form; conform types it per form.
type AnyField = FieldMetadata<any, any, string[]>;

/**
 * An input's props from conform, its React key apart (a key cannot be spread). The input starts
 * from the field's current value: a tab or section shown again mounts its inputs anew.
 */
export function conformControlProps<Props extends { key?: string | undefined }>(
  props: Props,
  field: { value?: unknown },
): { key: string | undefined; rest: Omit<Props, "key"> } {
  const { key, ...rest } = props;
  return {
    key,
    rest: typeof field.value === "string" ? { ...rest, defaultValue: field.value } : rest,
  };
}

type ControlAttributes = Omit<
  React.InputHTMLAttributes<HTMLInputElement> &
    React.TextareaHTMLAttributes<HTMLTextAreaElement> &
    React.SelectHTMLAttributes<HTMLSelectElement>,
  "name" | "id" | "defaultValue" | "value" | "type" | "form"
>;

export type ConformFieldProps = {
  field: AnyField;
  label: React.ReactNode;
  description?: React.ReactNode;
  required?: boolean;
  /** The whole field's class (its place in a grid); `controlClassName` is the control's. */
  className?: string;
  controlClassName?: string;
  /** The control: an input of `type` (text by default), a textarea or a select of `children`. */
  as?: "input" | "textarea" | "select";
  type?: "text" | "number" | "email" | "tel" | "password" | "url" | "datetime-local";
  children?: React.ReactNode;
} & ControlAttributes;

export function ConformField({
  field,
  label,
  description,
  required,
  className,
  controlClassName,
  as = "input",
  type = "text",
  children,
  ...attributes
}: ConformFieldProps) {
  return (
    <Field
      label={label}
      description={description}
      required={required}
      className={className}
      error={field.errors}
      id={field.id}
    >
      {(props) => {
        if (as === "textarea") {
          const { key, rest } = conformControlProps(getTextareaProps(field), field);
          return (
            <Textarea key={key} {...rest} {...props} {...attributes} className={controlClassName} />
          );
        }
        if (as === "select") {
          const { key, rest } = conformControlProps(getSelectProps(field), field);
          return (
            <NativeSelect
              key={key}
              {...rest}
              {...props}
              {...attributes}
              className={controlClassName}
            >
              {children}
            </NativeSelect>
          );
        }
        const { key, rest } = conformControlProps(getInputProps(field, { type }), field);
        return (
          <Input key={key} {...rest} {...props} {...attributes} className={controlClassName} />
        );
      }}
    </Field>
  );
}
