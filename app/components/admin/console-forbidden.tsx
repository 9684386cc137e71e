import { ShieldX } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** A console screen's loader or action refused by the person's role (requirePermission). */
export function isForbiddenError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403;
}

/** The console's 403: a screen this person's role does not include (ADR 0027). */
export function ConsoleForbidden() {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <ShieldX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-bold">You don't have permission to open this page</h1>
      <p className="max-w-md text-muted-foreground">
        Your role does not include this screen. Ask an admin if you need it.
      </p>
      <Link to="/admin" className={buttonVariants()}>
        Back to the dashboard
      </Link>
    </div>
  );
}
