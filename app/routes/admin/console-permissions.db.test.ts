import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRole } from "#app/db/enums.ts";
import { bookingHosts, bookings, leads, users, websitePages } from "#app/db/schema.ts";
import { FORBIDDEN_MESSAGE, signInToConsole } from "#app/modules/auth/session.server.ts";
import { DEFAULT_WEEKLY_HOURS } from "#app/modules/bookings/host-availability-definition.ts";
import { NOT_YOUR_BOOKING } from "#app/modules/bookings/staff-booking-access.server.ts";
import { OWN_LEADS_ONLY_MESSAGES } from "#app/modules/leads/leads-admin-action.server.ts";
import { can, type Permission } from "#app/modules/users/permissions.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import routeConfig from "#app/routes.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";

// Every console route of app/routes.ts, its loader and its action, called through the app's
// request pipeline by an admin, a moderator, a user, an inactive and a banned account, and
// compared with the permission table (ADR 0027). A route or an export nobody declared here
// fails the test.

type Declared = { loader?: Permission; action?: Permission };

/** A route whose loader and action require the same permission. */
const both = (permission: Permission): Declared => ({ loader: permission, action: permission });

/** What each console route module's loader and action require. */
const DECLARED: Record<string, Declared> = {
  "routes/admin/dashboard.tsx": { loader: "console.use" },
  "routes/admin/analytics.tsx": { loader: "analytics.view" },
  "routes/admin/analytics-export.ts": { loader: "analytics.view" },
  "routes/admin/leads.tsx": both("leads.work"),
  "routes/admin/leads-export.ts": { loader: "leads.export" },
  "routes/admin/lead-privacy.tsx": both("leads.privacy"),
  "routes/admin/lead-privacy-export.ts": { loader: "leads.privacy" },
  "routes/admin/lead-detail.tsx": both("leads.work"),
  "routes/admin/lead-from-chat.tsx": both("leads.work"),
  "routes/admin/bookings.tsx": { loader: "bookings.work" },
  "routes/admin/booking-availability.tsx": both("bookings.work"),
  "routes/admin/booking-detail.tsx": both("bookings.work"),
  "routes/admin/settings.tsx": both("settings.manage"),
  "routes/admin/pages.tsx": both("content.edit"),
  "routes/admin/page-editor.tsx": both("content.edit"),
  "routes/admin/pricing.tsx": both("pricing.edit"),
  "routes/admin/pricing-plan.tsx": both("pricing.edit"),
  "routes/admin/theme.tsx": both("theme.edit"),
  "routes/admin/media.tsx": both("media.edit"),
  "routes/admin/media-upload.ts": { action: "media.edit" },
  "routes/admin/pages-manager.tsx": both("content.edit"),
  "routes/admin/pages-manager-item.tsx": both("content.edit"),
  "routes/admin/page-revisions.ts": both("content.edit"),
  "routes/admin/preview-links.ts": both("content.edit"),
  "routes/admin/autosave.ts": both("content.edit"),
  "routes/admin/users.tsx": both("users.manage"),
  "routes/admin/activity.tsx": { loader: "activity.view" },
  "routes/admin/translations.tsx": { loader: "content.edit" },
  "routes/admin/account.tsx": both("console.use"),
  "routes/admin/reauthenticate.ts": { action: "console.use" },
  // Its loader only sends a GET back to the dashboard; its action signs out.
  "routes/admin/logout.tsx": both("console.use"),
  "routes/admin/not-found.tsx": { loader: "console.use" },
};

type ConsoleRoute = { path: string; file: string };

/** The console's routes as app/routes.ts lists them: the children of /admin. */
function consoleRoutes(): ConsoleRoute[] {
  const admin = (routeConfig as RouteConfigEntry[]).find((entry) => entry.path === "admin");
  if (!admin?.children) throw new Error("app/routes.ts has no /admin layout");
  const flatten = (entries: RouteConfigEntry[], prefix: string): ConsoleRoute[] =>
    entries.flatMap((entry) => {
      const own = entry.index ? prefix : [prefix, entry.path].filter(Boolean).join("/");
      return [{ path: own, file: entry.file }, ...flatten(entry.children ?? [], own)];
    });
  return flatten(admin.children, "");
}

const ROUTES = consoleRoutes();
const APP = path.resolve(import.meta.dirname, "../..");
const ROLES: UserRole[] = ["admin", "moderator", "user"];
const PASSWORD = "console-permission-phrase";

let app: AppHarness;
let modules: Map<string, { loader?: unknown; action?: unknown }>;
const cookies = new Map<string, string>();
const ids = {
  unassignedLead: "",
  othersLead: "",
  page: "",
  post: "",
  usersBooking: "",
  moderatorsBooking: "",
};

async function cookieOf(email: string) {
  const signedIn = await signInToConsole(app.services, new Request(`${SITE}/admin-auth`), {
    email,
    password: PASSWORD,
  });
  if (!signedIn.ok) throw new Error(`${email} could not sign in: ${signedIn.reason}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** New sessions for the active roles (the route calls above end with signing out). */
async function signInActiveRoles() {
  for (const role of ROLES) cookies.set(role, await cookieOf(`${role}@roles.test`));
}

beforeAll(async () => {
  modules = new Map(
    await Promise.all(
      [...new Set(ROUTES.map((route) => route.file))].map(
        async (file) => [file, await import(path.join(APP, file))] as const,
      ),
    ),
  );
  const mounted: Record<string, { loader?: unknown; action?: unknown }> = {};
  for (const route of ROUTES) mounted[route.path] = modules.get(route.file)!;
  app = await createAppHarness({ admin: mounted });

  const people = [
    ...ROLES.map((role) => ({ key: role, role, status: "active" as const })),
    { key: "inactive", role: "admin" as const, status: "inactive" as const },
    { key: "banned", role: "admin" as const, status: "banned" as const },
  ];
  for (const person of people) {
    const email = `${person.key}@roles.test`;
    const { user } = await createUser(app.db, app.services.hashPassword, null, {
      email,
      name: person.key,
      password: PASSWORD,
      role: person.role,
      status: "active",
    });
    cookies.set(person.key, await cookieOf(email));
    if (person.status !== "active") {
      // The moment after an admin changed them: a session still in the browser.
      await app.db
        .update(users)
        .set({ status: person.status, banned: person.status === "banned" })
        .where(eq(users.id, user.id));
    }
  }
  const [moderator] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "moderator@roles.test"));
  const stored = await app.db
    .insert(leads)
    .values(
      ["Unassigned", "Moderator's"].map((name, index) => ({
        name,
        email: `lead${index}@example.pk`,
        source: "get_started_form",
        ownerId: index === 1 ? moderator!.id : null,
      })),
    )
    .returning({ id: leads.id });
  ids.unassignedLead = stored[0]!.id;
  ids.othersLead = stored[1]!.id;
  const pages = await app.db
    .select({ id: websitePages.id, content: websitePages.content, sections: websitePages.sections })
    .from(websitePages);
  ids.page = pages.find((page) => page.sections !== null)!.id;
  ids.post = pages.find((page) => page.sections === null)?.id ?? ids.page;

  // A demo booked with the user and one with the moderator, three days ahead.
  const hosts = await app.db
    .select({ id: users.id, key: users.name })
    .from(users)
    .where(inArray(users.name, ["user", "moderator"]));
  const start = Date.now() + 3 * 86_400_000;
  for (const host of hosts) {
    await app.db.insert(bookingHosts).values({
      userId: host.id,
      slug: host.key,
      timeZone: "Asia/Karachi",
      weeklyHours: DEFAULT_WEEKLY_HOURS,
    });
    const [lead] = await app.db
      .insert(leads)
      .values({
        name: `Visitor of ${host.key}`,
        email: `${host.key}-visitor@example.pk`,
        source: "demo_booking",
      })
      .returning({ id: leads.id });
    const [booking] = await app.db
      .insert(bookings)
      .values({
        hostId: host.id,
        leadId: lead!.id,
        startsAt: new Date(start),
        endsAt: new Date(start + 1_800_000),
        heldFrom: new Date(start),
        heldUntil: new Date(start + 1_800_000),
        timeZone: "Asia/Karachi",
        uid: `${host.key}@roles.test`,
        rescheduleTokenHash: `${host.key}-reschedule`,
        cancelTokenHash: `${host.key}-cancel`,
      })
      .returning({ id: bookings.id });
    if (host.key === "user") ids.usersBooking = booking!.id;
    else ids.moderatorsBooking = booking!.id;
  }
});
afterAll(() => app.close());

/** The route's address with its parameters filled in. */
function urlOf(routePath: string, leadId = ids.unassignedLead, bookingId = ids.usersBooking) {
  const filled = routePath
    .replace(":leadId", leadId)
    .replace(":bookingId", bookingId)
    .replace(":pageId", /^(posts|blog)\//.test(routePath) ? ids.post : ids.page)
    .replace("*", "no-such-screen");
  return `${SITE}/admin${filled ? `/${filled}` : ""}`;
}

/** Calls a route's loader (a GET) or its action (a same-origin form POST of `body`) as `who`. */
function request(
  method: "loader" | "action",
  url: string,
  who: string,
  accept?: string,
  body = new URLSearchParams(),
) {
  const headers: Record<string, string> = { cookie: cookies.get(who)! };
  if (accept) headers.Accept = accept;
  if (method === "loader") return app.send(new Request(url, { headers }));
  return app.send(
    new Request(url, {
      method: "POST",
      headers: {
        ...headers,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: SITE,
      },
      body,
    }),
  );
}

/** Signing out ends the session the other calls use: it goes last. */
const lastly = (route: ConsoleRoute) => (route.file.endsWith("logout.tsx") ? 1 : 0);
const ORDERED = [...ROUTES].sort((a, b) => lastly(a) - lastly(b));

describe("the console's routes against the permission table", () => {
  it("declares a permission for every loader and action of every console route", () => {
    expect(ROUTES.length).toBeGreaterThan(25);
    const undeclared: string[] = [];
    for (const route of ROUTES) {
      const module = modules.get(route.file)!;
      const declared = DECLARED[route.file] ?? {};
      for (const method of ["loader", "action"] as const) {
        if (typeof module[method] === "function" && !declared[method]) {
          undeclared.push(`${route.file} ${method}`);
        }
        if (declared[method] && typeof module[method] !== "function") {
          undeclared.push(`${route.file} has no ${method}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it.each(ROLES)("lets %s call exactly what the table grants", async (role) => {
    const person = { role, status: "active" as const };
    const mismatches: string[] = [];
    for (const route of ORDERED) {
      for (const method of ["loader", "action"] as const) {
        const permission = DECLARED[route.file]?.[method];
        if (!permission) continue;
        const response = await request(method, urlOf(route.path), role, "application/json");
        const body = response.status === 403 ? await response.text() : "";
        const refused = response.status === 403 && body.includes(FORBIDDEN_MESSAGE);
        if (refused === can(person, permission)) {
          mismatches.push(`${method} /admin/${route.path}: ${response.status} ${body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(["inactive", "banned"])("refuses an %s account everywhere", async (who) => {
    const answers: string[] = [];
    for (const route of ORDERED) {
      for (const method of ["loader", "action"] as const) {
        if (!DECLARED[route.file]?.[method]) continue;
        const page = await request(method, urlOf(route.path), who, "text/html");
        answers.push(`${page.status} ${page.headers.get("Location")?.split("?")[0]}`);
        if (answers.length === 1) {
          // The Access Denied flow: signed out, then to sign-in with its message; every later
          // call finds no session at all.
          expect(page.headers.get("Location")).toBe("/admin-auth?error=access-denied");
        }
      }
    }
    expect(new Set(answers)).toEqual(new Set(["302 /admin-auth"]));
  });

  it("answers a person a screen outside their role with 403, for pages too", async () => {
    await signInActiveRoles();
    for (const [who, screen] of [
      ["moderator", "users"],
      ["moderator", "settings"],
      ["user", "pricing"],
    ] as const) {
      const response = await request("loader", `${SITE}/admin/${screen}`, who, "text/html");
      expect(response.status, `${who} on ${screen}`).toBe(403);
    }
  });
});

describe("a user's leads", () => {
  const leadPath = "leads/:leadId";
  const statusChange = (leadId: string) =>
    request(
      "action",
      urlOf(leadPath, leadId),
      "user",
      undefined,
      new URLSearchParams({ intent: "set-status", status: "contacted" }),
    );

  beforeAll(signInActiveRoles);

  it("opens and works an unassigned lead, never one assigned to someone else", async () => {
    expect((await request("loader", urlOf(leadPath), "user", "text/html")).status).toBe(200);
    expect((await statusChange(ids.unassignedLead)).status).toBe(200);

    const foreign = await request("loader", urlOf(leadPath, ids.othersLead), "user", "text/html");
    expect(foreign.status).toBe(403);
    const refused = await statusChange(ids.othersLead);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ description: OWN_LEADS_ONLY_MESSAGES.scope });
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, ids.othersLead));
    expect(lead?.status).toBe("new");
  });

  it("lists only their own and unassigned leads", async () => {
    const response = await request("loader", `${SITE}/admin/leads`, "user", "application/json");
    const listed = JSON.stringify(await response.json());
    expect(listed).toContain(ids.unassignedLead);
    expect(listed).not.toContain(ids.othersLead);
  });
});

describe("a user's bookings", () => {
  const bookingPath = "bookings/:bookingId";
  const cancel = (bookingId: string) =>
    request(
      "action",
      urlOf(bookingPath, undefined, bookingId),
      "user",
      "application/json",
      new URLSearchParams({ intent: "cancel", reason: "Not mine" }),
    );
  const statusOf = async (id: string) =>
    (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

  beforeAll(signInActiveRoles);

  it("opens the demos booked with them, never another host's", async () => {
    const own = urlOf(bookingPath, undefined, ids.usersBooking);
    expect((await request("loader", own, "user", "text/html")).status).toBe(200);
    const foreign = urlOf(bookingPath, undefined, ids.moderatorsBooking);
    expect((await request("loader", foreign, "user", "text/html")).status).toBe(403);
    expect((await request("loader", foreign, "moderator", "text/html")).status).toBe(200);
  });

  it("cannot cancel another host's demo, and nothing changes", async () => {
    const refused = await cancel(ids.moderatorsBooking);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: NOT_YOUR_BOOKING });
    expect(await statusOf(ids.moderatorsBooking)).toBe("booked");
  });

  it("lists only their own demos, whatever host they ask for", async () => {
    const response = await request(
      "loader",
      `${SITE}/admin/bookings?host=anyone`,
      "user",
      "application/json",
    );
    const listed = JSON.stringify(await response.json());
    expect(listed).toContain(ids.usersBooking);
    expect(listed).not.toContain(ids.moderatorsBooking);
  });

  it("edits only their own availability and does not choose who takes demos", async () => {
    const [moderator] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "moderator@roles.test"));
    const others = `${SITE}/admin/bookings/availability?host=${moderator!.id}`;
    expect((await request("loader", others, "user", "text/html")).status).toBe(403);
    const hosting = await request(
      "action",
      `${SITE}/admin/bookings/availability`,
      "user",
      "application/json",
      new URLSearchParams({ intent: "hosting", userId: moderator!.id, takesDemos: "false" }),
    );
    expect(hosting.status).toBe(403);
    const [host] = await app.db
      .select({ takesDemos: bookingHosts.takesDemos })
      .from(bookingHosts)
      .where(eq(bookingHosts.userId, moderator!.id));
    expect(host?.takesDemos).toBe(true);
  });
});
