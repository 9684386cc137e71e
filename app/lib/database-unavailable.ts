import { isRouteErrorResponse } from "react-router";

// The database cannot be reached (PostgreSQL restarting, failing over, the network between):
// loaders answer 503 with this marker, and the error page says so and retries by itself.

export const DATABASE_UNAVAILABLE = { reason: "database-unavailable" } as const;
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

export function isDatabaseUnavailableResponse(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as { reason?: unknown } | null)?.reason === DATABASE_UNAVAILABLE.reason
  );
}
