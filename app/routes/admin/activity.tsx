import { Link, useNavigate } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { DayField } from "#app/components/admin/day-field.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { cn } from "#app/lib/utils.ts";
import {
  ACTIVITY_KINDS,
  type ActivityKind,
  describeActivity,
  FORMER_USER,
} from "#app/modules/activity-log/activity-description.ts";
import {
  type ActivityFilters,
  activityFiltersSearch,
  NO_PERSON,
  parseActivityFilters,
} from "#app/modules/activity-log/activity-filters.ts";
import {
  findActivitySubjects,
  listActivity,
  listActivityPeople,
} from "#app/modules/activity-log/activity-log.server.ts";
import { readableKey } from "#app/modules/activity-log/activity-sentences.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { countInWords } from "#app/modules/i18n/count-words.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/activity";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "activity.view");
  const { db, config } = context.get(servicesContext);
  const timeZone = config.SITE_TIMEZONE;
  const filters = parseActivityFilters(new URL(request.url).searchParams);
  const { rows, total, page, pageCount } = await listActivity(db, filters, timeZone);
  const subjects = await findActivitySubjects(db, rows);
  // The sentences are written here, in the site's time zone, and sent as text.
  const entries = rows.map((row) => ({
    id: row.id,
    action: row.action,
    details: row.details,
    createdAt: new Date(row.createdAt).toISOString(),
    when: formatConsoleDateTime(row.createdAt, timeZone),
    ...describeActivity(row, { timeZone, subjects }),
  }));
  return {
    entries,
    filters: { ...filters, page },
    people: await listActivityPeople(db),
    total,
    pageCount,
    timeZone,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Activity | Admin" }];

/** A stored detail's value as text: lists joined, records as `key: value`. */
function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (Array.isArray(value)) return value.map(detailValue).join(", ");
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, inner]) => `${readableKey(key)}: ${detailValue(inner)}`)
      .join("; ");
  }
  return String(value);
}

export default function ActivityLog({ loaderData }: Route.ComponentProps) {
  const { entries, filters, people, total, pageCount, timeZone } = loaderData;
  const pageHref = (page: number) =>
    `/admin/activity${activityFiltersSearch({ ...filters, page })}`;
  const filtered = activityFiltersSearch({ ...filters, page: 1 }) !== "";
  return (
    <>
      <AdminPageHeader
        title="Activity"
        subtitle="Every change made in the console: who, what and when"
      />
      <Card className="mb-6">
        <CardContent className="p-4 sm:p-6">
          <ActivityFiltersForm filters={filters} people={people} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <p className="mb-4 text-sm text-muted-foreground">
            {countInWords(total, { one: "entry", other: "entries" })}
            {filtered ? " matching the filters" : ""} · times in {timeZone}
          </p>
          {entries.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">
              {filtered ? "No activity matches these filters." : "No activity yet."}
            </p>
          ) : (
            <ol className="divide-y" aria-label="Activity entries">
              {entries.map((entry) => (
                <li key={entry.id} className="grid min-w-0 gap-1 py-3 [overflow-wrap:anywhere]">
                  <p>
                    {entry.parts.map((part, index) =>
                      part.href ? (
                        <Link
                          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
                          key={index}
                          to={part.href}
                          className="font-medium underline underline-offset-4 hover:no-underline"
                        >
                          {part.text}
                        </Link>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                    {entry.subjectGone ? (
                      <span className="text-muted-foreground"> (since deleted)</span>
                    ) : null}
                  </p>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <time dateTime={entry.createdAt}>{entry.when}</time>
                    <Badge variant="secondary">{ACTIVITY_KINDS[entry.kind].label}</Badge>
                    {entry.screen ? (
                      <Link
                        to={entry.screen.href}
                        className="text-foreground underline underline-offset-4 hover:no-underline"
                      >
                        Open {entry.screen.label}
                      </Link>
                    ) : null}
                  </div>
                  <details className="text-sm">
                    <summary className="w-fit cursor-pointer text-muted-foreground">
                      Details
                    </summary>
                    <dl className="mt-2 grid gap-x-4 gap-y-1 rounded-md bg-muted/50 p-3 sm:grid-cols-[auto_1fr]">
                      <dt className="font-medium">action</dt>
                      <dd>
                        <code>{entry.action}</code>
                      </dd>
                      {Object.entries(entry.details).map(([key, value]) => (
                        <div key={key} className="contents">
                          <dt className="font-medium">{readableKey(key)}</dt>
                          <dd className="min-w-0">{detailValue(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </li>
              ))}
            </ol>
          )}
          {pageCount > 1 ? (
            <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm">
              <Link
                to={pageHref(filters.page - 1)}
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  filters.page <= 1 && "pointer-events-none opacity-50",
                )}
                aria-disabled={filters.page <= 1}
              >
                Previous
              </Link>
              <span>
                Page {filters.page} of {pageCount}
              </span>
              <Link
                to={pageHref(filters.page + 1)}
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  filters.page >= pageCount && "pointer-events-none opacity-50",
                )}
                aria-disabled={filters.page >= pageCount}
              >
                Next
              </Link>
            </nav>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}

/**
 * The filters, a GET form: the URL holds them (bookmarkable, the back button steps through
 * them). A person or kind applies as soon as it is chosen; days with the Filter button (a
 * date half typed is not a filter yet). Without JavaScript the form is sent as it is.
 */
function ActivityFiltersForm({
  filters,
  people,
}: {
  filters: ActivityFilters;
  people: readonly { id: string; name: string }[];
}) {
  const navigate = useNavigate();
  /** Goes to the form's filters, written as the canonical URL (nothing left empty). */
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") params.set(name, value);
    }
    navigate(`/admin/activity${activityFiltersSearch(parseActivityFilters(params))}`, {
      preventScrollReset: true,
    });
  };
  const personKnown =
    !filters.person ||
    filters.person === NO_PERSON ||
    people.some((person) => person.id === filters.person);
  return (
    <search aria-label="Filter activity">
      <form
        method="get"
        action="/admin/activity"
        // A new form per URL: the fields show the filters the list was made with.
        key={activityFiltersSearch(filters)}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="activity-person">Person</Label>
          <NativeSelect id="activity-person" name="person" defaultValue={filters.person ?? ""}>
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            <option value={NO_PERSON}>System or {FORMER_USER.toLowerCase()}</option>
            {personKnown ? null : <option value={filters.person}>{FORMER_USER}</option>}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="activity-kind">Kind of change</Label>
          <NativeSelect id="activity-kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">All kinds</option>
            {(Object.keys(ACTIVITY_KINDS) as ActivityKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_KINDS[kind].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DayField
          id="activity-from"
          label="From"
          name="from"
          defaultValue={filters.from}
          max={filters.to}
        />
        <DayField
          id="activity-to"
          label="To"
          name="to"
          defaultValue={filters.to}
          min={filters.from}
        />
        <div className="flex items-center gap-2">
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            Filter
          </button>
          <Link to="/admin/activity" className={buttonVariants({ variant: "ghost" })}>
            Clear
          </Link>
        </div>
      </form>
    </search>
  );
}
