import {
  Activity,
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

export type AdminNavItem = { href: string; label: string; icon: LucideIcon };

/** The console's screens (spec §2's table, plus the activity log). */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: "/admin", label: "Dashboard", icon: Gauge },
  { href: "/admin/leads", label: "Leads", icon: UsersRound },
  { href: "/admin/pricing", label: "Pricing", icon: Tags },
  { href: "/admin/settings", label: "Website Settings", icon: Settings },
  { href: "/admin/theme", label: "Live Theme", icon: Palette },
  { href: "/admin/media", label: "Logo Manager", icon: Image },
  { href: "/admin/content", label: "Content Pages", icon: FileText },
  { href: "/admin/blog", label: "Blog Posts", icon: Newspaper },
  { href: "/admin/pages", label: "Page Settings", icon: LayoutList },
  { href: "/admin/users", label: "User Management", icon: Users },
  { href: "/admin/activity", label: "Activity", icon: Activity },
];

/** Exact match for the dashboard, prefix match for every other screen (spec §2). */
export function isActiveAdminItem(href: string, pathname: string): boolean {
  if (href === "/admin") return pathname === "/admin" || pathname === "/admin/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
