import { eq } from "drizzle-orm";
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import type { UserRole, UserStatus } from "#app/db/enums.ts";
import { sessions, users } from "#app/db/schema.ts";
import { wantsJson } from "#app/lib/route-headers.ts";
import { can, type Permission } from "#app/modules/users/permissions.ts";
import { type Auth, SESSION_IDLE_TIMEOUT_MS } from "./auth.server.ts";
import { mustSetUpTwoFactor, passwordSignInNeedsPasskey } from "./security-settings.server.ts";
import { touchSession } from "./sessions.server.ts";

/** What the session functions need: Better Auth and the database it keeps its users in. */
export type AuthServices = { auth: Auth; db: Database };

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  /** An authenticator confirmed by a first code (Better Auth's twoFactor plugin). */
  twoFactorEnabled: boolean;
};

/** The signed-in console user of this request, set by the console's middleware. */
export const adminUserContext = createContext<SessionUser>();

/** True while the admin must set up two-factor first (security-settings.server.ts). */
export const twoFactorSetupRequiredContext = createContext<boolean>(false);

/**
 * Console access (docs/product.md#console-access): an active account of any role (ADR 0027);
 * what each role may open there is requirePermission's to say. Inactive and banned accounts get
 * the Access Denied flow.
 */
export function canUseConsole(user: Pick<SessionUser, "role" | "status">): boolean {
  return can(user, "console.use");
}

export const FORBIDDEN_MESSAGE = "You don't have permission to open this page.";

/**
 * The check at the top of every console loader and action (ADR 0027): the signed-in user
 * (the console's middleware has admitted them) if their role grants `permission`; otherwise
 * a 403, as JSON for scripts and as the console's "no permission" page for people.
 */
export function requirePermission(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  permission: Permission,
): SessionUser {
  const user = context.get(adminUserContext);
  if (can(user, permission)) return user;
  if (wantsJson(request)) {
    throw Response.json({ ok: false, error: FORBIDDEN_MESSAGE }, { status: 403 });
  }
  throw forbidden();
}

/** What a console screen throws to its error boundary when the person may not open it. */
export function forbidden() {
  return data(null, { status: 403 });
}

/** The user of the request's session, read from the database on every call. */
export async function getSessionUser(
  services: AuthServices,
  request: Request,
): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  // Idle for too long: the session ends here, on the server, whatever the cookie says.
  if (Date.now() - +session.session.updatedAt > SESSION_IDLE_TIMEOUT_MS) {
    await services.db.delete(sessions).where(eq(sessions.id, session.session.id));
    return null;
  }
  await touchSession(services.db, session.session.id, session.session.updatedAt);
  return readSessionUser(services.db, session.user.id);
}

/**
 * The console user of the request's session and when that session lapses (its absolute end,
 * or the idle limit counted from its last activity), without counting the request as activity:
 * for the live event stream, which a page holds open while nobody is at the keyboard. An admin
 * held for two-factor setup (requireConsoleUser) has no console session here.
 */
export async function peekConsoleSession(
  services: AuthServices,
  request: Request,
): Promise<{ user: SessionUser; lapsesAt: Date } | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const idleEnd = +session.session.updatedAt + SESSION_IDLE_TIMEOUT_MS;
  const lapsesAt = new Date(Math.min(idleEnd, +session.session.expiresAt));
  if (+lapsesAt <= Date.now()) return null;
  const user = await readSessionUser(services.db, session.user.id);
  if (!user || !canUseConsole(user) || (await mustSetUpTwoFactor(services.db, user))) return null;
  return { user, lapsesAt };
}

async function readSessionUser(db: Database, userId: string): Promise<SessionUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (user as SessionUser | undefined) ?? null;
}

/** The id of the request's session, or null. */
export async function currentSessionId(
  services: Pick<AuthServices, "auth">,
  request: Request,
): Promise<string | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  return session?.session.id ?? null;
}

/** Set-Cookie headers that end the request's session (also on the server). */
export async function signOutHeaders(
  services: Pick<AuthServices, "auth">,
  request: Request,
): Promise<Headers> {
  try {
    const { headers } = await services.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch {
    return new Headers();
  }
}

export const ACCESS_DENIED_PATH = "/admin-auth?error=access-denied";

/**
 * The gate of every console loader, action and resource route. No session: to sign-in
 * (back here afterwards). A session without console access: signed out, then to sign-in
 * with 'Access Denied'. Otherwise the console user.
 */
export async function requireConsoleAccess(
  services: AuthServices,
  request: Request,
): Promise<SessionUser> {
  const user = await getSessionUser(services, request);
  // Scripts that ask for JSON (uploads, exports) get a status they can act on, not a page.
  if (wantsJson(request)) {
    if (!user)
      throw Response.json(
        { ok: false, error: "Your session has ended. Sign in again." },
        { status: 401 },
      );
    if (!canUseConsole(user)) {
      throw Response.json(
        { ok: false, error: "You don't have admin privileges" },
        { status: 403, headers: await signOutHeaders(services, request) },
      );
    }
    return user;
  }
  if (!user) {
    const url = new URL(request.url);
    const back =
      url.pathname === "/admin"
        ? ""
        : `?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
    throw redirect(`/admin-auth${back}`);
  }
  if (!canUseConsole(user)) {
    throw redirect(ACCESS_DENIED_PATH, { headers: await signOutHeaders(services, request) });
  }
  return user;
}

/** Where an admin who must set up two-factor is held, and the one other way out. */
const TWO_FACTOR_SETUP_PATHS = new Set(["/admin/account", "/admin/logout"]);
const ACCOUNT_SETUP_PATH = "/admin/account";

/**
 * The gate of the console (its layout's middleware) and of what the console serves outside
 * /admin (a draft's preview): requireConsoleAccess, then required two-factor's hold (ADR
 * 0015): an account without a second factor reaches only the Account screen's setup and
 * sign-out; pages are sent there, JSON callers get 403.
 */
export async function requireConsoleUser(
  services: AuthServices,
  request: Request,
): Promise<{ user: SessionUser; twoFactorSetupRequired: boolean }> {
  const user = await requireConsoleAccess(services, request);
  const twoFactorSetupRequired = await mustSetUpTwoFactor(services.db, user);
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  if (twoFactorSetupRequired && !TWO_FACTOR_SETUP_PATHS.has(path)) {
    if (wantsJson(request)) {
      throw Response.json(
        { ok: false, error: "Set up two-factor authentication first." },
        { status: 403 },
      );
    }
    throw redirect(ACCOUNT_SETUP_PATH);
  }
  return { user, twoFactorSetupRequired };
}

export type SignInResult =
  | { ok: true; user: SessionUser; headers: Headers }
  /** The password was right; the plugin's cookie in `headers` now waits for a code. */
  | { ok: false; reason: "two_factor_required"; headers: Headers }
  /** The password was right, but this admin's second factor is a passkey: sign in with it. */
  | { ok: false; reason: "passkey_required" }
  | { ok: false; reason: "invalid" | "denied" };

/**
 * Checks the credentials with Better Auth and starts a session, for console users only: a
 * valid sign-in without console access is ended at once and answered 'denied'. With
 * two-factor on, no session starts yet: 'two_factor_required'. With two-factor required and a
 * passkey as the admin's only second factor, the session is ended: 'passkey_required'.
 */
export async function signInToConsole(
  services: AuthServices,
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const result = await services.auth.api
    .signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    })
    // Wrong password, unknown e-mail, inactive or banned: one answer for all.
    .catch(() => null);
  if (!result) return { ok: false, reason: "invalid" };
  if ("twoFactorRedirect" in result.response) {
    return { ok: false, reason: "two_factor_required", headers: result.headers };
  }
  const session = {
    userId: result.response.user.id,
    sessionToken: result.response.token,
    headers: result.headers,
  };
  const admitted = await admitToConsole(services, session);
  if (admitted.ok && (await passwordSignInNeedsPasskey(services.db, admitted.user))) {
    await services.db.delete(sessions).where(eq(sessions.token, session.sessionToken));
    return { ok: false, reason: "passkey_required" };
  }
  return admitted;
}

/** A new session's user if they may use the console; otherwise the session ends: 'denied'. */
export async function admitToConsole(
  services: AuthServices,
  session: { userId: string; sessionToken: string; headers: Headers },
): Promise<SignInResult> {
  const [user] = await services.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user || !canUseConsole(user as SessionUser)) {
    await services.db.delete(sessions).where(eq(sessions.token, session.sessionToken));
    return { ok: false, reason: "denied" };
  }
  return { ok: true, user: user as SessionUser, headers: session.headers };
}
