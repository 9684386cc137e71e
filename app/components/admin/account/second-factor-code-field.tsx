import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";

/** A code from the admin's authenticator app (or, where the label says so, a recovery code). */
export function SecondFactorCodeField({
  error,
  label = "Code from your app",
}: {
  error?: string;
  label?: string;
}) {
  return (
    <Field label={label} required error={error}>
      {(props) => (
        <Input
          {...props}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={32}
          placeholder="123456"
          className="max-w-48"
        />
      )}
    </Field>
  );
}
