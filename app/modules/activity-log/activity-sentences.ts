import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import {
  type ActivityAction,
  PAGE_ACTIONS,
  type PageAction,
  type PageActivityAction,
} from "#app/modules/activity/activity-actions.ts";
import { LEGAL_PAGE_KEYS } from "#app/modules/navigation/page-setting-keys.ts";
import type { ActivityRecord, SentencePart } from "./activity-description.ts";

// How each stored action reads on the Activity screen (docs/product.md#activity-log): one
// sentence per action name, worded from the details the entry stored; describeActivity
// (activity-description.ts) supplies the actor, the links and the times.

export const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;
const count = (value: unknown): number => (typeof value === "number" ? value : 0);
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** A stored field name made readable: "changed_fields" or "siteTitle" to "site title". */
export function readableKey(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
}

/** The theme's fields as the Theme Manager names them. */
const THEME_FIELD_NAMES: Record<string, string> = {
  primary: "primary colour",
  primaryGlow: "glow colour",
  background: "background colour",
  foreground: "text colour",
  muted: "muted colour",
  accent: "accent colour",
  fontFamily: "font",
  borderRadius: "corner radius",
};

/**
 * A changed field as a sentence names it: a stored key made readable ("whatsappNumber"), or a
 * label as the console shows it ("WhatsApp Number", from an entity's definition), lowercased.
 */
function fieldName(field: string): string {
  return /^[A-Z]|\s/.test(field) ? field.toLowerCase() : readableKey(field);
}

const fieldList = (value: unknown, names: Record<string, string> = {}): string | null => {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map((field) => names[String(field)] ?? fieldName(String(field))).join(", ");
};

type Describer = (entry: ActivityRecord, help: Helpers) => SentencePart[];

export type Helpers = {
  actor: string;
  /** The entry's subject, linked where it still exists; `fallback` names it when nothing does. */
  subject: (fallback: string) => SentencePart;
  /** Another subject the entry names (a merged lead's survivor, a page setting's page). */
  other: (
    entity: string,
    id: string | null,
    stored: string | null,
    fallback: string,
  ) => SentencePart;
  time: (value: unknown) => string;
};

export const t = (value: string): SentencePart => ({ text: value });

function scheduleText(details: Record<string, unknown>, time: Helpers["time"]): string {
  const publish = text(details.publish_at);
  const unpublish = text(details.unpublish_at);
  if (publish && unpublish) return ` to go live ${time(publish)} and come down ${time(unpublish)}`;
  if (publish) return ` to go live ${time(publish)}`;
  if (unpublish) return ` to come down ${time(unpublish)}`;
  return ": no schedule";
}

const leadSubject = (help: Helpers) => help.subject("a lead");
const bulkNote = (details: Record<string, unknown>) =>
  details.bulk === true ? " (with others at once)" : "";

/**
 * How each stored action reads. Every action name the console writes is here (the unit test
 * goes through this list): a new action without a sentence fails it.
 */
const SENTENCES: Record<Exclude<ActivityAction, PageActivityAction>, Describer> = {
  // Leads (docs/product.md#lead-statuses)
  update_lead_status: ({ details }, help) => [
    t(`${help.actor} changed the status of lead `),
    leadSubject(help),
    t(` to ${text(details.status) ?? "?"}`),
  ],
  archive_lead: ({ details }, help) => [
    t(`${help.actor} archived lead `),
    leadSubject(help),
    t(bulkNote(details)),
  ],
  restore_lead: ({ details }, help) => [
    t(`${help.actor} restored lead `),
    leadSubject(help),
    t(bulkNote(details)),
  ],
  delete_lead: ({ details }, help) => [
    t(`${help.actor} deleted lead `),
    leadSubject(help),
    t(bulkNote(details)),
  ],
  assign_lead: ({ details }, help) => [
    t(`${help.actor} ${text(details.owner) ? "assigned" : "unassigned"} lead `),
    leadSubject(help),
    t(text(details.owner) ? ` to ${text(details.owner)}` : ""),
    t(bulkNote(details)),
  ],
  merge_lead: ({ details }, help) => [
    t(`${help.actor} merged lead `),
    leadSubject(help),
    t(" into "),
    help.other("leads", text(details.into), text(details.into_name), "another lead"),
  ],
  set_lead_follow_up: ({ details }, help) => [
    t(`${help.actor} set a follow-up on lead `),
    leadSubject(help),
    t(` for ${help.time(details.due_at)}`),
  ],
  clear_lead_follow_up: (_, help) => [
    t(`${help.actor} cleared the follow-up of lead `),
    leadSubject(help),
  ],
  add_lead_note: (_, help) => [t(`${help.actor} added a note to lead `), leadSubject(help)],
  edit_lead_note: (_, help) => [t(`${help.actor} edited a note on lead `), leadSubject(help)],
  delete_lead_note: (_, help) => [t(`${help.actor} deleted a note on lead `), leadSubject(help)],
  contact_lead_whatsapp: ({ details }, help) => [
    t(`${help.actor} replied on WhatsApp to lead `),
    leadSubject(help),
    t(text(details.template) ? ` with the template "${text(details.template)}"` : ""),
  ],
  create_lead_from_chat: ({ details }, help) => [
    t(`${help.actor} created lead `),
    leadSubject(help),
    t(` from a WhatsApp chat${text(details.code) ? ` (code ${text(details.code)})` : ""}`),
  ],
  add_chat_to_lead: ({ details }, help) => [
    t(
      `${help.actor} added a WhatsApp chat${text(details.code) ? ` (code ${text(details.code)})` : ""} to lead `,
    ),
    leadSubject(help),
  ],
  retention_delete_leads: ({ details }, help) => [
    t(
      `${help.actor} deleted ${plural(count(details.count), "archived lead")} kept longer than ${plural(count(details.months), "month")}`,
    ),
  ],
  export_person_data: ({ details }, help) => [
    t(`${help.actor} exported a person's data (${plural(count(details.leads), "lead")})`),
  ],
  erase_person_data: ({ details }, help) => [
    t(`${help.actor} erased a person's data (${plural(count(details.leads), "lead")})`),
  ],
  update_lead_consent: ({ details }, help) => [
    t(
      `${help.actor} turned ${details.enabled === true ? "on" : "off"} the consent checkbox of the lead forms`,
    ),
  ],
  update_lead_retention: ({ details }, help) => [
    t(
      details.months
        ? `${help.actor} set archived leads to be deleted after ${plural(count(details.months), "month")}`
        : `${help.actor} set archived leads to be kept until deleted by hand`,
    ),
  ],
  update_whatsapp_templates: ({ details }, help) => [
    t(
      `${help.actor} changed the WhatsApp reply templates (${plural(Array.isArray(details.names) ? details.names.length : 0, "template")})`,
    ),
  ],
  update_analytics_retention: ({ details }, help) => [
    t(
      details.months
        ? `${help.actor} set visitor analytics to be kept for ${plural(count(details.months), "month")}`
        : `${help.actor} set visitor analytics to be kept for good`,
    ),
  ],
  // Pages and blog posts (and PAGE_SENTENCES below)
  publish_page: (_, help) => [t(`${help.actor} published page `), help.subject("a page")],
  unpublish_page: (_, help) => [t(`${help.actor} unpublished page `), help.subject("a page")],
  publish_post: (_, help) => [t(`${help.actor} published post `), help.subject("a post")],
  unpublish_post: (_, help) => [t(`${help.actor} unpublished post `), help.subject("a post")],
  create_preview_link: ({ details }, help) => [
    t(`${help.actor} made a preview link for `),
    help.subject("a page"),
    t(text(details.expires_at) ? `, working until ${help.time(details.expires_at)}` : ""),
  ],
  revoke_preview_link: (_, help) => [
    t(`${help.actor} revoked a preview link for `),
    help.subject("a page"),
  ],
  update_page_setting: pageSettingSentence,
  // Pricing (docs/product.md#pricing-manager)
  create_pricing_plan: (_, help) => [t(`${help.actor} created pricing plan `), help.subject("?")],
  update_pricing_plan: ({ details }, help) => {
    const fields = details.is_active === undefined ? fieldList(details.changed_fields) : null;
    return [
      t(
        `${help.actor} ${details.is_active === true ? "activated" : details.is_active === false ? "deactivated" : "edited"} pricing plan `,
      ),
      help.subject("?"),
      t(fields ? `: ${fields}` : ""),
    ];
  },
  delete_pricing_plan: (_, help) => [t(`${help.actor} deleted pricing plan `), help.subject("?")],
  reorder_pricing_plans: ({ details }, help) => [
    t(
      `${help.actor} reordered ${plural(Array.isArray(details.new_order) ? details.new_order.length : 0, "pricing plan")}`,
    ),
  ],
  schedule_pricing_plan: ({ details }, help) => [
    t(`${help.actor} scheduled pricing plan `),
    help.subject("a plan"),
    t(scheduleText(details, help.time)),
  ],
  scheduled_publish_plan: (_, help) => [
    t("Pricing plan "),
    help.subject("a plan"),
    t(` went live as ${help.actor} scheduled`),
  ],
  scheduled_unpublish_plan: (_, help) => [
    t("Pricing plan "),
    help.subject("a plan"),
    t(` came down as ${help.actor} scheduled`),
  ],
  // Media, logo, theme and settings
  upload_media: (_, help) => [t(`${help.actor} uploaded `), help.subject("a file")],
  delete_media: (_, help) => [
    t(`${help.actor} deleted `),
    help.subject("a file"),
    t(" from the media library"),
  ],
  set_logo: ({ details }, help) =>
    text(details.logo_url)
      ? [t(`${help.actor} made ${text(details.filename) ?? "an image"} the logo`)]
      : [t(`${help.actor} removed the logo`)],
  update_theme: ({ details }, help) => {
    const fields = fieldList(details.changed_fields, THEME_FIELD_NAMES);
    return [t(`${help.actor} changed the theme${fields ? `: ${fields}` : ""}`)];
  },
  update_website_settings: ({ details }, help) => {
    const fields = fieldList(details.changed_fields);
    return [t(`${help.actor} changed the website settings${fields ? `: ${fields}` : ""}`)];
  },
  // Users and sign-in (docs/product.md#user-management)
  create_user: ({ details }, help) => [
    t(`${help.actor} added user `),
    help.subject("?"),
    t(text(details.role) ? ` as ${text(details.role)}` : ""),
  ],
  update_user: ({ details }, help) => {
    const fields = fieldList(details.changed_fields);
    return [
      t(`${help.actor} updated user `),
      help.subject("?"),
      t(
        text(details.role)
          ? ` (role ${text(details.role)}, status ${text(details.status) ?? "?"})`
          : "",
      ),
      t(fields ? `: ${fields}` : ""),
    ];
  },
  delete_user: (_, help) => [t(`${help.actor} deleted user `), help.subject("?")],
  grant_admin_access: (_, help) => [
    t(`${help.actor} gave `),
    help.subject("a user"),
    t(" admin access from the command line"),
  ],
  two_factor_reset: (_, help) => [
    t(`${help.actor} reset two-factor sign-in of `),
    help.subject("a user"),
    t(" from the command line"),
  ],
  sessions_end_all: ({ details }, help) => [
    t(`${help.actor} signed `),
    help.subject("a user"),
    t(` out everywhere (${plural(count(details.ended), "session")})`),
  ],
  sessions_end_everyone: ({ details }, help) => [
    t(`${help.actor} signed everyone out (${plural(count(details.ended), "session")})`),
  ],
  require_two_factor_on: (_, help) => [
    t(`${help.actor} made two-factor sign-in required for everyone`),
  ],
  require_two_factor_off: (_, help) => [t(`${help.actor} made two-factor sign-in optional`)],
  sign_in_locked: ({ details }, help) => [
    t(`${help.actor} locked the sign-in of `),
    help.subject("a user"),
    t(` after ${plural(count(details.failures), "failed attempt")}`),
  ],
  send_invitation: ({ details }, help) => [
    t(`${help.actor} ${details.emailed ? "e-mailed" : "made"} an invitation for `),
    help.subject("a user"),
  ],
  send_password_reset_link: ({ details }, help) => [
    t(`${help.actor} ${details.emailed ? "e-mailed" : "made"} a password reset link for `),
    help.subject("a user"),
  ],
  // A person's own account
  password_change: (_, help) => [t(`${help.actor} changed their password`)],
  password_set_with_link: ({ details }, help) => [
    t(
      details.kind === "invitation"
        ? `${help.actor} accepted their invitation and chose a password`
        : `${help.actor} set a new password with a reset link`,
    ),
  ],
  reauthenticate: ({ details }, help) => [
    t(
      `${help.actor} confirmed it was them${text(details.method) ? ` (${readableKey(String(details.method))})` : ""}`,
    ),
  ],
  session_end: (_, help) => [t(`${help.actor} ended one of their sessions`)],
  sessions_end_others: ({ details }, help) => [
    t(`${help.actor} signed out their other sessions (${plural(count(details.ended), "session")})`),
  ],
  two_factor_enable: (_, help) => [t(`${help.actor} turned on two-factor sign-in`)],
  two_factor_disable: (_, help) => [t(`${help.actor} turned off two-factor sign-in`)],
  recovery_codes_regenerate: (_, help) => [t(`${help.actor} made new recovery codes`)],
  passkey_add: ({ details }, help) => [
    t(`${help.actor} added the passkey "${text(details.name) ?? "?"}"`),
  ],
  passkey_rename: ({ details }, help) => [
    t(
      `${help.actor} renamed the passkey "${text(details.from) ?? "?"}" to "${text(details.name) ?? "?"}"`,
    ),
  ],
  passkey_remove: ({ details }, help) => [
    t(`${help.actor} removed the passkey "${text(details.name) ?? "?"}"`),
  ],
  passkey_sign_in: (_, help) => [t(`${help.actor} signed in with a passkey`)],
};

/** How a page's or post's action reads, by the action before `_page` or `_post`. */
const PAGE_SENTENCES: Record<PageAction, (kind: "page" | "post") => Describer> = {
  create: (kind) => (_, help) => [t(`${help.actor} created ${kind} `), help.subject(`a ${kind}`)],
  update: (kind) => (_, help) => [t(`${help.actor} saved ${kind} `), help.subject(`a ${kind}`)],
  save_draft: (kind) => (_, help) => [
    t(`${help.actor} saved a draft of ${kind} `),
    help.subject(`a ${kind}`),
  ],
  restore: (kind) => (_, help) => [
    t(`${help.actor} restored an earlier version of ${kind} `),
    help.subject(`a ${kind}`),
  ],
  delete: (kind) => (_, help) => [t(`${help.actor} deleted ${kind} `), help.subject(`a ${kind}`)],
  schedule:
    (kind) =>
    ({ details }, help) => [
      t(`${help.actor} scheduled ${kind} `),
      help.subject(`a ${kind}`),
      t(scheduleText(details, help.time)),
    ],
  scheduled_publish: (kind) => (_, help) => [
    t(`${kind === "page" ? "Page" : "Post"} `),
    help.subject(`a ${kind}`),
    t(` went live as ${help.actor} scheduled`),
  ],
  scheduled_unpublish: (kind) => (_, help) => [
    t(`${kind === "page" ? "Page" : "Post"} `),
    help.subject(`a ${kind}`),
    t(` came down as ${help.actor} scheduled`),
  ],
};

const PAGE_ACTION = new RegExp(`^(${PAGE_ACTIONS.join("|")})_(page|post)$`);

export function describerOf(action: string): Describer | undefined {
  const page = PAGE_ACTION.exec(action);
  if (page) return PAGE_SENTENCES[page[1] as PageAction](page[2] as "page" | "post");
  return SENTENCES[action as Exclude<ActivityAction, PageActivityAction>];
}

function pageSettingSentence({ details }: ActivityRecord, help: Helpers): SentencePart[] {
  const pageId = text(details.page);
  const builtIn = BUILT_IN_PAGES.find((page) => page.id === pageId);
  const page = help.other("website_pages", pageId, builtIn?.pageName ?? null, "a page");
  const legal = Object.entries(LEGAL_PAGE_KEYS).find(([, key]) => key === details.setting)?.[0];
  if (legal) {
    const role = legal === "privacy" ? "privacy policy" : "terms of service";
    return pageId
      ? [t(`${help.actor} made `), page, t(` the ${role} page`)]
      : [t(`${help.actor} cleared the ${role} page`)];
  }
  switch (details.setting) {
    case "is_enabled":
      return [t(`${help.actor} turned ${details.value === true ? "on" : "off"} page `), page];
    case "display_in_nav":
      return [
        t(`${help.actor} ${details.value === true ? "showed" : "hid"} page `),
        page,
        t(" in the navigation"),
      ];
    case "nav_order":
      return [
        t(`${help.actor} moved page `),
        page,
        t(` to place ${count(details.value)} in the navigation`),
      ];
    case "nav_label":
      return [t(`${help.actor} changed the navigation label of page `), page];
    default:
      return [t(`${help.actor} changed a setting of page `), page];
  }
}
