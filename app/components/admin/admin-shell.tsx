import { LogOut, Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { SiteLogo } from "#app/components/site/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTitle } from "#app/components/ui/dialog.tsx";
import { LoadingState } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/utils.ts";
import { ADMIN_NAV, type AdminNavItem, isActiveAdminItem } from "./admin-nav.ts";

const COLLAPSED_KEY = "dmflow.sidebar.collapsed";

function NavList({
  items,
  collapsed,
  onNavigate,
}: {
  items: readonly AdminNavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className="grid gap-1">
      {items.map((item) => {
        const active = isActiveAdminItem(item.href, pathname);
        return (
          <li key={item.href}>
            <Link
              to={`${item.href}${item.search ?? ""}`}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={collapsed ? item.label : undefined}
              className={cn(
                "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors",
                active
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                collapsed && "justify-center px-0",
              )}
            >
              <item.icon className="size-4 shrink-0" aria-hidden="true" />
              <span className={cn(collapsed && "sr-only")}>{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SignedInAs({ email, collapsed }: { email: string; collapsed: boolean }) {
  return (
    <div className={cn("border-t pt-4", collapsed && "text-center")}>
      <p className={cn("truncate text-xs text-muted-foreground", collapsed && "sr-only")}>
        Signed in as
      </p>
      <p className={cn("truncate text-sm font-medium", collapsed && "sr-only")} title={email}>
        {email}
      </p>
      <Form method="post" action="/admin/logout" className="mt-3">
        <Button
          type="submit"
          variant="outline"
          size={collapsed ? "icon" : "sm"}
          className={cn(!collapsed && "w-full")}
          aria-label={collapsed ? "Logout" : undefined}
        >
          <LogOut aria-hidden="true" />
          {collapsed ? null : "Logout"}
        </Button>
      </Form>
    </div>
  );
}

/** While another console screen is loading, its loading text (the current one stays below). */
function PendingScreen() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  if (!target || target === pathname) return null;
  const item = ADMIN_NAV.find((entry) => isActiveAdminItem(entry.href, target));
  if (!item) return null;
  return (
    <LoadingState className="fixed inset-x-0 top-14 z-40 mx-auto w-fit rounded-full border bg-background px-4 py-2 shadow-md lg:top-4">
      {item.loading}
    </LoadingState>
  );
}

/**
 * The console frame: a sidebar that collapses to icons on wide screens and becomes a drawer on
 * phones, with the signed-in email and Logout; a skip link to the screen's content.
 */
export function AdminShell({
  email,
  siteTitle,
  logoUrl,
  navigation,
  children,
}: {
  email: string;
  siteTitle: string;
  logoUrl: string | null;
  /** The screens this person may open; none while two-factor setup is required. */
  navigation: readonly AdminNavItem[];
  children: React.ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true");
  }, []);
  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  };

  const brand = (
    <Link to="/admin" className="flex min-w-0 items-center gap-2 font-semibold">
      <SiteLogo logoUrl={logoUrl} className="size-8" />
      <span className={cn("truncate", collapsed && "lg:sr-only")}>{siteTitle} Admin</span>
    </Link>
  );

  return (
    <div className="min-h-screen bg-muted/40">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4 lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open menu"
        >
          <Menu aria-hidden="true" />
        </Button>
        {brand}
      </header>

      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent className="top-0 left-0 h-full max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 rounded-none p-4 sm:rounded-none">
          <DialogTitle className="sr-only">Admin menu</DialogTitle>
          <nav aria-label="Admin" className="flex h-full flex-col gap-6">
            {brand}
            <div className="flex-1 overflow-y-auto">
              <NavList
                items={navigation}
                collapsed={false}
                onNavigate={() => setDrawerOpen(false)}
              />
            </div>
            <SignedInAs email={email} collapsed={false} />
          </nav>
        </DialogContent>
      </Dialog>

      <aside
        className={cn(
          "fixed inset-y-0 left-0 z-20 hidden flex-col gap-6 border-r bg-background p-4 transition-[width] lg:flex",
          collapsed ? "w-18" : "w-64",
        )}
      >
        <div className={cn("flex items-center gap-2", collapsed ? "flex-col" : "justify-between")}>
          {brand}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" />
            ) : (
              <PanelLeftClose aria-hidden="true" />
            )}
          </Button>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto">
          <NavList items={navigation} collapsed={collapsed} />
        </nav>
        <SignedInAs email={email} collapsed={collapsed} />
      </aside>

      <main
        id="admin-main"
        tabIndex={-1}
        className={cn(
          "px-4 py-6 outline-none sm:px-6 lg:py-8",
          collapsed ? "lg:pl-24" : "lg:pl-72",
        )}
      >
        <div className="mx-auto max-w-7xl">
          <PendingScreen />
          {children}
        </div>
      </main>
    </div>
  );
}
