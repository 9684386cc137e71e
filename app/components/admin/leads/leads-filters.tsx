import { ChevronDown, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { DayField } from "#app/components/admin/day-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  DEFAULT_LEAD_FILTERS,
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
  type LeadFilters,
  type LeadLanguageFilter,
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

/** How many of the folded filters narrow the list (the search stays in view). */
function filtersOn(draft: Draft): number {
  return [
    draft.status !== DEFAULT_LEAD_FILTERS.status,
    draft.range !== DEFAULT_LEAD_FILTERS.range,
    draft.owner !== DEFAULT_LEAD_FILTERS.owner,
    draft.followUp !== "any",
    draft.language !== "any",
    draft.duplicates,
  ].filter(Boolean).length;
}

/** Identifies a set of filters, page aside (the URL's own state, to notice outside changes). */
const keyOf = (filters: LeadFilters) => leadFiltersSearch({ ...filters, page: 1 });

/**
 * The 'Filters & Search' card (docs/product.md#leads). The filters live in the URL: every change navigates
 * (back to page 1), so a filtered list is bookmarkable and the back button steps through it.
 * The search waits for a pause in typing and replaces the history entry instead of adding one
 * per keystroke. Without JavaScript it is a plain GET form with an Apply button. On a phone the
 * filters other than the search fold away behind a button that says how many are on.
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
  const [unfolded, setUnfolded] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The search last put in the URL by this form. */
  const pushedQuery = useRef(filters.q);

  // The URL changed (back/forward, a link, our own navigation finishing): follow it. The
  // search box keeps what is being typed unless the URL's search came from elsewhere.
  // Only a change: the draft starts from these filters, and choices made before the scripts ran
  // (applied as the fields mount, before this effect) must not be reset to them.
  const filtersKey = keyOf(filters);
  const followedKey = useRef(filtersKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey identifies the filters
  useEffect(() => {
    if (followedKey.current === filtersKey) return;
    followedKey.current = filtersKey;
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

  const selects = selectSpecs(draft, owners);
  function filterSelect<K extends SelectKey>(key: K) {
    return (
      <FilterSelect<Draft[K]>
        key={key}
        {...selects[key]}
        value={draft[key]}
        onChange={(value) => change(key, value)}
      />
    );
  }

  const on = filtersOn(draft);
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
                  name="q"
                  type="search"
                  placeholder="Name, email, or phone..."
                  autoComplete="off"
                  maxLength={200}
                  value={draft.q}
                  onChange={(event) => onSearchInput(event.target.value)}
                />
              </div>
              <Button
                id="lead-filters-toggle"
                type="button"
                variant="outline"
                className="justify-between sm:hidden"
                aria-expanded={unfolded}
                aria-controls="lead-filter-choices"
                onClick={() => setUnfolded((open) => !open)}
              >
                {unfolded ? "Hide filters" : "Show filters"}
                {on > 0 ? ` (${on} on)` : ""}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("ms-auto transition-transform", unfolded && "rotate-180")}
                />
              </Button>
              {/* Without JavaScript the button cannot unfold them: they stay in view. */}
              <noscript>
                <style>
                  {
                    "@media (max-width: 639.98px){#lead-filters-toggle{display:none}#lead-filter-choices{display:grid}}"
                  }
                </style>
              </noscript>
              <div
                id="lead-filter-choices"
                className={cn("gap-4 sm:contents", unfolded ? "grid" : "hidden")}
              >
                {SELECT_KEYS.map(filterSelect)}
                <div className="flex items-center gap-2 sm:col-span-full">
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
                  <div className="grid gap-4 sm:col-span-full sm:grid-cols-2 lg:grid-cols-4">
                    <DayField
                      id="lead-from"
                      label="From Date"
                      name="from"
                      value={draft.from}
                      max={draft.to || undefined}
                      onChange={(event) => change("from", event.target.value)}
                    />
                    <DayField
                      id="lead-to"
                      label="To Date"
                      name="to"
                      value={draft.to}
                      min={draft.from || undefined}
                      onChange={(event) => change("to", event.target.value)}
                    />
                  </div>
                ) : null}
              </div>
            </div>
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

type FilterOption<Value> = { value: Value; label: string };

const optionsOf = <Value extends string>(labels: Readonly<Record<Value, string>>) =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));

/** The fields of the draft that the card's selects set, in the order the selects show. */
const SELECT_KEYS = ["status", "range", "owner", "followUp", "language", "size"] as const;
type SelectKey = (typeof SELECT_KEYS)[number];

/** A select of the card: what it shows and the URL parameter it sets. */
type SelectSpec<Value> = {
  id: string;
  label: string;
  /** The URL parameter it sets (the form's GET without JavaScript). */
  name: string;
  options: readonly FilterOption<Value>[];
};

/** The card's selects, each with the choices it has now. */
function selectSpecs(
  draft: Draft,
  owners: readonly { id: string; name: string }[],
): { [K in SelectKey]: SelectSpec<Draft[K]> } {
  return {
    status: {
      id: "lead-status",
      label: "Status",
      name: "status",
      options: LEAD_STATUS_FILTERS.map((status) => ({
        value: status,
        label: LEAD_STATUS_FILTER_LABELS[status],
      })),
    },
    range: {
      id: "lead-range",
      label: "Date Range",
      name: "range",
      options: LEAD_DATE_RANGES.map((range) => ({
        value: range,
        label: LEAD_DATE_RANGE_LABELS[range],
      })),
    },
    owner: {
      id: "lead-owner",
      label: "Owner",
      name: "owner",
      options: [
        ...optionsOf(LEAD_OWNER_FILTER_LABELS),
        ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
        // An owner no longer assignable, still in the URL: keep it selectable.
        ...(draft.owner in LEAD_OWNER_FILTER_LABELS ||
        owners.some((owner) => owner.id === draft.owner)
          ? []
          : [{ value: draft.owner, label: "Former admin" }]),
      ],
    },
    followUp: {
      id: "lead-follow-up",
      label: "Follow-up",
      name: "follow",
      options: optionsOf(FOLLOW_UP_FILTER_LABELS),
    },
    language: {
      id: "lead-language",
      label: "Language",
      name: "lang",
      options: optionsOf(LEAD_LANGUAGE_FILTER_LABELS),
    },
    size: {
      id: "lead-size",
      label: "Items per page",
      name: "size",
      options: LEAD_PAGE_SIZES.map((size) => ({ value: size, label: String(size) })),
    },
  };
}

/** One labelled select of the card; a choice made before the scripts ran applies once they run. */
function FilterSelect<Value extends string | number>({
  id,
  label,
  name,
  options,
  value,
  onChange,
}: SelectSpec<Value> & { value: Value; onChange: (value: Value) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={name}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
