import {
  Activity,
  CalendarDays,
  ChartLine,
  CircleUser,
  FileText,
  Gauge,
  Image,
  Languages,
  LayoutList,
  type LucideIcon,
  Newspaper,
  Palette,
  Settings,
  Tags,
  Users,
  UsersRound,
} from "lucide-react";
import type { UserRole, UserStatus } from "#app/db/enums.ts";
import { LEADS_LIST_PATH, leadFiltersSearch } from "#app/modules/leads/lead-filters.ts";
import { can, type Permission, worksOwnLeadsOnly } from "#app/modules/users/permissions.ts";

export type AdminNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown while the screen's data is on its way (spec: 'Loading dashboard...', ...). */
  loading: string;
  /** What opening the screen takes (ADR 0027): the item is shown only to those who may. */
  permission: Permission;
  /** The link's own filters, for a person whose screen opens filtered (their leads). */
  search?: string;
};

/** The console's screens (docs/product.md#sidebar). */
export const ADMIN_NAV: AdminNavItem[] = [
  {
    href: "/admin",
    label: "Dashboard",
    icon: Gauge,
    loading: "Loading dashboard...",
    permission: "console.use",
  },
  // The visitors and leads report (docs/product.md#analytics), reached from the sidebar.
  {
    href: "/admin/analytics",
    label: "Analytics",
    icon: ChartLine,
    loading: "Loading analytics...",
    permission: "analytics.view",
  },
  {
    href: "/admin/leads",
    label: "Leads",
    icon: UsersRound,
    loading: "Loading leads...",
    permission: "leads.work",
  },
  // Demo meetings and who takes them (docs/decisions/0043-bookings-in-the-database.md).
  {
    href: "/admin/bookings",
    label: "Bookings",
    icon: CalendarDays,
    loading: "Loading bookings...",
    permission: "bookings.work",
  },
  {
    href: "/admin/pricing",
    label: "Pricing",
    icon: Tags,
    loading: "Loading pricing plans...",
    permission: "pricing.edit",
  },
  {
    href: "/admin/settings",
    label: "Website Settings",
    icon: Settings,
    loading: "Loading settings...",
    permission: "settings.manage",
  },
  {
    href: "/admin/theme",
    label: "Live Theme",
    icon: Palette,
    loading: "Loading theme settings...",
    permission: "theme.edit",
  },
  {
    href: "/admin/media",
    label: "Logo Manager",
    icon: Image,
    loading: "Loading logo files...",
    permission: "media.edit",
  },
  {
    href: "/admin/content",
    label: "Content Pages",
    icon: FileText,
    loading: "Loading content pages...",
    permission: "content.edit",
  },
  {
    href: "/admin/blog",
    label: "Blog Posts",
    icon: Newspaper,
    loading: "Loading blog posts...",
    permission: "content.edit",
  },
  {
    href: "/admin/pages",
    label: "Page Settings",
    icon: LayoutList,
    loading: "Loading page settings...",
    permission: "content.edit",
  },
  // What a language still lacks, each text linked to where it is written (ADR 0051).
  {
    href: "/admin/translations",
    label: "Translations",
    icon: Languages,
    loading: "Loading translations...",
    permission: "content.edit",
  },
  {
    href: "/admin/users",
    label: "User Management",
    icon: Users,
    loading: "Loading users...",
    permission: "users.manage",
  },
  {
    href: "/admin/activity",
    label: "Activity",
    icon: Activity,
    loading: "Loading activity...",
    permission: "activity.view",
  },
  {
    href: "/admin/account",
    label: "Account",
    icon: CircleUser,
    loading: "Loading account...",
    permission: "console.use",
  },
];

/**
 * The items this person may open. Someone who works only their own leads opens Leads on
 * theirs ("assigned to me").
 */
export function consoleNavFor(person: { role: UserRole; status: UserStatus }): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => can(person, item.permission)).map((item) =>
    item.href === LEADS_LIST_PATH && worksOwnLeadsOnly(person)
      ? { ...item, search: leadFiltersSearch({ owner: "me" }) }
      : item,
  );
}

/**
 * Screens opened from another item's list: a page's editor from Content Pages (ADR 0023), a
 * post's from Blog Posts.
 */
const OPENED_FROM = [
  { path: /^\/admin\/pages\/[^/]+\/?$/, href: "/admin/content" },
  { path: /^\/admin\/posts\/[^/]+\/?$/, href: "/admin/blog" },
];

/**
 * Exact match for the dashboard, prefix match for every other screen (docs/product.md#sidebar), except the
 * screens opened from another item's list, which mark that item.
 */
export function isActiveAdminItem(href: string, pathname: string): boolean {
  if (href === "/admin") return pathname === "/admin" || pathname === "/admin/";
  const openedFrom = OPENED_FROM.find(({ path }) => path.test(pathname));
  if (openedFrom) return openedFrom.href === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
