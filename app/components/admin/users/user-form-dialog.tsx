import { getFormProps, useForm } from "@conform-to/react";
import { useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { ConformField } from "#app/components/admin/conform-field.tsx";
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
import { USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";
import { refusalReply } from "#app/lib/refusal-reply.ts";
import type { z } from "#app/lib/zod.ts";
import {
  MIN_PASSWORD_LENGTH,
  ROLE_LABELS,
  STATUS_LABELS,
} from "#app/modules/users/user-definition.ts";
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

/**
 * The Add User dialog, which also edits (docs/product.md#user-management): on edit the e-mail is shown but disabled
 * and there is no password; only full name, role and status are sent. Conform checks it with
 * the action's own schema as the admin types; a refused save shows each message beside its
 * field, and what was typed stays.
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
    defaultValue: {
      email: user?.email ?? "",
      name: user?.name ?? "",
      role: user?.role ?? "user",
      status: user?.status ?? "active",
    },
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
          <DialogBody className="grid gap-4">
            <input type="hidden" name="intent" value={editing ? "update" : "create"} />
            {editing ? <input type="hidden" name="id" value={user.id} /> : null}
            {editing ? (
              <Field label="Email" description="The email can't be changed.">
                {(props) => (
                  <Input {...props} name="email" type="email" disabled defaultValue={user.email} />
                )}
              </Field>
            ) : (
              <ConformField
                field={fields.email}
                label="Email"
                required
                type="email"
                autoComplete="off"
                placeholder="user@example.com"
                maxLength={254}
              />
            )}
            <ConformField
              field={fields.name}
              label="Full Name"
              autoComplete="off"
              placeholder="Jane Doe"
              maxLength={100}
            />
            {editing ? null : (
              <Field
                label="Send an invitation"
                orientation="horizontal"
                description="They choose their own password with a one-time link that works for 48 hours: e-mailed to them when e-mail is set up, otherwise shown to you once to pass on."
              >
                {(props) => (
                  <Checkbox
                    {...props}
                    name="invite"
                    checked={inviting}
                    onCheckedChange={(checked) => setInviting(checked === true)}
                  />
                )}
              </Field>
            )}
            {editing || inviting ? null : (
              <ConformField
                field={fields.password}
                label="Password"
                type="password"
                description={`Optional. At least ${MIN_PASSWORD_LENGTH} characters; leave empty to generate a strong password, shown once after saving.`}
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={128}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <ConformField field={fields.role} label="Role" as="select">
                {USER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </ConformField>
              <ConformField field={fields.status} label="Status" as="select">
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </ConformField>
            </div>
            <RoleMatrixDetails />
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
