import { LogOut, Pencil, SearchX, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { WithSessionCount } from "#app/modules/auth/sessions.server.ts";
import { countInWords } from "#app/modules/i18n/count-words.ts";
import { ROLE_LABELS, STATUS_LABELS } from "#app/modules/users/user-definition.ts";
import {
  roleBadgeVariant,
  statusBadgeVariant,
  type UserActionResult,
} from "#app/modules/users/user-form.ts";
import type { UserRow } from "#app/modules/users/users.server.ts";
import { PasswordLinkButton } from "./password-link-button.tsx";

type UserListRow = WithSessionCount<UserRow>;

function label<Key extends string>(labels: Record<Key, string>, value: string): string {
  return labels[value as Key] ?? value;
}

/**
 * The users table (docs/product.md#user-management): User (name and email), Role, Status, Created, Actions, and the
 * user's signed-in sessions. On a phone each row reads as a card (the same table, laid out
 * otherwise): the name and email, then role, status, date and sessions, then the actions in a
 * row of their own, so that none covers the name. If the table overflows a wider screen, it
 * scrolls sideways inside its card with the actions column kept in view.
 */
export function UsersTable({
  users,
  q,
  currentUserId,
  timeZone,
  onEdit,
  onDelete,
}: {
  users: UserListRow[];
  q: string;
  currentUserId: string;
  timeZone: string;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}) {
  if (users.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{q ? "No users found" : "No users yet"}</p>
        <p className="text-sm text-muted-foreground">
          {q ? `Nobody's name or email contains "${q}".` : "Add the first user to get started."}
        </p>
        {q ? (
          <Link
            to="/admin/users"
            replace
            className={buttonVariants({ variant: "outline", size: "sm", className: "mt-2" })}
          >
            Clear search
          </Link>
        ) : null}
      </div>
    );
  }
  const created = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
  return (
    <Table className="max-sm:block" containerClassName="max-sm:overflow-visible">
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead className="hidden sm:table-cell">Role</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="hidden sm:table-cell">Created</TableHead>
          <TableHead className="hidden sm:table-cell">Sessions</TableHead>
          <TableHead className="sticky right-0 bg-card text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {users.map((user) => {
          const who = user.name || user.email;
          const date = new Date(user.createdAt);
          const role = (
            <Badge variant={roleBadgeVariant(user.role)}>{label(ROLE_LABELS, user.role)}</Badge>
          );
          const status = (
            <Badge variant={statusBadgeVariant(user.status)}>
              {label(STATUS_LABELS, user.status)}
            </Badge>
          );
          const when = <time dateTime={date.toISOString()}>{created.format(date)}</time>;
          return (
            <TableRow key={user.id} className="max-sm:grid max-sm:gap-2 max-sm:py-3">
              <TableCell className="max-w-72 min-w-44 whitespace-normal max-sm:block max-sm:max-w-none max-sm:px-1 max-sm:py-0">
                <div className="flex items-center gap-2">
                  <span className="font-medium break-words">{user.name || user.email}</span>
                  {user.id === currentUserId ? <Badge variant="outline">You</Badge> : null}
                </div>
                {user.name ? (
                  <div className="text-sm break-all text-muted-foreground">{user.email}</div>
                ) : null}
                {/* On a phone the middle columns fold in here. */}
                <div className="mt-2 flex flex-wrap items-center gap-2 sm:hidden">
                  {role}
                  {status}
                  <span className="text-xs text-muted-foreground">Created {when}</span>
                  <span className="text-xs text-muted-foreground">
                    {countInWords(user.sessionCount, { one: "session", other: "sessions" })}
                  </span>
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{role}</TableCell>
              <TableCell className="hidden sm:table-cell">{status}</TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">{when}</TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">
                {user.sessionCount}
              </TableCell>
              <TableCell className="py-2 max-sm:block max-sm:px-0 max-sm:py-0 sm:sticky sm:right-0 sm:bg-card">
                <div className="flex flex-wrap gap-1 sm:justify-end">
                  <EndSessionsButton user={user} who={who} />
                  <PasswordLinkButton user={user} who={who} timeZone={timeZone} />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${who}`}
                    title="Edit"
                    onClick={() => onEdit(user)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${who}`}
                    title="Delete"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Signs the user out on every device (their sessions end at their next request). */
function EndSessionsButton({ user, who }: { user: UserListRow; who: string }) {
  const fetcher = useFetcher<UserActionResult>();
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) toast.success(result.message);
    else toast.error("Sign-out failed", { description: result?.error ?? "Please try again." });
  });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="end-sessions" />
      <input type="hidden" name="id" value={user.id} />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        aria-label={`Sign out ${who} everywhere`}
        title="Sign out everywhere"
        // Stays in place at 0 sessions, so its answer is still shown after the list reloads.
        disabled={fetcher.state !== "idle" || user.sessionCount === 0}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}
