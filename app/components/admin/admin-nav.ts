import {
  Activity,
  ChartLine,
  CircleUser,
  FileText,
  Gauge,
  Image,
  LayoutList,
  type LucideIcon,
  Newspaper,
  Palette,
  Settings,
  Tags,
  Users,
  UsersRound,
} from "lucide-react";

export type AdminNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown while the screen's data is on its way (spec: 'Loading dashboard...', ...). */
  loading: string;
};

/** The console's screens (docs/product.md#sidebar). */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: "/admin", label: "Dashboard", icon: Gauge, loading: "Loading dashboard..." },
  // The visitors and leads report (docs/product.md#analytics), reached from the sidebar.
  {
    href: "/admin/analytics",
    label: "Analytics",
    icon: ChartLine,
    loading: "Loading analytics...",
  },
  { href: "/admin/leads", label: "Leads", icon: UsersRound, loading: "Loading leads..." },
  { href: "/admin/pricing", label: "Pricing", icon: Tags, loading: "Loading pricing plans..." },
  {
    href: "/admin/settings",
    label: "Website Settings",
    icon: Settings,
    loading: "Loading settings...",
  },
  {
    href: "/admin/theme",
    label: "Live Theme",
    icon: Palette,
    loading: "Loading theme settings...",
  },
  { href: "/admin/media", label: "Logo Manager", icon: Image, loading: "Loading logo files..." },
  {
    href: "/admin/content",
    label: "Content Pages",
    icon: FileText,
    loading: "Loading content pages...",
  },
  { href: "/admin/blog", label: "Blog Posts", icon: Newspaper, loading: "Loading blog posts..." },
  {
    href: "/admin/pages",
    label: "Page Settings",
    icon: LayoutList,
    loading: "Loading page settings...",
  },
  { href: "/admin/users", label: "User Management", icon: Users, loading: "Loading users..." },
  { href: "/admin/activity", label: "Activity", icon: Activity, loading: "Loading activity..." },
  { href: "/admin/account", label: "Account", icon: CircleUser, loading: "Loading account..." },
];

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
