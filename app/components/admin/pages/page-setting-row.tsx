import {
  ArrowDown,
  ArrowUp,
  ChevronRight,
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
import { useSortableItem } from "#app/components/admin/sortable-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";
import { LANGUAGE_NAMES, LOCALE_INFO, LOCALES } from "#app/modules/i18n/locales.ts";
import { NAV_LABEL_MAX } from "#app/modules/navigation/page-setting-keys.ts";
import type { PageSettingsView } from "./optimistic-pages.ts";
import {
  CONTENT_PAGE_NOTE,
  HOME_NOTE,
  NAV_NEEDS_PAGE,
  type PageSettingResult,
} from "./page-settings-texts.ts";

const PAGE_ICONS: Record<string, typeof House> = {
  home: House,
  about: Info,
  features: Sparkles,
  pricing: CreditCard,
  contact: Mail,
};

/** A fetcher for one control: a failed change is told with the product's toast, a saved one too. */
export function useSettingFetcher() {
  const fetcher = useFetcher<PageSettingResult>();
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (!result.ok) toast.error(result.error, { description: result.description });
    else if (result.message) toast.success(result.message);
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

/** The page's label in each language, blank for the default its placeholder shows. */
function NavLabelsForm({ page }: { page: PageSettingsView }) {
  const fetcher = useSettingFetcher();
  const saving = fetcher.state !== "idle";
  return (
    <details className="group lg:col-span-full">
      <summary className="flex min-h-9 w-fit max-w-full cursor-pointer list-none items-center gap-1.5 rounded-md text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90 rtl:rotate-180"
          aria-hidden="true"
        />
        <span className="shrink-0 font-medium">Navigation label</span>
        <span className="min-w-0 truncate text-muted-foreground">
          {LOCALES.map((locale, index) => (
            <span key={locale}>
              {index > 0 ? " · " : null}
              <span lang={LOCALE_INFO[locale].lang} dir={LOCALE_INFO[locale].dir}>
                {page.labels[locale]}
              </span>
            </span>
          ))}
        </span>
      </summary>
      <fetcher.Form
        method="post"
        // A saved label comes back from the server: the fields start from it again.
        key={LOCALES.map((locale) => page.ownLabels[locale] ?? "").join("\u0000")}
        className="mt-3 grid gap-3"
      >
        <input type="hidden" name="intent" value="label" />
        <input type="hidden" name="page" value={page.id} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          {LOCALES.map((locale) => {
            const id = `page-${page.id}-label-${locale}`;
            return (
              <div key={locale} className="grid gap-1.5 sm:w-64">
                <Label htmlFor={id}>{LANGUAGE_NAMES[locale]}</Label>
                <Input
                  id={id}
                  name={`label_${locale}`}
                  lang={LOCALE_INFO[locale].lang}
                  dir={LOCALE_INFO[locale].dir}
                  maxLength={NAV_LABEL_MAX}
                  defaultValue={page.ownLabels[locale] ?? ""}
                  placeholder={page.defaultLabels[locale]}
                  aria-describedby={`page-${page.id}-label-hint`}
                />
              </div>
            );
          })}
          <Button type="submit" variant="outline" disabled={saving} aria-busy={saving || undefined}>
            {saving ? <Spinner /> : null}
            Save label
          </Button>
        </div>
        <p id={`page-${page.id}-label-hint`} className="text-xs text-muted-foreground">
          Leave a language blank to use the name shown in grey.
        </p>
      </fetcher.Form>
    </details>
  );
}

/** One page: its switches, its place in the navigation, its labels and where it lives. */
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
  const sortable = useSortableItem(page.id, `Drag to reorder ${page.name}`);
  const Icon = PAGE_ICONS[page.id] ?? FileText;
  const isHome = page.id === "home";
  const headingId = `page-${page.id}-name`;
  const enableNote = isHome ? HOME_NOTE : page.kind === "content" ? CONTENT_PAGE_NOTE : undefined;

  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      aria-labelledby={headingId}
      className={cn(
        "grid gap-4 bg-card p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] lg:items-start lg:gap-x-6",
        sortable.isDragging && "relative z-10 shadow-xl",
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        {sortable.handle}
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold break-words" dir="auto">
              {page.name}
            </h3>
            <Badge variant={page.isEnabled ? "default" : "outline"}>
              {page.isEnabled ? "Active" : "Disabled"}
            </Badge>
            {page.isEnabled && page.displayInNav ? (
              <Badge variant="secondary">In navigation</Badge>
            ) : null}
          </div>
          <a
            href={page.path}
            target="_blank"
            rel="noopener"
            className="mt-1 inline-flex max-w-full items-center gap-1 font-mono text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            <span className="truncate">{page.path}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens {page.name} in a new tab)</span>
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
          note={enableNote}
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
            aria-label={`Move ${page.name} up`}
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
            aria-label={`Move ${page.name} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </moveFetcher.Form>
      </div>

      <NavLabelsForm page={page} />
    </li>
  );
}
