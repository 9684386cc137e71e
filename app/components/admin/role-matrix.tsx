import { Check, Minus, ShieldCheck } from "lucide-react";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import { USER_ROLES } from "#app/db/enums.ts";
import { cn } from "#app/lib/utils.ts";
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLE_SUMMARIES,
} from "#app/modules/users/permissions.ts";
import { ROLE_LABELS } from "#app/modules/users/user-definition.ts";

/**
 * What each role may do (ADR 0027), read from the same table the server checks: one row per
 * permission, one column per role.
 */
export function RoleMatrixTable({ compact = false }: { compact?: boolean }) {
  return (
    <Table>
      <caption className="sr-only">What User, Moderator and Admin may do</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="whitespace-normal">
            Permission
          </TableHead>
          {USER_ROLES.map((role) => (
            <TableHead key={role} scope="col" className="w-0 px-2 text-center">
              {ROLE_LABELS[role]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {PERMISSIONS.map((permission) => (
          <TableRow key={permission}>
            <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal">
              <span className="block font-medium text-foreground">
                {PERMISSION_LABELS[permission].label}
              </span>
              {compact ? null : (
                <span className="block text-xs text-muted-foreground">
                  {PERMISSION_LABELS[permission].description}
                </span>
              )}
            </TableHead>
            {USER_ROLES.map((role) => {
              const allowed = ROLE_PERMISSIONS[role].includes(permission);
              const Icon = allowed ? Check : Minus;
              return (
                <TableCell key={role} className="px-2 text-center">
                  <Icon
                    className={cn(
                      "mx-auto size-4",
                      allowed ? "text-foreground" : "text-muted-foreground",
                    )}
                    aria-hidden="true"
                  />
                  <span className="sr-only">{allowed ? "Yes" : "No"}</span>
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The roles explained, on User Management. */
export function RoleMatrixCard() {
  return (
    <SectionCard
      icon={ShieldCheck}
      title="Roles"
      description="What each role may do in the console. Inactive and banned users cannot sign in."
      className="mt-6"
    >
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        {USER_ROLES.map((role) => (
          <li key={role}>
            <span className="font-semibold">{ROLE_LABELS[role]}:</span> {ROLE_SUMMARIES[role]}
          </li>
        ))}
      </ul>
      <RoleMatrixTable />
    </SectionCard>
  );
}

/** Beside the role picker of the Add/Edit User dialog: the same table, folded away. */
export function RoleMatrixDetails({ className }: { className?: string }) {
  return (
    <details className={cn("rounded-md border text-sm", className)}>
      <summary className="cursor-pointer px-3 py-2 font-medium focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
        What can each role do?
      </summary>
      <div className="border-t px-1 pb-1">
        <RoleMatrixTable compact />
      </div>
    </details>
  );
}
