import type { Submission } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { RoleMatrixCard } from "#app/components/admin/role-matrix.tsx";
import { DeleteUserDialog } from "#app/components/admin/users/delete-user-dialog.tsx";
import { GeneratedPasswordDialog } from "#app/components/admin/users/generated-password-dialog.tsx";
import { PasswordLinkDialog } from "#app/components/admin/users/password-link-dialog.tsx";
import { RequireTwoFactorCard } from "#app/components/admin/users/require-two-factor-card.tsx";
import { UserFormDialog } from "#app/components/admin/users/user-form-dialog.tsx";
import { UserSearch } from "#app/components/admin/users/user-search.tsx";
import { UsersTable } from "#app/components/admin/users/users-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { answerIntent } from "#app/lib/intent-action.ts";
import { fieldsRefused, RuleError } from "#app/lib/rule-error.ts";
import { deliverPasswordLink } from "#app/modules/auth/password-links.server.ts";
import { requireRecentAuthentication } from "#app/modules/auth/recent-authentication.server.ts";
import {
  getSecuritySettings,
  hasSecondFactor,
  setRequireTwoFactor,
} from "#app/modules/auth/security-settings.server.ts";
import { currentSessionId, requirePermission } from "#app/modules/auth/session.server.ts";
import {
  endAllSessions,
  endEveryonesSessions,
  type WithSessionCount,
  withSessionCounts,
} from "#app/modules/auth/sessions.server.ts";
import {
  changesAccess,
  createUserSchema,
  type PasswordLinkResult,
  parseUserForm,
  type UserIntent,
  type UserShownOnce,
  updateUserSchema,
} from "#app/modules/users/user-form.ts";
import {
  createUser,
  deleteUser,
  findUserById,
  listUsers,
  type UserRow,
  updateUser,
  userGone,
} from "#app/modules/users/users.server.ts";
import { type AppServices, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requirePermission({ request, context }, "users.manage");
  const { db, config } = context.get(servicesContext);
  const q = withoutControlCharacters(new URL(request.url).searchParams.get("q") ?? "")
    .trim()
    .slice(0, 200);
  const base = {
    q,
    currentUserId: me.id,
    timeZone: config.SITE_TIMEZONE,
    security: { ...(await getSecuritySettings(db)), ownTwoFactor: await hasSecondFactor(db, me) },
  };
  try {
    const listed = await listUsers(db, q);
    return {
      ...base,
      ...listed,
      users: await withSessionCounts(db, listed.users),
      loadError: false,
    };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Failed to fetch users");
    return { ...base, users: [] as UserListRow[], total: 0, active: 0, loadError: true };
  }
}

export const meta: Route.MetaFunction = () => [{ title: "User Management | Admin" }];

const FALLBACK: Record<UserIntent, string> = {
  create: "Failed to save user",
  update: "Failed to save user",
  delete: "Failed to delete user",
  "end-sessions": "Failed to sign the user out",
  "end-everyones-sessions": "Failed to sign everyone out",
  "require-two-factor": "Failed to change the setting",
  "password-link": "Failed to make the link",
};

/** The dialog's values, or a refusal with each field's messages (400). */
function valuesOf<Input, Value>(
  submission: Submission<Input, string[], Value>,
  complete = true,
): Value {
  if (submission.status === "success" && complete) return submission.value;
  const errors = submission.status === "error" ? submission.error : undefined;
  throw fieldsRefused(errors, "Please fix the highlighted fields.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requirePermission({ request, context }, "users.manage");
  const services = context.get(servicesContext);
  const { db, hashPassword } = services;
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  /** The user the intent is about: a post without one is refused. */
  const userId = () => {
    if (!id) throw new RuleError("invalid", "Failed to save user");
    return id;
  };
  const reauthenticated = () => requireRecentAuthentication(services, request);
  return answerIntent<UserIntent, UserShownOnce>(
    form,
    {
      create: async () => {
        const input = valuesOf(parseUserForm(createUserSchema, form));
        await reauthenticated();
        const { user, generatedPassword } = await createUser(db, hashPassword, actor.id, input);
        if (!input.invite) {
          return {
            message: "User created successfully and can log in immediately!",
            created: { email: user.email, generatedPassword },
          };
        }
        const passwordLink = await passwordLinkFor(services, actor.id, user);
        return {
          message: passwordLink.url
            ? "User created. Copy their invitation link now."
            : `User created. An invitation was e-mailed to ${user.email}.`,
          passwordLink,
        };
      },
      update: async () => {
        const input = valuesOf(parseUserForm(updateUserSchema, form), id !== "");
        const current = await findUserById(db, id);
        if (current && changesAccess(current, input)) await reauthenticated();
        await updateUser(db, actor.id, id, input);
        return "User updated successfully";
      },
      "password-link": async () => {
        const target = userId();
        await reauthenticated();
        const user = await findUserById(db, target);
        if (!user) throw userGone();
        const passwordLink = await passwordLinkFor(services, actor.id, user);
        return {
          message: passwordLink.url
            ? "Copy the link now."
            : `A link to choose a new password was e-mailed to ${user.email}.`,
          passwordLink,
        };
      },
      "end-sessions": async () => {
        const ended = await endAllSessions(db, actor.id, userId());
        return `Ended ${ended} session${ended === 1 ? "" : "s"}`;
      },
      "end-everyones-sessions": async () => {
        await reauthenticated();
        const current = await currentSessionId(services, request);
        const ended = await endEveryonesSessions(db, actor.id, current);
        return `Signed everyone else out: ${ended} session${ended === 1 ? "" : "s"} ended`;
      },
      delete: async () => {
        const target = userId();
        await reauthenticated();
        await deleteUser(db, actor.id, target);
        return "User deleted successfully";
      },
      "require-two-factor": async () => {
        const on = form.get("value") === "on";
        // Turning the requirement off weakens every admin's sign-in: a dangerous action.
        if (!on) await reauthenticated();
        await setRequireTwoFactor(db, actor, on);
        return on
          ? "Two-factor authentication is now required for everyone"
          : "Two-factor authentication is no longer required";
      },
    },
    { log: context.get(requestInfoContext).log, fallback: FALLBACK, what: "Users" },
  );
}

/** A new invitation or reset link for the user, e-mailed or to be shown once (ADR 0028). */
async function passwordLinkFor(services: AppServices, actorId: string, user: UserRow) {
  const link = await deliverPasswordLink(
    services,
    services.notifications.sendPasswordLink,
    actorId,
    user,
  );
  return { ...link, email: user.email, expiresAt: link.expiresAt.toISOString() };
}

type UserListRow = WithSessionCount<UserRow>;

type DialogState = { mode: "create" } | { mode: "edit"; user: UserRow } | null;

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { users, total, active, q, loadError, currentUserId, timeZone, security } = loaderData;
  const [dialog, setDialog] = useState<DialogState>(null);
  // Bumped on every opening, so the form starts afresh each time (and keeps what was typed
  // while it stays open after a failed save).
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [invitation, setInvitation] = useState<PasswordLinkResult | null>(null);

  useEffect(() => {
    if (loadError) toast.error("Error", { description: "Failed to fetch users" });
  }, [loadError]);

  const open = (next: DialogState) => {
    setDialogKey((key) => key + 1);
    setDialog(next);
  };

  return (
    <>
      <AdminPageHeader
        title="User Management"
        subtitle="Manage user accounts, roles and access to the console"
        actions={
          <Button onClick={() => open({ mode: "create" })}>
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <Card>
        <CardContent className="p-4 sm:p-6">
          <UserSearch q={q} total={total} active={active} />
          {loadError ? (
            <div role="alert" className="py-12 text-center">
              <p className="font-medium text-destructive">Failed to fetch users</p>
              <p className="mt-1 text-sm text-muted-foreground">Reload the page to try again.</p>
            </div>
          ) : (
            <UsersTable
              users={users}
              q={q}
              currentUserId={currentUserId}
              timeZone={timeZone}
              onEdit={(user) => open({ mode: "edit", user })}
              onDelete={setDeleting}
            />
          )}
        </CardContent>
      </Card>
      <RequireTwoFactorCard
        required={security.requireTwoFactor}
        ownTwoFactor={security.ownTwoFactor}
      />
      <RoleMatrixCard />
      <UserFormDialog
        key={dialogKey}
        open={dialog !== null}
        user={dialog?.mode === "edit" ? dialog.user : null}
        onOpenChange={(next) => {
          if (!next) setDialog(null);
        }}
        onSaved={(result) => {
          setDialog(null);
          if (result.passwordLink?.url) setInvitation(result.passwordLink);
          if (result.created?.generatedPassword) {
            setCreated({
              email: result.created.email,
              password: result.created.generatedPassword,
            });
          }
        }}
      />
      <DeleteUserDialog
        user={deleting}
        isSelf={deleting?.id === currentUserId}
        onDone={() => setDeleting(null)}
      />
      <GeneratedPasswordDialog created={created} onClose={() => setCreated(null)} />
      <PasswordLinkDialog
        link={invitation}
        timeZone={timeZone}
        onClose={() => setInvitation(null)}
      />
    </>
  );
}
