import { useRef, useState } from "react";
import { useFetcher } from "react-router";
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
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import {
  changesAccess,
  MIN_PASSWORD_LENGTH,
  ROLE_LABELS,
  STATUS_LABELS,
  type UserActionResult,
  type UserFormField,
} from "#app/modules/users/user-form.ts";
import type { UserRow } from "#app/modules/users/users.server.ts";

type Saved = Extract<UserActionResult, { ok: true }>;

/**
 * The Add User dialog, which also edits (docs/product.md#user-management): on edit the e-mail is shown but disabled
 * and there is no password; only full name, role and status are sent. It stays open with
 * what was typed when the save fails.
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
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<UserFormField, string>>>({});
  const [inviting, setInviting] = useState(false);
  const editing = user !== null;
  const busy = fetcher.state !== "idle";
  const confirmIdentity = useRecentAuthentication();

  /** Creating a user or changing one's role or status needs a recent proof of identity. */
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const formData = new FormData(event.currentTarget);
    const next = { role: String(formData.get("role")), status: String(formData.get("status")) };
    if (user && !changesAccess(user, next)) return;
    event.preventDefault();
    if (await confirmIdentity()) void fetcher.submit(formData, { method: "post" });
  }

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) {
      setErrors({});
      toast.success("Success", { description: result.message });
      onSaved(result);
      return;
    }
    setErrors(result?.fieldErrors ?? {});
    toast.error("Error", { description: result?.error || "Failed to save user" });
    // Let React show the messages first, then move to the first field that needs fixing.
    requestAnimationFrame(() => {
      focusFirstInvalid(form.current);
    });
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
        <fetcher.Form ref={form} method="post" className="contents" onSubmit={submit}>
          <DialogBody className="grid gap-4">
            <input type="hidden" name="intent" value={editing ? "update" : "create"} />
            {editing ? <input type="hidden" name="id" value={user.id} /> : null}
            <Field
              label="Email"
              required={!editing}
              error={errors.email}
              description={editing ? "The email can't be changed." : undefined}
            >
              {(props) => (
                <Input
                  {...props}
                  name="email"
                  type="email"
                  required
                  disabled={editing}
                  defaultValue={user?.email}
                  autoComplete="off"
                  placeholder="user@example.com"
                  maxLength={254}
                />
              )}
            </Field>
            <Field label="Full Name" error={errors.name}>
              {(props) => (
                <Input
                  {...props}
                  name="name"
                  defaultValue={user?.name}
                  autoComplete="off"
                  placeholder="Jane Doe"
                  maxLength={100}
                />
              )}
            </Field>
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
              <Field
                label="Password"
                error={errors.password}
                description={`Optional. At least ${MIN_PASSWORD_LENGTH} characters; leave empty to generate a strong password, shown once after saving.`}
              >
                {(props) => (
                  <Input
                    {...props}
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    minLength={MIN_PASSWORD_LENGTH}
                    maxLength={128}
                  />
                )}
              </Field>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Role" error={errors.role}>
                {(props) => (
                  <NativeSelect {...props} name="role" defaultValue={user?.role ?? "user"}>
                    {USER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Status" error={errors.status}>
                {(props) => (
                  <NativeSelect {...props} name="status" defaultValue={user?.status ?? "active"}>
                    {USER_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
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
