import type { UserRole, UserStatus } from "#app/db/enums.ts";

// What each role may do in the console (ADR 0027). One table, read by the server's checks
// (requirePermission), the sidebar, the dashboard and the role matrix on User Management.

export const PERMISSIONS = [
  "console.use",
  "leads.work",
  "leads.manage",
  "leads.export",
  "leads.privacy",
  "bookings.work",
  "bookings.manage",
  "analytics.view",
  "pricing.edit",
  "content.edit",
  "media.edit",
  "theme.edit",
  "settings.manage",
  "users.manage",
  "activity.view",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** How the matrix names and explains each permission. */
export const PERMISSION_LABELS: Record<Permission, { label: string; description: string }> = {
  "console.use": {
    label: "Dashboard and own account",
    description: "Sign in, see the dashboard, change their own password and two-factor",
  },
  "leads.work": {
    label: "Work leads",
    description:
      "Leads assigned to them and unassigned ones: notes, status, follow-ups, WhatsApp reply, take a lead",
  },
  "leads.manage": {
    label: "All leads",
    description: "See and work every lead; assign, archive, restore, merge and delete leads",
  },
  "leads.export": {
    label: "Export all leads",
    description: "Download every matching lead as CSV",
  },
  "leads.privacy": {
    label: "Personal data requests",
    description: "Find, export and erase everything kept about one person",
  },
  "bookings.work": {
    label: "Own demo bookings",
    description:
      "The demos booked with them: reschedule, cancel, mark done or no-show; their own availability and calendar feed",
  },
  "bookings.manage": {
    label: "All demo bookings",
    description:
      "Every booking and every host's availability; choose who takes demos, move a host's meetings to another",
  },
  "analytics.view": {
    label: "Analytics",
    description: "Visitors and leads report, and its CSV tables",
  },
  "pricing.edit": { label: "Pricing", description: "Pricing plans" },
  "content.edit": {
    label: "Pages, blog and navigation",
    description: "Content pages, blog posts, page settings and the site's navigation",
  },
  "media.edit": { label: "Media", description: "Logo Manager and uploaded images" },
  "theme.edit": { label: "Theme", description: "Live Theme colours and fonts" },
  "settings.manage": {
    label: "Website settings",
    description: "Site details, notifications, WhatsApp templates, privacy and retention",
  },
  "users.manage": {
    label: "Users and sign-in security",
    description: "Add, edit, ban and delete users; end sessions; require two-factor",
  },
  "activity.view": { label: "Activity log", description: "Everything everyone did" },
};

const MODERATOR: readonly Permission[] = [
  "console.use",
  "leads.work",
  "leads.manage",
  "bookings.work",
  "bookings.manage",
  "analytics.view",
  "pricing.edit",
  "content.edit",
  "media.edit",
  "theme.edit",
];

export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  moderator: MODERATOR,
  user: ["console.use", "leads.work", "bookings.work"],
};

/** What a role is for, one line beside its column in the matrix. */
export const ROLE_SUMMARIES: Record<UserRole, string> = {
  admin: "Everything, including users, sign-in security and website settings.",
  moderator:
    "Runs the website, every lead and every demo booking; no users, settings, exports of all leads or erasure.",
  user: "Works the leads assigned to them and unassigned ones, and the demos booked with them.",
};

type Person = { role: UserRole; status: UserStatus };

/** Whether this person may do that: an inactive or banned account may do nothing. */
export function can(person: Person, permission: Permission): boolean {
  return person.status === "active" && ROLE_PERMISSIONS[person.role].includes(permission);
}

/**
 * Whether a person's lead work is limited to their own and unassigned leads: true for whoever
 * may work leads but not all of them.
 */
export function worksOwnLeadsOnly(person: Person): boolean {
  return can(person, "leads.work") && !can(person, "leads.manage");
}

/**
 * Whether a person's booking work is limited to the demos booked with them and their own
 * availability: true for whoever may work bookings but not all of them.
 */
export function worksOwnBookingsOnly(person: Person): boolean {
  return can(person, "bookings.work") && !can(person, "bookings.manage");
}
