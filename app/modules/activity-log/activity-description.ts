import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { describerOf, type Helpers, readableKey, t, text } from "./activity-sentences.ts";

// An Activity entry as the screen shows it (docs/product.md#activity-log): the log keeps the
// action names and details as stored; who did it, what it links to and its kind are derived
// here, when shown, and each action's wording in activity-sentences.ts.

/** One entry of the log as the screen reads it, with who did it (when they still exist). */
export type ActivityRecord = {
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  userId: string | null;
  actorName: string | null;
  actorEmail: string | null;
};

/** What an entry is about, where it still exists: its current name and, for pages, kind. */
export type ActivitySubject = { name: string; kind?: "page" | "post" };

export type ActivityContext = {
  /** The site's time zone (SITE_TIMEZONE), for times named in a sentence. */
  timeZone: string;
  /** The entries' subjects that still exist, by `subjectKey(entity, id)`. */
  subjects: ReadonlyMap<string, ActivitySubject>;
};

/** A piece of a sentence: text, linked to what it names when that still exists. */
export type SentencePart = { text: string; href?: string };

export type ActivityDescription = {
  /** The person (or "System") the sentence starts with. */
  actor: string;
  parts: SentencePart[];
  /** The kind of change, for the filter and a badge. */
  kind: ActivityKind;
  /** Whether the record it is about has been deleted since (by a later entry). */
  subjectGone: boolean;
  /** For an entry whose sentence links nothing: the screen of the setting it changed. */
  screen: ActivityScreen | null;
};

/** The kinds of change the screen filters by, each the log entities it covers. */
export const ACTIVITY_KINDS = {
  leads: { label: "Leads", entities: ["leads", "privacy"] },
  content: { label: "Pages & blog", entities: ["website_pages"] },
  pricing: { label: "Pricing", entities: ["pricing_plans"] },
  media: { label: "Media", entities: ["media_files"] },
  settings: {
    label: "Settings & theme",
    entities: ["website_config", "website_settings", "settings"],
  },
  team: {
    label: "Users & sign-in",
    entities: ["users", "sessions", "security_settings", "account"],
  },
} as const satisfies Record<string, { label: string; entities: readonly string[] }>;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

export function activityKindOf(entity: string): ActivityKind {
  for (const [kind, { entities }] of Object.entries(ACTIVITY_KINDS)) {
    if ((entities as readonly string[]).includes(entity)) return kind as ActivityKind;
  }
  return "settings";
}

/** The key of a subject in `ActivityContext.subjects`; an account is its user. */
export function subjectKey(entity: string, id: string): string {
  return `${entity === "account" ? "users" : entity}:${id}`;
}

/** The ids to look up for a page of entries, by table: the subject and any other it names. */
export function subjectIds(entries: readonly ActivityRecord[]) {
  const ids = { leads: new Set<string>(), pages: new Set<string>(), plans: new Set<string>() };
  const more = { media: new Set<string>(), users: new Set<string>() };
  for (const { entity, entityId, details } of entries) {
    if (entity === "leads" && entityId) ids.leads.add(entityId);
    if (entity === "leads" && typeof details.into === "string") ids.leads.add(details.into);
    if (entity === "website_pages" && entityId) ids.pages.add(entityId);
    if (entity === "website_settings" && typeof details.page === "string") {
      ids.pages.add(details.page);
    }
    if (entity === "pricing_plans" && entityId) ids.plans.add(entityId);
    if (entity === "media_files" && entityId) more.media.add(entityId);
    if ((entity === "users" || entity === "account") && entityId) more.users.add(entityId);
  }
  return { ...ids, ...more };
}

const SYSTEM = "System";
/** Who did an entry whose person has since been deleted (the log keeps the entry). */
export const FORMER_USER = "Former team member";

/**
 * Entries made with no person: the command line, the retention run, the lockout, and the first
 * admin's account (made by the setup form or the command line). Any other entry with no person
 * was made by someone deleted since (the log keeps their entries, app/db/schema.ts).
 */
const SYSTEM_ACTIONS = new Set([
  "create_user",
  "retention_delete_leads",
  "sign_in_locked",
  "two_factor_reset",
  "grant_admin_access",
]);

function actorOf(entry: ActivityRecord): string {
  if (entry.userId) return text(entry.actorName) ?? entry.actorEmail ?? FORMER_USER;
  return SYSTEM_ACTIONS.has(entry.action) ? SYSTEM : FORMER_USER;
}

/** The name the entry stored for its subject when it was written, if any. */
function storedName(entry: ActivityRecord): string | null {
  const { details } = entry;
  return (
    text(details.name) ??
    text(details.title) ??
    text(details.plan_name) ??
    text(details.original_name) ??
    text(details.filename) ??
    text(details.email)
  );
}

function hrefOf(entity: string, id: string, subject: ActivitySubject): string | undefined {
  switch (entity) {
    case "leads":
      return `/admin/leads/${encodeURIComponent(id)}`;
    case "website_pages":
      return `/admin/${subject.kind === "post" ? "posts" : "pages"}/${encodeURIComponent(id)}`;
    case "pricing_plans":
      return "/admin/pricing";
    case "media_files":
      return "/admin/media";
    case "users":
    case "account":
      return `/admin/users?${new URLSearchParams({ q: subject.name })}`;
    default:
      return undefined;
  }
}

export type ActivityScreen = { href: string; label: string };

const SCREENS = {
  settings: { href: "/admin/settings", label: "Website Settings" },
  theme: { href: "/admin/theme", label: "Live Theme" },
  pageSettings: { href: "/admin/pages", label: "Page Settings" },
  pricing: { href: "/admin/pricing", label: "Pricing" },
  privacy: { href: "/admin/leads/privacy", label: "Privacy requests" },
  users: { href: "/admin/users", label: "User Management" },
} satisfies Record<string, ActivityScreen>;

/** Where each kind of setting is changed, for entries about no single record. */
const SETTING_SCREENS: Record<string, ActivityScreen> = {
  website_config: SCREENS.settings,
  settings: SCREENS.settings,
  website_settings: SCREENS.pageSettings,
  privacy: SCREENS.privacy,
  sessions: SCREENS.users,
  security_settings: SCREENS.users,
};

/** The screen an entry about no single record was made on, to link it to. */
function screenOf(entry: Pick<ActivityRecord, "action" | "entity">): ActivityScreen | null {
  if (entry.action === "update_theme") return SCREENS.theme;
  if (entry.action === "reorder_pricing_plans") return SCREENS.pricing;
  return SETTING_SCREENS[entry.entity] ?? null;
}

/** The entities whose records an entry links to while they exist. */
const LINKED_ENTITIES = new Set([
  "leads",
  "website_pages",
  "pricing_plans",
  "media_files",
  "users",
]);
/** Actions that themselves remove their subject: the sentence says so already. */
const DELETES = /^(delete_|merge_lead$)/;

/** An entry as a sentence, its subject linked where it still exists (docs/product.md#activity-log). */
export function describeActivity(
  entry: ActivityRecord,
  context: ActivityContext,
): ActivityDescription {
  const actor = actorOf(entry);
  const other: Helpers["other"] = (entity, id, stored, fallback) => {
    const found = id ? context.subjects.get(subjectKey(entity, id)) : undefined;
    const name = stored ?? found?.name ?? fallback;
    const href = id && found ? hrefOf(entity, id, found) : undefined;
    return href ? { text: name, href } : { text: name };
  };
  let subjectGone = false;
  const help: Helpers = {
    actor,
    subject: (fallback) => {
      const part = other(entry.entity, entry.entityId, storedName(entry), fallback);
      subjectGone = !part.href && LINKED_ENTITIES.has(entry.entity) && !DELETES.test(entry.action);
      return part;
    },
    other,
    time: (value) => (text(value) ? formatConsoleDateTime(String(value), context.timeZone) : "?"),
  };
  const describe = describerOf(entry.action);
  const parts = describe
    ? describe(entry, help).filter((part) => part.text !== "")
    : [t(`${actor} did ${readableKey(entry.action)} on ${readableKey(entry.entity)}`)];
  const screen = parts.some((part) => part.href) ? null : screenOf(entry);
  return { actor, parts, kind: activityKindOf(entry.entity), subjectGone, screen };
}

/** The sentence as plain text. */
export function sentenceText(description: Pick<ActivityDescription, "parts">): string {
  return description.parts.map((part) => part.text).join("");
}
