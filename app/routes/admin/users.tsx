import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { data } from "react-router";
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
import { deliverPasswordLink } from "#app/modules/auth/password-links.server.ts";
import {
  ReauthenticationRequiredError,
  requireRecentAuthentication,
} from "#app/modules/auth/recent-authentication.server.ts";
import {
  getSecuritySettings,
  hasSecondFactor,
  SecuritySettingError,
  setRequireTwoFactor,
} from "#app/modules/auth/security-settings.server.ts";
import { currentSessionId, requirePermission } from "#app/modules/auth/session.server.ts";
import {
  endAllSessions,
  endEveryonesSessions,
  type WithSessionCount,
  withSessionCounts,
} from "#app/modules/auth/sessions.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  changesAccess,
  createUserSchema,
  type PasswordLinkResult,
  parseUserForm,
  type UserActionResult,
  type UserIntent,
  updateUserSchema,
} from "#app/modules/users/user-form.ts";
import {
  createUser,
  deleteUser,
  findUserById,
  listUsers,
  type UserRow,
  UserRuleError,
  updateUser,
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

/** A refusal the person can act on is shown as it is; anything else as the spec's fallback. */
function failure(log: Logger, intent: UserIntent, error: unknown) {
  if (error instanceof ReauthenticationRequiredError) {
    return data<UserActionResult>(
      { ok: false, intent, error: error.message, reauthenticate: true },
      { status: 403 },
    );
  }
  if (error instanceof UserRuleError || error instanceof SecuritySettingError) {
    const fieldErrors =
      error instanceof UserRuleError && error.field ? { [error.field]: error.message } : undefined;
    return data<UserActionResult>(
      { ok: false, intent, error: error.message, fieldErrors },
      { status: 409 },
    );
  }
  log.error({ err: error }, `User ${intent} failed`);
  return data<UserActionResult>({ ok: false, intent, error: FALLBACK[intent] }, { status: 500 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requirePermission({ request, context }, "users.manage");
  const services = context.get(servicesContext);
  const { db, hashPassword } = services;
  const { log } = context.get(requestInfoContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");

  if (intent === "create") {
    const parsed = parseUserForm(createUserSchema, form);
    if (!parsed.success) {
      return data<UserActionResult>(
        {
          ok: false,
          intent,
          error: "Please fix the highlighted fields.",
          fieldErrors: parsed.fieldErrors,
        },
        { status: 400 },
      );
    }
    try {
      await requireRecentAuthentication(services, request);
      const { user, generatedPassword } = await createUser(db, hashPassword, actor.id, parsed.data);
      if (parsed.data.invite) {
        const passwordLink = await passwordLinkFor(services, actor.id, user);
        return data<UserActionResult>({
          ok: true,
          intent,
          message: passwordLink.url
            ? `User created. Copy their invitation link now.`
            : `User created. An invitation was e-mailed to ${user.email}.`,
          passwordLink,
        });
      }
      return data<UserActionResult>({
        ok: true,
        intent,
        message: "User created successfully and can log in immediately!",
        created: { email: user.email, generatedPassword },
      });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  if (intent === "update") {
    const parsed = parseUserForm(updateUserSchema, form);
    if (!parsed.success || !id) {
      return data<UserActionResult>(
        {
          ok: false,
          intent,
          error: "Please fix the highlighted fields.",
          fieldErrors: parsed.success ? {} : parsed.fieldErrors,
        },
        { status: 400 },
      );
    }
    try {
      const current = await findUserById(db, id);
      if (current && changesAccess(current, parsed.data)) {
        await requireRecentAuthentication(services, request);
      }
      await updateUser(db, actor.id, id, parsed.data);
      return data<UserActionResult>({ ok: true, intent, message: "User updated successfully" });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  if (intent === "password-link" && id) {
    try {
      await requireRecentAuthentication(services, request);
      const user = await findUserById(db, id);
      if (!user) throw new UserRuleError("This user no longer exists");
      const passwordLink = await passwordLinkFor(services, actor.id, user);
      return data<UserActionResult>({
        ok: true,
        intent,
        message: passwordLink.url
          ? "Copy the link now."
          : `A link to choose a new password was e-mailed to ${user.email}.`,
        passwordLink,
      });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  if (intent === "end-sessions" && id) {
    try {
      const ended = await endAllSessions(db, actor.id, id);
      return data<UserActionResult>({
        ok: true,
        intent,
        message: `Ended ${ended} session${ended === 1 ? "" : "s"}`,
      });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  if (intent === "end-everyones-sessions") {
    try {
      await requireRecentAuthentication(services, request);
      const ended = await endEveryonesSessions(
        db,
        actor.id,
        await currentSessionId(services, request),
      );
      return data<UserActionResult>({
        ok: true,
        intent,
        message: `Signed everyone else out: ${ended} session${ended === 1 ? "" : "s"} ended`,
      });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  if (intent === "delete" && id) {
    try {
      await requireRecentAuthentication(services, request);
      await deleteUser(db, actor.id, id);
      return data<UserActionResult>({ ok: true, intent, message: "User deleted successfully" });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  if (intent === "require-two-factor") {
    const on = form.get("value") === "on";
    try {
      // Turning the requirement off weakens every admin's sign-in: a dangerous action.
      if (!on) await requireRecentAuthentication(services, request);
      await setRequireTwoFactor(db, actor, on);
      return data<UserActionResult>({
        ok: true,
        intent,
        message: on
          ? "Two-factor authentication is now required for everyone"
          : "Two-factor authentication is no longer required",
      });
    } catch (error) {
      return failure(log, intent, error);
    }
  }

  return data<UserActionResult>(
    { ok: false, intent: null, error: "Failed to save user" },
    { status: 400 },
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
