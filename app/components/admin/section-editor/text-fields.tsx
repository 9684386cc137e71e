import { useField } from "@conform-to/react";
import { Label } from "#app/components/ui/label.tsx";
import { errorText, FieldError, InputFor } from "./field-frame.tsx";
import type { FieldSpec } from "./field-specs.ts";

// The section fields typed once for every language (the kinds "link" and "text"): an address,
// an e-mail, a phone number.

export function LinkField({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required: boolean;
}) {
  const [meta] = useField<string>(name);
  const message = errorText(meta);
  const hintId = `${meta.id}-hint`;
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <InputFor
        meta={meta}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        placeholder="/contact or https://wa.me/923001234567"
        aria-required={required || undefined}
        aria-describedby={[hintId, message ? meta.errorId : null].filter(Boolean).join(" ")}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        A page of this site (/pricing), or an https://, mailto: or tel: address.
      </p>
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}

export function TextField({
  name,
  label,
  spec,
}: {
  name: string;
  label: string;
  spec: Extract<FieldSpec, { kind: "text" }>;
}) {
  const [meta] = useField<string>(name);
  const message = errorText(meta);
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>{label}</Label>
      <InputFor
        meta={meta}
        type={spec.email ? "email" : "text"}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        maxLength={spec.max}
      />
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}
