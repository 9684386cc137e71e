import { getFormProps, useForm } from "@conform-to/react";
import { useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { ConformField, type ConformFieldProps } from "#app/components/admin/conform-field.tsx";
import { EntityFields } from "#app/components/admin/entity-fields.tsx";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { RoleMatrixDetails } from "#app/components/admin/role-matrix.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogBody,
  DialogCancelButton,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { refusalReply } from "#app/lib/refusal-reply.ts";
import type { z } from "#app/lib/zod.ts";
import { MIN_PASSWORD_LENGTH, userDefinition } from "#app/modules/users/user-definition.ts";
import {
  type CreateUserInput,
  changesAccess,
  createUserSchema,
  parseUserForm,
  type UpdateUserInput,
  USER_FORM_CONSTRAINT,
  type UserActionResult,
  updateUserSchema,
} from "#app/modules/users/user-form.ts";
import type { UserRow } from "#app/modules/users/users.server.ts";

type Saved = Extract<UserActionResult, { ok: true }>;

/** A field across both columns of the dialog (Role and Status share a row). */
const WIDE = "sm:col-span-2";

const { meta } = userDefinition;

/**
 * The Add User dialog, which also edits (docs/product.md#user-management): the user's declared
 * fields (user-definition.ts) in their order. On edit the e-mail is shown but disabled and
 * there is no password; only full name, role and status are sent. Conform checks it with the
 * action's own schema as the admin types; a refused save shows each message beside its field,
 * and what was typed stays.
 */
export function UserFormDialog({
  open,
  user,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  /** The user being edited, or null to add one. */
  user: UserRow | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (result: Saved) => void;
}) {
  const fetcher = useFetcher<UserActionResult>();
  const [inviting, setInviting] = useState(false);
  const editing = user !== null;
  const busy = fetcher.state !== "idle";
  const confirmIdentity = useRecentAuthentication();
  // A new object only for a new answer: conform takes each one as a new reply.
  const lastResult = useMemo(() => refusalReply(fetcher.data), [fetcher.data]);
  // The fields of adding (editing has a few of them); the values either schema yields.
  const [form, fields] = useForm<
    z.input<typeof createUserSchema>,
    CreateUserInput | UpdateUserInput
  >({
    id: user ? `user-${user.id}` : "user-new",
    defaultValue: user ? userDefinition.formValues(user) : userDefinition.initialValues(),
    constraint: USER_FORM_CONSTRAINT[editing ? "update" : "create"],
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseUserForm(editing ? updateUserSchema : createUserSchema, formData),
    // Creating a user or changing one's role or status needs a recent proof of identity.
    onSubmit(event, { formData }) {
      const next = { role: String(formData.get("role")), status: String(formData.get("status")) };
      if (user && !changesAccess(user, next)) return;
      event.preventDefault();
      void confirmIdentity().then((confirmed) => {
        if (confirmed) void fetcher.submit(formData, { method: "post" });
      });
    },
  });

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) {
      toast.success("Success", { description: result.message });
      onSaved(result);
      return;
    }
    toast.error("Error", { description: result?.error || "Failed to save user" });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? "Edit User" : "Add User"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the name, role or status. Banning or deactivating ends their sessions at once."
              : inviting
                ? "The new user signs in once they have chosen a password with their invitation link."
                : "The new user can sign in right away with their email and password."}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" {...getFormProps(form)} className="contents">
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value={editing ? "update" : "create"} />
            {editing ? <input type="hidden" name="id" value={user.id} /> : null}
            <EntityFields
              meta={meta}
              fields={fields}
              props={{ email: { className: WIDE }, name: { className: WIDE } }}
              custom={
                editing
                  ? {
                      email: <UnchangeableEmail email={user.email} />,
                      invite: null,
                      password: null,
                    }
                  : {
                      invite: <InvitationField inviting={inviting} onChange={setInviting} />,
                      password: inviting ? null : <PasswordField field={fields.password} />,
                    }
              }
            />
            <RoleMatrixDetails className={WIDE} />
          </DialogBody>
          <DialogFooter>
            <DialogCancelButton disabled={busy} />
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : null}
              {busy ? "Saving..." : editing ? "Update User" : "Create User"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** On edit: the e-mail as it is, not sent. */
function UnchangeableEmail({ email }: { email: string }) {
  return (
    <Field label={meta.email.label} description="The email can't be changed." className={WIDE}>
      {(props) => <Input {...props} name="email" type="email" disabled defaultValue={email} />}
    </Field>
  );
}

/** "Send an invitation": a box that posts "on", instead of a password (ADR 0028). */
function InvitationField({
  inviting,
  onChange,
}: {
  inviting: boolean;
  onChange: (inviting: boolean) => void;
}) {
  return (
    <Field
      label={meta.invite.label}
      orientation="horizontal"
      description={meta.invite.description}
      className={WIDE}
    >
      {(props) => (
        <Checkbox
          {...props}
          name="invite"
          checked={inviting}
          onCheckedChange={(checked) => onChange(checked === true)}
        />
      )}
    </Field>
  );
}

/** The password a new user signs in with; left empty, one is generated and shown once. */
function PasswordField({ field }: { field: ConformFieldProps["field"] }) {
  return (
    <ConformField
      field={field}
      label={meta.password.label}
      type="password"
      description={meta.password.description}
      className={WIDE}
      autoComplete="new-password"
      minLength={MIN_PASSWORD_LENGTH}
      maxLength={meta.password.limit}
    />
  );
}
