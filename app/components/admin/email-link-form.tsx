import type { getFormProps } from "@conform-to/react";
import { MailCheck, Send } from "lucide-react";
import type * as React from "react";
import { Form } from "react-router";
import { AuthPage, AuthSubmitButton, FormAlert } from "#app/components/admin/auth-page.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";

/**
 * The one-field form that asks for a link by e-mail ("Forgot password?", a sign-in link): the
 * form's own refusal, the address, and the send button. `formProps` are conform's
 * `getFormProps(form)`; `children` are hidden fields the route needs (its intent).
 */
export function EmailLinkForm({
  formProps,
  formAlert,
  email,
  busy,
  submitLabel,
  children,
}: {
  formProps: ReturnType<typeof getFormProps>;
  formAlert: { id?: string; errors: string[] | undefined };
  email: { name: string; errors: string[] | undefined; initialValue: string | undefined };
  busy: boolean;
  submitLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className="grid gap-4" {...formProps}>
      <FormAlert {...formAlert} />
      {children}
      <Field label="Email" required error={email.errors}>
        {(props) => (
          <Input
            {...props}
            name={email.name}
            defaultValue={email.initialValue}
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            placeholder="admin@example.com"
          />
        )}
      </Field>
      <AuthSubmitButton busy={busy} icon={Send} busyLabel="Sending...">
        {submitLabel}
      </AuthSubmitButton>
    </Form>
  );
}

/** The page after a link was asked for: the same whether an account has the address or not. */
export function EmailLinkSent({
  logoUrl,
  description,
  children,
}: {
  logoUrl: string | null;
  description: string;
  /** How long the link works, and what to do when nothing arrives. */
  children: React.ReactNode;
}) {
  return (
    <AuthPage logoUrl={logoUrl} title="Check your e-mail" description={description}>
      <p className="flex gap-3 rounded-md border p-3 text-sm" role="status">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{children}</span>
      </p>
    </AuthPage>
  );
}
