// Enumerations of docs/product.md#data and #lead-statuses. The schema's CHECK constraints and the zod
// schemas are both built from these lists.
export const LEAD_STATUSES = ["new", "contacted", "won", "lost", "archived"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * What the outbox delivers: a new lead's e-mail to the team and optional signed webhook, an
 * owner's daily e-mail of follow-ups due, the notice to an admin whose account was locked
 * by failed sign-ins, and a demo booking's e-mails (BOOKING_MESSAGE_KINDS).
 */
export const NOTIFICATION_KINDS = [
  "lead_email",
  "lead_webhook",
  "follow_up_digest",
  "account_locked",
  "booking_visitor_invitation",
  "booking_host_invitation",
  "booking_visitor_update",
  "booking_host_update",
  "booking_visitor_cancellation",
  "booking_host_cancellation",
  "booking_reminder_day",
  "booking_reminder_hour",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A demo booking's e-mails, each with its invitation: to the visitor and to the host when it is
 * booked, moved or cancelled, and the visitor's reminders a day and an hour before.
 */
export type BookingMessageKind = Extract<NotificationKind, `booking_${string}`>;
export const BOOKING_MESSAGE_KINDS = NOTIFICATION_KINDS.filter((kind): kind is BookingMessageKind =>
  kind.startsWith("booking_"),
);

/**
 * What a lead's timeline records: admins' notes, status and owner changes, follow-up
 * reminders, replies sent from the console, merges, its demo bookings' changes (booked,
 * rescheduled, cancelled, done, no-show), and the person coming back through another channel
 * (a `touch`, with what they sent). Notification deliveries come from the outbox itself.
 */
export const LEAD_EVENT_KINDS = [
  "note",
  "status",
  "assignment",
  "reminder",
  "whatsapp",
  "merge",
  "booking",
  "touch",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * The ways a person reaches the team (docs/decisions/0047-one-lead-across-channels.md): a lead
 * form, a demo booking, or a chat entered in the console.
 */
export const LEAD_TOUCH_KINDS = ["form", "booking", "chat"] as const;
export type LeadTouchKind = (typeof LEAD_TOUCH_KINDS)[number];

/**
 * The public site's languages (ADR 0019), the first the default: it is at `/…`, every other one
 * under `/{locale}/…`. A lead keeps the one its form was sent in. This list is the only place
 * that says which languages there are (ADR 0035): app/modules/i18n/locales.ts builds the paths,
 * routes, translations and forms from it; its catalogues give each one's texts.
 */
export const LOCALES = ["en", "ur"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = "en" satisfies Locale;

/** A language other than the default one: its pages have a path prefix, its labels translations. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ["active", "inactive", "banned"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const BILLING_PERIODS = ["monthly", "yearly", "one-time"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const COUNTRY_CODES = ["PK", "INTL"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The built-in pages and their default navigation order (docs/product.md#data). */
export const BUILT_IN_PAGES = [
  { id: "home", pageName: "Home", route: "/", navOrder: 1 },
  { id: "about", pageName: "About", route: "/about", navOrder: 2 },
  { id: "features", pageName: "Features", route: "/features", navOrder: 3 },
  { id: "pricing", pageName: "Pricing", route: "/pricing", navOrder: 4 },
  { id: "contact", pageName: "Contact", route: "/contact", navOrder: 5 },
] as const;
export type BuiltInPageId = (typeof BUILT_IN_PAGES)[number]["id"];

/** What a page revision records (app/modules/publishing). */
export const REVISION_ACTIONS = ["create", "publish", "draft", "restore", "schedule"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** What a publish schedule does when it is due. */
export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** A demo booking's state: `booked` holds the host's time; the others free it. */
export const BOOKING_STATUSES = ["booked", "cancelled", "done", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Where a demo happens: a video link, a phone or WhatsApp call, an address. */
/** Where a chat button opens a conversation (chat_references.channel). */
export const CHAT_CHANNELS = ["whatsapp", "messenger", "instagram"] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** The longest chat message an owner sets: Website Settings', a page's, a section link's. */
export const CHAT_MESSAGE_MAX = 300;
/** How a chat reference was handed out: a link clicked, or a QR code shown to scan (ADR 0049). */
export const CHAT_ORIGINS = ["link", "qr"] as const;
export type ChatOrigin = (typeof CHAT_ORIGINS)[number];

export const MEETING_PLACE_KINDS = ["video", "phone", "address"] as const;
export type MeetingPlaceKind = (typeof MEETING_PLACE_KINDS)[number];

/** The days of a host's weekly hours, in the order of Date#getUTCDay. */
export const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
