import type * as React from "react";
import { useId } from "react";
import { cn } from "#app/lib/utils.ts";
import { Label } from "./label.tsx";

/** Props that Field hands to its control; spread them onto the input/select/checkbox. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FieldProps = {
  label: React.ReactNode;
  /** Renders the control: `(props) => <Input {...props} name="email" />`. */
  children: (props: FieldControlProps) => React.ReactNode;
  /** Validation message(s), e.g. from the action's data; several messages are joined. */
  error?: string | readonly string[] | null;
  description?: React.ReactNode;
  /** Shows a visual "*" after the label; also put `required` on the control itself. */
  required?: boolean;
  /** `horizontal` puts the control before the label (checkboxes, switches). */
  orientation?: "vertical" | "horizontal";
  /** Control id; generated with useId when omitted. */
  id?: string;
  className?: string;
};

/**
 * A labelled form control with an optional description and error message.
 *
 *   <Field label="Email" error={actionData?.errors?.email} description="We never share it.">
 *     {(props) => <Input {...props} name="email" type="email" required />}
 *   </Field>
 *
 * It is plain markup (no effects), so server-rendered errors work without JavaScript: the
 * control gets `aria-invalid` and `aria-describedby` pointing at the description and the error.
 * The error is not a live region; after a failed submit, move focus to the first invalid
 * control (or an error summary) so screen readers read the message through aria-describedby.
 */
export function Field({
  label,
  children,
  error,
  description,
  required = false,
  orientation = "vertical",
  id: idProp,
  className,
}: FieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const message = typeof error === "string" ? error : error?.filter(Boolean).join(" ");
  const describedBy =
    [description ? descriptionId : null, message ? errorId : null].filter(Boolean).join(" ") ||
    undefined;

  const control = children({
    id,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy,
  });
  const labelElement = (
    <Label htmlFor={id} className="leading-snug">
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
  const texts = (
    <>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </>
  );

  if (orientation === "horizontal") {
    return (
      <div className={cn("flex items-start gap-3", className)}>
        <div className="flex min-h-5 shrink-0 items-center">{control}</div>
        <div className="grid gap-1.5 pt-0.5">
          {labelElement}
          {texts}
        </div>
      </div>
    );
  }
  return (
    <div className={cn("grid gap-2", className)}>
      {labelElement}
      {control}
      {texts}
    </div>
  );
}
