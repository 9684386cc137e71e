// The one schema for both engines (PGlite and PostgreSQL). Enumerations are CHECK constraints
// built from the same readonly arrays the zod schemas use, so the database and the forms
// cannot disagree about what a valid value is.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BILLING_PERIODS,
  BOOKING_STATUSES,
  CHAT_CHANNELS,
  CHAT_ORIGINS,
  type ChatOrigin,
  COUNTRY_CODES,
  LEAD_EVENT_KINDS,
  LEAD_STATUSES,
  LEAD_TOUCH_KINDS,
  type LeadTouchKind,
  LOCALES,
  type Locale,
  MEETING_PLACE_KINDS,
  NOTIFICATION_KINDS,
  REVISION_ACTIONS,
  SCHEDULE_ACTIONS,
  USER_ROLES,
  USER_STATUSES,
  type Weekday,
} from "./enums.ts";
import type { TranslatedList, TranslatedText } from "./translated-text.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** `col IN ('a', 'b')` for a CHECK constraint; the values are our own constants, never input. */
function oneOf(column: { name: string }, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`"${column.name}" IN (${list})`);
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export type SocialLinks = {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
};

/** A plan's feature: an id that stays while its texts are edited, and its text per language. */
export type PlanFeature = { id: string; text: TranslatedText };

/** The site's single configuration row (id is always 1). */
export const websiteConfig = pgTable(
  "website_config",
  {
    id: integer("id").primaryKey().default(1),
    // The texts visitors read, a text per language (ADR 0041).
    siteTitle: jsonb("site_title").$type<TranslatedText>().notNull(),
    tagline: jsonb("tagline").$type<TranslatedText>().notNull().default({}),
    logoUrl: text("logo_url"),
    metaTitle: jsonb("meta_title").$type<TranslatedText>().notNull().default({}),
    metaDescription: jsonb("meta_description").$type<TranslatedText>().notNull().default({}),
    footerText: jsonb("footer_text").$type<TranslatedText>().notNull(),
    contactEmail: text("contact_email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** The number visitors reach on WhatsApp; empty: the phone number. */
    whatsappNumber: text("whatsapp_number").notNull().default(""),
    address: jsonb("address").$type<TranslatedText>().notNull().default({}),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    /** The floating "Chat on WhatsApp" button on every public page (ADR 0046). */
    chatButton: boolean("chat_button").notNull().default(true),
    /** The "Admin Login" button in the public header (the spec's, shown unless turned off). */
    adminLoginLink: boolean("admin_login_link").notNull().default(true),
    /** The chat's first message per language; empty: the catalogue's default (ADR 0046). */
    chatMessage: jsonb("chat_message").$type<TranslatedText>().notNull().default({}),
    /** How the business hours name the site's time zone (SITE_TIMEZONE), such as "PKT". */
    timeZoneLabel: text("time_zone_label").notNull().default("PKT"),
    // The facts texts say as placeholders ({setupTime}, …), said once here (ADR 0052).
    setupTime: jsonb("setup_time")
      .$type<TranslatedText>()
      .notNull()
      .default({ en: "24-48 hours", ur: "24 سے 48 گھنٹے" }),
    trialLength: jsonb("trial_length")
      .$type<TranslatedText>()
      .notNull()
      .default({ en: "14 days", ur: "14 دن" }),
    replyTime: jsonb("reply_time")
      .$type<TranslatedText>()
      .notNull()
      .default({ en: "24 hours", ur: "24 گھنٹے" }),
    updatedAt: updatedAt(),
  },
  (table) => [check("website_config_single_row", sql`${table.id} = 1`)],
);

/** Key/value settings: `theme` and the built-in pages' `page_{id}_*` switches. */
export const websiteSettings = pgTable("website_settings", {
  settingKey: text("setting_key").primaryKey(),
  settingValue: jsonb("setting_value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

export const pricingPlans = pgTable(
  "pricing_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: jsonb("name").$type<TranslatedText>().notNull(),
    description: jsonb("description").$type<TranslatedText>().notNull().default({}),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    setupFee: numeric("setup_fee", { precision: 12, scale: 2 }).notNull().default("0"),
    yearlyDiscountPercent: integer("yearly_discount_percent").notNull().default(0),
    billingPeriod: text("billing_period").notNull().default("monthly"),
    currency: text("currency").notNull().default("USD"),
    features: jsonb("features").$type<PlanFeature[]>().notNull().default([]),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    countryCode: text("country_code").notNull().default("INTL"),
    implementationCharges: numeric("implementation_charges", { precision: 12, scale: 2 })
      .notNull()
      .default("0"),
    monthlyFee: numeric("monthly_fee", { precision: 12, scale: 2 }),
    yearlyPrice: numeric("yearly_price", { precision: 12, scale: 2 }),
    yearlySavingsText: jsonb("yearly_savings_text").$type<TranslatedText>().notNull().default({}),
    bestFor: jsonb("best_for").$type<TranslatedText>().notNull().default({}),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("pricing_plans_billing_period", oneOf(table.billingPeriod, BILLING_PERIODS)),
    check("pricing_plans_country_code", oneOf(table.countryCode, COUNTRY_CODES)),
    check("pricing_plans_discount_range", sql`${table.yearlyDiscountPercent} BETWEEN 0 AND 100`),
    check("pricing_plans_price_not_negative", sql`${table.price} >= 0`),
    index("pricing_plans_display_order_idx").on(table.displayOrder),
  ],
);

export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    filename: text("filename").notNull(),
    originalName: text("original_name").notNull(),
    filePath: text("file_path").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: integer("file_size").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("media_files_filename_idx").on(table.filename),
    index("media_files_created_at_idx").on(table.createdAt),
  ],
);

/** The uploaded bytes, beside (not inside) media_files so that listing never loads them. */
export const mediaFileContents = pgTable("media_file_contents", {
  mediaFileId: uuid("media_file_id")
    .primaryKey()
    .references(() => mediaFiles.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

/** Images derived from an upload (favicon sizes, resized copies), stored like the original. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mediaFileId: uuid("media_file_id")
      .notNull()
      .references(() => mediaFiles.id, { onDelete: "cascade" }),
    /** e.g. "favicon-32", "apple-touch-icon-180", "w1200". */
    variant: text("variant").notNull(),
    mimeType: text("mime_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("media_variants_file_variant_idx").on(table.mediaFileId, table.variant)],
);

/**
 * A page's body as stored: Puck's data shape, its sections still to be checked against their
 * types (`app/modules/sections/page-body.ts`, ADR 0023). Stored JSON is parsed on every read.
 */
export type StoredPageBody = {
  root: { props: Record<string, unknown> };
  content: { type: string; props: Record<string, unknown> }[];
};

/**
 * Content pages and blog posts (a post is a page whose English slug starts with `blog/`): one
 * row per item, its texts in every language inside (ADR 0042).
 */
export const websitePages = pgTable(
  "website_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * The item's address in each language it has. A content page answers at its English slug in
     * every language, so only a post stores a slug beside the English one.
     */
    slug: jsonb("slug").$type<TranslatedText>().notNull(),
    /** A language's version exists where its title is written (ADR 0042). */
    title: jsonb("title").$type<TranslatedText>().notNull(),
    content: jsonb("content").$type<TranslatedText>().notNull().default({}),
    /**
     * A page's sections, every language's text inside (ADR 0023). Null for blog posts, whose
     * body is `content`.
     */
    sections: jsonb("sections").$type<StoredPageBody>(),
    metaTitle: jsonb("meta_title").$type<TranslatedText>().notNull().default({}),
    metaDescription: jsonb("meta_description").$type<TranslatedText>().notNull().default({}),
    /** A chat's first message started from this page, per language; empty: the site's (ADR 0048). */
    chatMessage: jsonb("chat_message").$type<TranslatedText>().notNull().default({}),
    featuredImage: text("featured_image"),
    /** A post's tags in each language it has. */
    tags: jsonb("tags").$type<TranslatedList>().notNull().default({}),
    /** The item is on the site, in each language it has. */
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A slug is unique within a language: an Urdu version may keep its English slug.
    ...LOCALES.map((locale) =>
      uniqueIndex(`website_pages_slug_${locale}_idx`).on(
        sql`(${table.slug} ->> '${sql.raw(locale)}')`,
      ),
    ),
    index("website_pages_created_at_idx").on(table.createdAt),
    check("website_pages_english_slug", sql`coalesce(${table.slug} ->> 'en', '') <> ''`),
  ],
);

/**
 * What a revision or a draft holds: every field of a page or post in every language, the
 * stored row's shape less its identity and times. `sections` is absent from snapshots taken before pages had
 * them (ADR 0023).
 */
export type PageSnapshot = Omit<
  typeof websitePages.$inferSelect,
  "id" | "createdAt" | "updatedAt" | "sections" | "chatMessage"
> & { sections?: StoredPageBody | null; chatMessage?: TranslatedText };

/**
 * Unpublished changes to a published page or post: website_pages keeps the live version (and
 * its change events), this row holds the next one until it is published or discarded.
 */
export const pageDrafts = pgTable("page_drafts", {
  pageId: uuid("page_id")
    .primaryKey()
    .references(() => websitePages.id, { onDelete: "cascade" }),
  snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
  savedBy: text("saved_by").references(() => users.id, { onDelete: "set null" }),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every save of a page or post as a full snapshot, newest kept (pruned per page). */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => websitePages.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
    /** What the save did: created, published, saved a draft, restored, ran a schedule. */
    action: text("action").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("page_revisions_action_check", oneOf(table.action, REVISION_ACTIONS)),
    index("page_revisions_page_idx").on(table.pageId, table.id),
  ],
);

/**
 * A publish or unpublish at a set time, of a page or post or of a pricing plan (docs/product.md#publishing). The
 * schedule runner claims due rows with FOR UPDATE SKIP LOCKED and applies and marks them in one
 * transaction, so a row runs once however many app instances poll.
 */
export const publishSchedules = pgTable(
  "publish_schedules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: uuid("page_id").references(() => websitePages.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => pricingPlans.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("publish_schedules_action_check", oneOf(table.action, SCHEDULE_ACTIONS)),
    check("publish_schedules_one_target", sql`num_nonnulls(${table.pageId}, ${table.planId}) = 1`),
    index("publish_schedules_due_idx").on(table.runAt).where(sql`${table.doneAt} IS NULL`),
    uniqueIndex("publish_schedules_pending_page_idx")
      .on(table.pageId, table.action)
      .where(sql`${table.doneAt} IS NULL`),
    uniqueIndex("publish_schedules_pending_plan_idx")
      .on(table.planId, table.action)
      .where(sql`${table.doneAt} IS NULL`),
  ],
);

/**
 * A share link to preview a page's or post's unpublished version (docs/product.md#publishing): a random token of
 * which only the SHA-256 is stored, valid until `expires_at` unless revoked.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => websitePages.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("preview_links_page_idx").on(table.pageId)],
);

/**
 * The open page or post editor's unsaved values, autosaved every few seconds per admin and
 * item ("new-post" / "new-page" for one not yet created), offered back after a closed tab and
 * dropped when the item is saved (docs/product.md#publishing).
 */
export const pageAutosaves = pgTable(
  "page_autosaves",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slot: text("slot").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] })],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    whatsappNumber: text("whatsapp_number"),
    country: text("country"),
    businessType: text("business_type"),
    message: text("message"),
    source: text("source").notNull(),
    status: text("status").notNull().default("new"),
    selectedPlan: text("selected_plan"),
    /** The language of the page the form was sent from (its URL's, never a form field). */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    landingPage: text("landing_page"),
    /** The visit that brought the lead: that day's visitor id (see `pageViews`) and its day. */
    visitorDay: date("visitor_day", { mode: "string" }),
    visitorId: bigint("visitor_id", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The e-mail as duplicates are matched: trimmed, lowercased. */
    emailKey: text("email_key").notNull().generatedAlwaysAs(sql`lower(btrim(email))`),
    /** The WhatsApp number's E.164 digits (whatsapp-reply.ts e164Digits), set on insert. */
    whatsappE164: text("whatsapp_e164"),
    /** Set on insert when an earlier lead has the same e-mail or WhatsApp number. */
    possibleDuplicate: boolean("possible_duplicate").notNull().default(false),
    /** The lead this one was merged into (it is archived). */
    mergedInto: uuid("merged_into").references((): AnyPgColumn => leads.id, {
      onDelete: "set null",
    }),
    /** The admin answering this lead; cleared (with a timeline entry) when they leave. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** When to follow up (a reminder), and a short note saying what for. */
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    followUpNote: text("follow_up_note"),
    /** What the person agreed to on the form: the label as shown, when, on which page. */
    consentText: text("consent_text"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentPage: text("consent_page"),
    /**
     * The form's submission key and a hash of what was submitted: a repeat of both (a retry,
     * a resubmit) is the lead already stored (ADR 0031). Null on leads not sent by a form.
     */
    submissionKey: text("submission_key"),
    submissionHash: text("submission_hash"),
    /** Name, email, phone, WhatsApp, country and business type, lowercased, for the search. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(whatsapp_number, '') || ' ' || coalesce(country, '') || ' ' || coalesce(business_type, ''))`,
      ),
  },
  (table) => [
    check("leads_status", oneOf(table.status, LEAD_STATUSES)),
    check("leads_locale", oneOf(table.locale, LOCALES)),
    // A plain ascending index: PostgreSQL scans it backwards for ORDER BY created_at DESC.
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_status_idx").on(table.status),
    index("leads_deleted_at_idx").on(table.deletedAt),
    // One trigram index over the six searched columns (see searchText): the search is one
    // `LIKE '%term%'` the index serves, instead of six ORed ILIKEs the planner scans.
    index("leads_search_text_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    // The Owner filter (a named admin, or unassigned: NULLs are in a btree too) newest first.
    index("leads_owner_created_at_idx").on(table.ownerId, table.createdAt),
    // The Language filter newest first (leads in a language other than most are few).
    index("leads_locale_created_at_idx").on(table.locale, table.createdAt),
    // Duplicate matching on insert, and the Duplicates filter newest first.
    index("leads_email_key_idx").on(table.emailKey),
    index("leads_whatsapp_e164_idx").on(table.whatsappE164),
    index("leads_possible_duplicate_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.possibleDuplicate}`),
    // The follow-up counters, filters and digests: active leads with a reminder, by due time.
    index("leads_follow_up_at_idx")
      .on(table.followUpAt)
      .where(sql`${table.followUpAt} IS NOT NULL AND ${table.deletedAt} IS NULL`),
    // The follow-up filters of the list, newest first: only leads with a reminder, so the
    // planner never walks every lead backwards by created_at hoping to meet 25 overdue ones.
    index("leads_follow_up_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.followUpAt} IS NOT NULL AND ${table.deletedAt} IS NULL`),
    // The Analytics view's conversions: the leads of a day's visitor ids.
    index("leads_visitor_idx")
      .on(table.visitorDay, table.visitorId)
      .where(sql`${table.visitorId} IS NOT NULL`),
    // One lead per submission: NULLs are distinct, so leads without a key never collide.
    uniqueIndex("leads_submission_idx").on(table.submissionKey, table.submissionHash),
  ],
);

/**
 * A lead's timeline: notes (body, editable by their author), and what admins did to the lead,
 * each written in the same transaction as its activity entry.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Who did it; null for the system, or an admin since deleted. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** A note's text; null for other kinds. */
    body: text("body"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("lead_events_kind", oneOf(table.kind, LEAD_EVENT_KINDS)),
    index("lead_events_lead_created_at_idx").on(table.leadId, table.createdAt),
    index("lead_events_actor_idx").on(table.actorId),
  ],
);

/**
 * Each time a person reached the team, and where that visit came from
 * (docs/decisions/0047-one-lead-across-channels.md): the lead's first touch is written with the
 * lead, a later form, booking or chat from the same person adds one to that lead instead of a
 * new lead. A merge moves the other lead's touches to the one kept.
 */
export const leadTouches = pgTable(
  "lead_touches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadTouchKind>().notNull(),
    /** As a lead's: get_started_form, contact_page, demo_booking, whatsapp_chat. */
    source: text("source").notNull(),
    /** A chat's reference code (chat_references.code), when the team entered one. */
    chatCode: text("chat_code"),
    /** The page a chat was started on (the reference's); null for a form or a booking. */
    page: text("page"),
    locale: text("locale").$type<Locale>().notNull(),
    visitorDay: date("visitor_day", { mode: "string" }),
    visitorId: bigint("visitor_id", { mode: "number" }),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    landingPage: text("landing_page"),
    /** The form submission it was (ADR 0031): a repeat of it is this touch, nothing new. */
    submissionKey: text("submission_key"),
    submissionHash: text("submission_hash"),
    createdAt: createdAt(),
  },
  (table) => [
    check("lead_touches_kind", oneOf(table.kind, LEAD_TOUCH_KINDS)),
    check("lead_touches_locale", oneOf(table.locale, LOCALES)),
    index("lead_touches_lead_created_at_idx").on(table.leadId, table.createdAt),
    // One touch per submission: NULLs are distinct, so touches without a key never collide.
    uniqueIndex("lead_touches_submission_idx").on(table.submissionKey, table.submissionHash),
    // A chat is entered once: a second time names the lead that has it.
    uniqueIndex("lead_touches_chat_code_idx").on(table.chatCode),
  ],
);

/**
 * How many leads there are per status, active and archived: kept exact by triggers on leads
 * (migration 0007), so the Leads Manager's totals need no count over every row.
 */
/** A stored lead, as every reader of the table sees it (the search column is the database's). */
export type Lead = Omit<
  typeof leads.$inferSelect,
  "searchText" | "emailKey" | "submissionKey" | "submissionHash"
>;

export const leadCounts = pgTable(
  "lead_counts",
  {
    status: text("status").notNull(),
    archived: boolean("archived").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status, table.archived] })],
);

/**
 * The durable outbox: lead notifications, written in the same transaction as the lead, and
 * each owner's daily follow-up digest; a worker delivers a row (with retries) until `sent_at`
 * is set.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** The lead a lead notification is about; null for a digest. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** A digest's or lock notice's addressee (an admin), and a digest's day in the site's time zone. */
    recipientId: text("recipient_id").references(() => users.id, { onDelete: "cascade" }),
    digestDay: date("digest_day", { mode: "string" }),
    /**
     * The booking a booking e-mail is about, and its invitation's SEQUENCE when queued. A
     * host's cancellation with a recipient goes to that former host of a reassigned meeting.
     */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    sequence: integer("sequence"),
    /** A lead notification about a returning person: the touch they came back through. */
    touchId: bigint("touch_id", { mode: "number" }).references(() => leadTouches.id, {
      onDelete: "cascade",
    }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("notification_outbox_kind", oneOf(table.kind, NOTIFICATION_KINDS)),
    check(
      "notification_outbox_target",
      sql`CASE WHEN ${table.kind} = 'follow_up_digest' THEN ${table.recipientId} IS NOT NULL AND ${table.digestDay} IS NOT NULL AND ${table.leadId} IS NULL WHEN ${table.kind} = 'account_locked' THEN ${table.recipientId} IS NOT NULL AND ${table.digestDay} IS NULL AND ${table.leadId} IS NULL WHEN starts_with(${table.kind}, 'booking_') THEN ${table.bookingId} IS NOT NULL AND ${table.sequence} IS NOT NULL AND ${table.leadId} IS NULL AND (${table.recipientId} IS NULL OR ${table.kind} = 'booking_host_cancellation') ELSE ${table.leadId} IS NOT NULL END`,
    ),
    // A booking's e-mail is queued at most once per version of the meeting, whichever instance
    // writes the change: the rows are inserted ON CONFLICT DO NOTHING.
    uniqueIndex("notification_outbox_booking_idx").on(table.bookingId, table.kind, table.sequence),
    // The claim that makes a digest go out at most once per owner and day, whatever the number
    // of app instances or restarts: the row is inserted ON CONFLICT DO NOTHING.
    uniqueIndex("notification_outbox_digest_idx").on(table.recipientId, table.digestDay),
    index("notification_outbox_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);

// Better Auth's tables (user, session, account, verification), with the admin plugin's
// fields and our own `status`. The spec's `users` and `admin_profiles` are this one table:
// console access is `role = 'admin' AND status = 'active'` (docs/product.md#console-access).
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    status: text("status").notNull().default("active"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    // Better Auth's twoFactor plugin: set once a first code confirmed the authenticator.
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_idx").on(sql`lower(${table.email})`),
    index("users_created_at_idx").on(table.createdAt),
    check("users_role", oneOf(table.role, USER_ROLES)),
    check("users_status", oneOf(table.status, USER_STATUSES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    // When the person last proved who they are in this session (password, code or passkey):
    // its start, then each re-authentication. Dangerous actions need it recent
    // (recent-authentication.server.ts). Better Auth does not know it; the default fills it.
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("sessions_token_idx").on(table.token),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

// Better Auth's twoFactor plugin: one authenticator per user. The secret is encrypted with the
// auth secret; the recovery codes are stored as keyed hashes (two-factor.server.ts).
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(false),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("two_factors_user_id_idx").on(table.userId)],
);

/**
 * Passkeys (WebAuthn credentials) of Better Auth's passkey plugin: the public key and counter
 * it checks a sign-in against, and what the Account screen shows. The credential id is unique
 * (a sign-in finds its passkey by it).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: createdAt(),
    /** The last sign-in or confirmation with it; the plugin does not keep it, we do. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("passkeys_credential_id_idx").on(table.credentialID),
    index("passkeys_user_id_idx").on(table.userId),
  ],
);

/**
 * How the console's admins must sign in (one row, id 1). Apart from website_settings, whose
 * changes re-render the public pages.
 */
export const securitySettings = pgTable(
  "security_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Every admin needs two-factor sign-in; one without it can only set it up. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check("security_settings_single_row", sql`${table.id} = 1`)],
);

/**
 * Authenticator codes already accepted, kept while they could still be accepted again (the
 * plugin takes a code within one period either side), so none is accepted twice. The code is
 * stored as an HMAC, keyed per user.
 */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("activity_log_created_at_idx").on(table.createdAt),
    index("activity_log_entity_created_at_idx").on(table.entity, table.createdAt),
    // The Activity screen's person filter, newest first (docs/product.md#activity-log).
    index("activity_log_user_created_at_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * Secrets the server makes for itself when none is configured (the session signing key, the
 * one-time admin setup token), kept in the database so every app instance shares them.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Lead-form proof-of-work challenges already used (by their signed nonce): a solution is taken
 * once, across every app instance on the database. Rows past `expires_at` are deleted; the
 * challenge itself has expired by then, so it is refused without a look here.
 */
export const leadChallengeClaims = pgTable(
  "lead_challenge_claims",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("lead_challenge_claims_expires_at_idx").on(table.expiresAt)],
);

/**
 * Failed password sign-ins, shared by every instance: a row per account (`account`, a hash of
 * the e-mail as typed, trimmed and lower-cased, whether or not such a user exists) and a row per
 * client address at an account (a hash of both). Past a few, the address, and with failures
 * from several addresses the account, refuses passwords until `locked_until`
 * (app/modules/auth/sign-in-lockout.server.ts, ADR 0016).
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    account: text("account").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("sign_in_failures_last_failure_at_idx").on(table.lastFailureAt)],
);

/**
 * The abuse limits' counts, shared by every instance (app/modules/security/shared-limits.server.ts,
 * ADR 0030): per limit (`bucket`) and caller (`key`, a keyed hash), the count of the current
 * fixed window and of the one before it. UNLOGGED in the migration: losing it in a crash only
 * forgives recent attempts, and it spares the write-ahead log one record per counted request.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    previousCount: integer("previous_count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] })],
);

/** Which one-time seed steps have run, so that deleting seeded content is never undone. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Public page views, one row each, only ever appended. No address and no
 * User-Agent: the visitor is a daily id (a keyed hash whose key, `analytics_salts`, is gone
 * within two days), the browser is reduced to its device class and families. BRIN on time:
 * rows arrive in time order, so a few block ranges answer any date range at a tiny index size.
 */
export const pageViews = pgTable(
  "page_views",
  {
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The day in the site's time zone, the day of the salt that made `visitor_id`. */
    day: date("day", { mode: "string" }).notNull(),
    /** The daily visitor id: 48 bits of SHA-256(salt of the day, IP, User-Agent, site). */
    visitorId: bigint("visitor_id", { mode: "number" }).notNull(),
    path: text("path").notNull(),
    locale: text("locale"),
    /** The first page of a visit: the referrer is not this site. */
    entry: boolean("entry").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** desktop, mobile or tablet. */
    device: text("device").notNull(),
    browser: text("browser"),
    os: text("os"),
    /** ISO 3166 alpha-2, only from a trusted proxy's header. */
    country: text("country"),
  },
  (table) => [index("page_views_viewed_at_brin_idx").using("brin", table.viewedAt)],
);

/**
 * Daily totals of page views per dimension value (`dimension` is page, entry, referrer,
 * campaign, country or device; `value` '' for the day's total). Visitor ids are daily, so a
 * range's visitors are the sum of its days' visitors; the rollups outlive the raw rows.
 * `converted`: the visitors whose id of the day a lead carried when the day was rolled up.
 */
export const pageViewRollups = pgTable(
  "page_view_rollups",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    converted: integer("converted").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/**
 * The key of each day's visitor ids, one per day in the site's time zone. A new day's salt is
 * made at its first use; older ones are deleted at once, so none lives past two days.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: bytea("salt").notNull(),
  createdAt: createdAt(),
});

/**
 * Live positions: one number for each transaction that changes what public pages show, drawn
 * by the change triggers (drizzle/0027_live_change_positions.sql) and the same on every instance.
 */
export const liveChangePosition = pgSequence("live_change_position");

/** "HH:MM" to "HH:MM" on a host's wall clock (`end` may be "24:00"). */
export type HoursRange = { start: string; end: string };

/** A host's hours per weekday, several ranges a day; a day left out or empty is off. */
export type WeeklyHours = Partial<Record<Weekday, HoursRange[]>>;

/** A span of time, ms since the epoch, [start, end). */
export type BusySpan = { start: number; end: number };

/**
 * A console user who takes demos, and how (docs/decisions/0043-bookings-in-the-database.md):
 * their weekly hours in their own zone, the meeting's length and buffers, how soon and how far
 * ahead visitors may book, and where the meeting happens. One row per user; deleting the user
 * deletes it, and their bookings stay without a host.
 */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Offered to visitors now; a host who stops keeps their settings and meetings. */
    takesDemos: boolean("takes_demos").notNull().default(true),
    /** Their page's address: /book/{slug}. */
    slug: text("slug").notNull(),
    /** The IANA zone of the weekly hours and date overrides. */
    timeZone: text("time_zone").notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull().default({}),
    meetingMinutes: integer("meeting_minutes").notNull().default(30),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
    daysAhead: integer("days_ahead").notNull().default(30),
    /** Meetings a day may hold; null: no limit. */
    mostPerDay: integer("most_per_day"),
    placeKind: text("place_kind").notNull().default("phone"),
    /** The video link, the number the host calls from (empty: the visitor's), or the address. */
    placeDetails: text("place_details").notNull().default(""),
    /** SHA-256 of their calendar feed's secret token; null: no feed (never made, or revoked). */
    feedTokenHash: text("feed_token_hash"),
    /** Their own calendar's secret iCal address, whose busy times are kept out of the offer. */
    calendarUrl: text("calendar_url"),
    /** That calendar's busy times as last read, and when. */
    calendarBusy: jsonb("calendar_busy").$type<BusySpan[]>().notNull().default([]),
    calendarReadAt: timestamp("calendar_read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("booking_hosts_slug_idx").on(table.slug),
    uniqueIndex("booking_hosts_feed_token_idx").on(table.feedTokenHash),
    check("booking_hosts_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("booking_hosts_place_kind", oneOf(table.placeKind, MEETING_PLACE_KINDS)),
    check(
      "booking_hosts_minutes",
      sql`${table.meetingMinutes} BETWEEN 1 AND 1440 AND ${table.bufferBeforeMinutes} >= 0 AND ${table.bufferAfterMinutes} >= 0 AND ${table.minimumNoticeMinutes} >= 0`,
    ),
    check("booking_hosts_days_ahead", sql`${table.daysAhead} BETWEEN 0 AND 730`),
    check("booking_hosts_most_per_day", sql`${table.mostPerDay} >= 1`),
  ],
);

/** A date a host keeps other hours on: the ranges given, none for a day off. */
export const bookingDateOverrides = pgTable(
  "booking_date_overrides",
  {
    hostId: text("host_id")
      .notNull()
      .references(() => bookingHosts.userId, { onDelete: "cascade" }),
    /** The host's date, in their zone. */
    date: date("date", { mode: "string" }).notNull(),
    ranges: jsonb("ranges").$type<HoursRange[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.hostId, table.date] })],
);

/**
 * A demo booked with a host, for a lead. `held_from`/`held_until` is the time the booking keeps
 * the host: the meeting and the buffers in force when it was booked. No two live (`booked`)
 * bookings of one host hold overlapping time: an exclusion constraint added by hand in
 * drizzle/0036 (drizzle-kit cannot declare one), ADR 0043. The reschedule and cancel links'
 * secrets are stored as SHA-256 hashes and work until the meeting starts.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: text("host_id").references(() => bookingHosts.userId, { onDelete: "set null" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    heldFrom: timestamp("held_from", { withTimezone: true }).notNull(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("booked"),
    /** The visitor's IANA zone and language: their confirmation, e-mails and reminders. */
    timeZone: text("time_zone").notNull(),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** The invitation's UID, the same for every version; SEQUENCE, one more at each change. */
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    rescheduleTokenHash: text("reschedule_token_hash").notNull(),
    cancelTokenHash: text("cancel_token_hash").notNull(),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** What the visitor wrote when booking. */
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("bookings_status", oneOf(table.status, BOOKING_STATUSES)),
    check("bookings_locale", oneOf(table.locale, LOCALES)),
    check(
      "bookings_times",
      sql`${table.heldFrom} <= ${table.startsAt} AND ${table.startsAt} < ${table.endsAt} AND ${table.endsAt} <= ${table.heldUntil}`,
    ),
    uniqueIndex("bookings_uid_idx").on(table.uid),
    uniqueIndex("bookings_reschedule_token_idx").on(table.rescheduleTokenHash),
    uniqueIndex("bookings_cancel_token_idx").on(table.cancelTokenHash),
    index("bookings_lead_idx").on(table.leadId),
    // The Bookings screen and the reminders: by time, newest or soonest first.
    index("bookings_starts_at_idx").on(table.startsAt),
  ],
);

/**
 * A chat started from the site's chat button (docs/decisions/0046-chat-links-tied-to-visits.md):
 * its short code goes in the chat's first message, and resolves to the visit it was clicked in,
 * that day's visitor id and where the visit came from, as a lead stores them.
 */
export const chatReferences = pgTable(
  "chat_references",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 5 characters of Crockford's base32, uppercase (chat-code.ts). */
    code: text("code").notNull(),
    channel: text("channel").notNull(),
    /** The page the button was clicked on, its language prefix included. */
    page: text("page").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    visitorDay: date("visitor_day", { mode: "string" }).notNull(),
    visitorId: bigint("visitor_id", { mode: "number" }).notNull(),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** desktop, mobile or tablet, as a page view classifies it. */
    device: text("device").notNull(),
    /** A link clicked, or a QR code shown on a wide screen: only clicks count as chats started. */
    origin: text("origin").$type<ChatOrigin>().notNull().default("link"),
    createdAt: createdAt(),
  },
  (table) => [
    check("chat_references_channel", oneOf(table.channel, CHAT_CHANNELS)),
    check("chat_references_origin", oneOf(table.origin, CHAT_ORIGINS)),
    check("chat_references_locale", oneOf(table.locale, LOCALES)),
    uniqueIndex("chat_references_code_idx").on(table.code),
    // The Analytics view's chats of a range, and the retention's deletes.
    index("chat_references_created_at_idx").on(table.createdAt),
  ],
);
