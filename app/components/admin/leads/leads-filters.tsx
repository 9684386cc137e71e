import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useTypedBeforeHydration } from "#app/lib/typed-before-hydration.ts";
import {
  FOLLOW_UP_FILTER_LABELS,
  type FollowUpFilter,
  LEAD_DATE_RANGE_LABELS,
  LEAD_DATE_RANGES,
  LEAD_LANGUAGE_FILTER_LABELS,
  LEAD_OWNER_FILTER_LABELS,
  LEAD_PAGE_SIZES,
  LEAD_STATUS_FILTER_LABELS,
  LEAD_STATUS_FILTERS,
  LEADS_LIST_PATH,
  type LeadDateRange,
  type LeadFilters,
  type LeadLanguageFilter,
  type LeadPageSize,
  type LeadStatusFilter,
  leadFiltersSearch,
} from "#app/modules/leads/lead-filters.ts";

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

type Draft = Omit<LeadFilters, "page" | "from" | "to" | "duplicates" | "followUp" | "language"> & {
  from: string;
  to: string;
  duplicates: boolean;
  followUp: FollowUpFilter | "any";
  language: LeadLanguageFilter;
};

const draftOf = (filters: LeadFilters): Draft => ({
  q: filters.q,
  status: filters.status,
  range: filters.range,
  owner: filters.owner,
  duplicates: filters.duplicates ?? false,
  followUp: filters.followUp ?? "any",
  language: filters.language ?? "any",
  from: filters.from ?? "",
  to: filters.to ?? "",
  size: filters.size,
});

/** Identifies a set of filters, page aside (the URL's own state, to notice outside changes). */
const keyOf = (filters: LeadFilters) => leadFiltersSearch({ ...filters, page: 1 });

/**
 * The 'Filters & Search' card (spec §2). The filters live in the URL: every change navigates
 * (back to page 1), so a filtered list is bookmarkable and the back button steps through it.
 * The search waits for a pause in typing and replaces the history entry instead of adding one
 * per keystroke. Without JavaScript it is a plain GET form with an Apply button.
 */
export function LeadsFilters({
  filters,
  owners,
}: {
  filters: LeadFilters;
  /** The admins leads can be assigned to, for the Owner filter. */
  owners: readonly { id: string; name: string }[];
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The search last put in the URL by this form. */
  const pushedQuery = useRef(filters.q);

  // The URL changed (back/forward, a link, our own navigation finishing): follow it. The
  // search box keeps what is being typed unless the URL's search came from elsewhere.
  const filtersKey = keyOf(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey identifies the filters
  useEffect(() => {
    setDraft((current) => {
      const next = draftOf(filters);
      if (filters.q === pushedQuery.current) next.q = current.q;
      else {
        pushedQuery.current = filters.q;
        clearTimeout(timer.current);
      }
      return next;
    });
  }, [filtersKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: Draft, options: { replace?: boolean } = {}) {
    clearTimeout(timer.current);
    pushedQuery.current = next.q.trim();
    const search = leadFiltersSearch({
      ...next,
      from: next.from || undefined,
      to: next.to || undefined,
      followUp: next.followUp === "any" ? undefined : next.followUp,
      language: next.language === "any" ? undefined : next.language,
      page: 1,
    });
    navigate(`${LEADS_LIST_PATH}${search}`, {
      replace: options.replace,
      preventScrollReset: true,
    });
  }

  function change<K extends keyof Draft>(key: K, value: Draft[K]) {
    const next = { ...draftRef.current, [key]: value };
    // Several fields may change before the next render (typing before hydration).
    draftRef.current = next;
    setDraft(next);
    // A custom range waits for its days; choosing it alone changes nothing yet.
    if (key === "range" && value === "custom" && !next.from && !next.to) return;
    go(next);
  }

  function onSearchInput(value: string) {
    draftRef.current = { ...draftRef.current, q: value };
    setDraft((current) => ({ ...current, q: value }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (draftRef.current.q.trim() === pushedQuery.current) return;
      go(draftRef.current, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  }

  // What was typed or chosen before the scripts ran applies once they run.
  const searchRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const rangeRef = useRef<HTMLSelectElement>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const ownerRef = useRef<HTMLSelectElement>(null);
  const followUpRef = useRef<HTMLSelectElement>(null);
  const languageRef = useRef<HTMLSelectElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, onSearchInput);
  useTypedBeforeHydration(statusRef, (value) => change("status", value as LeadStatusFilter));
  useTypedBeforeHydration(rangeRef, (value) => change("range", value as LeadDateRange));
  useTypedBeforeHydration(ownerRef, (value) => change("owner", value));
  useTypedBeforeHydration(followUpRef, (value) =>
    change("followUp", value as FollowUpFilter | "any"),
  );
  useTypedBeforeHydration(languageRef, (value) => change("language", value as LeadLanguageFilter));
  useTypedBeforeHydration(sizeRef, (value) => change("size", Number(value) as LeadPageSize));
  useTypedBeforeHydration(fromRef, (value) => change("from", value));
  useTypedBeforeHydration(toRef, (value) => change("to", value));

  return (
    <Card className="mb-6">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2>
            <Search aria-hidden="true" className="size-4" />
            Filters &amp; Search
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-2 sm:p-6 sm:pt-2">
        <search aria-label="Filter leads">
          <form
            method="get"
            action={LEADS_LIST_PATH}
            onSubmit={(event) => {
              event.preventDefault();
              go(draftRef.current);
            }}
            className="grid gap-4"
          >
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <div className="grid gap-2">
                <Label htmlFor="lead-search">Search</Label>
                <Input
                  id="lead-search"
                  ref={searchRef}
                  name="q"
                  type="search"
                  placeholder="Name, email, or phone..."
                  autoComplete="off"
                  maxLength={200}
                  value={draft.q}
                  onChange={(event) => onSearchInput(event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lead-status">Status</Label>
                <NativeSelect
                  id="lead-status"
                  ref={statusRef}
                  name="status"
                  value={draft.status}
                  onChange={(event) => change("status", event.target.value as LeadStatusFilter)}
                >
                  {LEAD_STATUS_FILTERS.map((status) => (
                    <option key={status} value={status}>
                      {LEAD_STATUS_FILTER_LABELS[status]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lead-range">Date Range</Label>
                <NativeSelect
                  id="lead-range"
                  ref={rangeRef}
                  name="range"
                  value={draft.range}
                  onChange={(event) => change("range", event.target.value as LeadDateRange)}
                >
                  {LEAD_DATE_RANGES.map((range) => (
                    <option key={range} value={range}>
                      {LEAD_DATE_RANGE_LABELS[range]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lead-owner">Owner</Label>
                <NativeSelect
                  id="lead-owner"
                  ref={ownerRef}
                  name="owner"
                  value={draft.owner}
                  onChange={(event) => change("owner", event.target.value)}
                >
                  {Object.entries(LEAD_OWNER_FILTER_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                  {owners.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name}
                    </option>
                  ))}
                  {/* An owner no longer assignable, still in the URL: keep it selectable. */}
                  {draft.owner in LEAD_OWNER_FILTER_LABELS ||
                  owners.some((owner) => owner.id === draft.owner) ? null : (
                    <option value={draft.owner}>Former admin</option>
                  )}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lead-follow-up">Follow-up</Label>
                <NativeSelect
                  id="lead-follow-up"
                  ref={followUpRef}
                  name="follow"
                  value={draft.followUp}
                  onChange={(event) =>
                    change("followUp", event.target.value as FollowUpFilter | "any")
                  }
                >
                  {Object.entries(FOLLOW_UP_FILTER_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lead-language">Language</Label>
                <NativeSelect
                  id="lead-language"
                  ref={languageRef}
                  name="lang"
                  value={draft.language}
                  onChange={(event) => change("language", event.target.value as LeadLanguageFilter)}
                >
                  {Object.entries(LEAD_LANGUAGE_FILTER_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lead-size">Items per page</Label>
                <NativeSelect
                  id="lead-size"
                  ref={sizeRef}
                  name="size"
                  value={String(draft.size)}
                  onChange={(event) => change("size", Number(event.target.value) as LeadPageSize)}
                >
                  {LEAD_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <div className="flex items-center gap-2">
              <input
                id="lead-duplicates"
                type="checkbox"
                name="dup"
                value="1"
                checked={draft.duplicates}
                onChange={(event) => change("duplicates", event.target.checked)}
                className="size-4 accent-primary"
              />
              <Label htmlFor="lead-duplicates">Possible duplicates only</Label>
            </div>
            {draft.range === "custom" ? (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <div className="grid gap-2">
                  <Label htmlFor="lead-from">From Date</Label>
                  <Input
                    id="lead-from"
                    ref={fromRef}
                    name="from"
                    type="date"
                    value={draft.from}
                    max={draft.to || undefined}
                    onChange={(event) => change("from", event.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="lead-to">To Date</Label>
                  <Input
                    id="lead-to"
                    ref={toRef}
                    name="to"
                    type="date"
                    value={draft.to}
                    min={draft.from || undefined}
                    onChange={(event) => change("to", event.target.value)}
                  />
                </div>
              </div>
            ) : null}
            <noscript>
              <Button type="submit" variant="outline" className="w-full sm:w-auto">
                Apply filters
              </Button>
            </noscript>
          </form>
        </search>
      </CardContent>
    </Card>
  );
}
