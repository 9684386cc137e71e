import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { type ReactNode, useId } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";

// What every kind of section field is built from: its heading and error, and the inputs bound
// to the form (conform), so that each kind's control (section-field.tsx) looks and reads alike.

export function errorText(meta: { errors?: string[] }): string | undefined {
  return meta.errors?.length ? meta.errors.join(" ") : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** A field's heading and body, grouped so that a screen reader says which field it is in. */
export function FieldGroup({
  name,
  legend,
  required,
  description,
  children,
  className,
}: {
  name: string;
  legend: ReactNode;
  required?: boolean;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      data-field={name}
      aria-describedby={description ? descriptionId : undefined}
      className={cn("grid min-w-0 gap-2", className)}
    >
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** An input with the form's props for `meta` (its key apart: React takes it separately). */
export function InputFor({
  meta,
  type,
  ...props
}: { meta: FieldMetadata<string>; type: "text" | "email" } & React.ComponentProps<"input">) {
  const { key, ...inputProps } = getInputProps(meta, { type });
  return <Input key={key} {...inputProps} {...props} />;
}

export function TextareaFor({
  meta,
  ...props
}: { meta: FieldMetadata<string> } & React.ComponentProps<"textarea">) {
  const { key, ...textareaProps } = getTextareaProps(meta);
  return <Textarea key={key} {...textareaProps} {...props} />;
}

export function SelectFor({
  meta,
  children,
  ...props
}: { meta: FieldMetadata<string> } & React.ComponentProps<"select">) {
  const { key, ...selectProps } = getSelectProps(meta);
  return (
    <NativeSelect key={key} {...selectProps} {...props}>
      {children}
    </NativeSelect>
  );
}
