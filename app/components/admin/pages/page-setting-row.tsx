import {
  ArrowDown,
  ArrowUp,
  CreditCard,
  ExternalLink,
  FileText,
  House,
  Info,
  Mail,
  Sparkles,
} from "lucide-react";
import { useEffect } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { PageSettingsView } from "./optimistic-pages.ts";
import { HOME_NOTE, NAV_NEEDS_PAGE, type PageSettingResult } from "./page-settings-texts.ts";

const PAGE_ICONS: Record<string, typeof House> = {
  home: House,
  about: Info,
  features: Sparkles,
  pricing: CreditCard,
  contact: Mail,
};

/** A fetcher for one control; a failed change is told with the spec's toast. */
function useSettingFetcher() {
  const fetcher = useFetcher<PageSettingResult>();
  useEffect(() => {
    const result = fetcher.data;
    if (result && !result.ok) toast.error(result.error, { description: result.description });
  }, [fetcher.data]);
  return fetcher;
}

function PageSwitch({
  fetcher,
  page,
  setting,
  checked,
  disabled,
  label,
  note,
}: {
  fetcher: FetcherWithComponents<PageSettingResult>;
  page: PageSettingsView;
  setting: "is_enabled" | "display_in_nav";
  checked: boolean;
  disabled: boolean;
  label: string;
  note?: string;
}) {
  const id = `page-${page.id}-${setting}`;
  return (
    // Each switch is a small form: without JavaScript it posts like any button.
    <fetcher.Form method="post" className="flex items-start gap-3 sm:max-w-60">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="page" value={page.id} />
      <input type="hidden" name="setting" value={setting} />
      <input type="hidden" name="value" value={String(!checked)} />
      <Switch
        id={id}
        type="submit"
        checked={checked}
        disabled={disabled}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      <div className="grid gap-1 pt-0.5">
        <Label htmlFor={id}>{label}</Label>
        {note ? (
          <p id={`${id}-note`} className="text-xs text-muted-foreground">
            {note}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** One built-in page: its switches, its place in the navigation and where it lives. */
export function PageSettingRow({
  page,
  position,
  count,
}: {
  page: PageSettingsView;
  position: number;
  count: number;
}) {
  const enableFetcher = useSettingFetcher();
  const navFetcher = useSettingFetcher();
  const moveFetcher = useSettingFetcher();
  const Icon = PAGE_ICONS[page.id] ?? FileText;
  const isHome = page.id === "home";
  const headingId = `page-${page.id}-name`;

  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] lg:items-start lg:gap-6"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold">
              {page.pageName}
            </h3>
            <Badge variant={page.isEnabled ? "default" : "outline"}>
              {page.isEnabled ? "Active" : "Disabled"}
            </Badge>
            {page.isEnabled && page.displayInNav ? (
              <Badge variant="secondary">In navigation</Badge>
            ) : null}
          </div>
          <a
            href={page.route}
            target="_blank"
            rel="noopener"
            className="mt-1 inline-flex items-center gap-1 font-mono text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {page.route}
            <ExternalLink className="size-3" aria-hidden="true" />
            <span className="sr-only">(opens {page.pageName} in a new tab)</span>
          </a>
        </div>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start sm:gap-x-8 lg:contents">
        <PageSwitch
          fetcher={enableFetcher}
          page={page}
          setting="is_enabled"
          checked={page.isEnabled}
          disabled={isHome}
          label="Enable page"
          note={isHome ? HOME_NOTE : undefined}
        />
        <PageSwitch
          fetcher={navFetcher}
          page={page}
          setting="display_in_nav"
          checked={page.displayInNav}
          disabled={!page.isEnabled}
          label="Show in navigation"
          note={page.isEnabled ? undefined : NAV_NEEDS_PAGE}
        />
        <moveFetcher.Form method="post" className="flex items-center gap-2 lg:-mt-1.5">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="page" value={page.id} />
          <span className="text-sm text-muted-foreground">
            Order <span className="font-medium text-foreground tabular-nums">{position}</span>
          </span>
          <Button
            type="submit"
            name="direction"
            value="up"
            variant="outline"
            size="icon"
            className="size-9"
            disabled={position <= 1}
            aria-label={`Move ${page.pageName} up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="submit"
            name="direction"
            value="down"
            variant="outline"
            size="icon"
            className="size-9"
            disabled={position >= count}
            aria-label={`Move ${page.pageName} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </moveFetcher.Form>
      </div>
    </li>
  );
}
