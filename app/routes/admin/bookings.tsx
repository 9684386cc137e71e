import { useEffect } from "react";
import { useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { BookingsFilters } from "#app/components/admin/bookings/bookings-filters.tsx";
import { BookingsTable } from "#app/components/admin/bookings/bookings-table.tsx";
import { BookingsTabs } from "#app/components/admin/bookings/bookings-tabs.tsx";
import { LeadsPagination } from "#app/components/admin/leads/leads-pagination.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import {
  BOOKING_PAGE_SIZE,
  BOOKINGS_LIST_PATH,
  bookingFiltersSearch,
  DEFAULT_BOOKING_FILTERS,
  parseBookingFilters,
} from "#app/modules/bookings/booking-filters.ts";
import { listBookingHosts, listBookings } from "#app/modules/bookings/booking-list.server.ts";
import { worksOwnBookingsOnly } from "#app/modules/users/permissions.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/bookings";

// The Bookings screen's meetings (docs/decisions/0043-bookings-in-the-database.md): upcoming
// and past, by host, status and a search, a page at a time like the Leads list.

const FETCH_FAILED = "Failed to load the meetings. Please reload the page.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requirePermission({ request, context }, "bookings.work");
  const { db, config } = context.get(servicesContext);
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  // Someone who works only their own meetings sees those and picks no host (ADR 0027).
  const onlyHostId = worksOwnBookingsOnly(viewer) ? viewer.id : null;
  const timeZone = config.SITE_TIMEZONE;
  try {
    const [list, hosts] = await Promise.all([
      listBookings(db, filters, { viewerId: viewer.id, onlyHostId }),
      onlyHostId ? [] : listBookingHosts(db),
    ]);
    return { filters, list, hosts, timeZone, error: null };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Failed to fetch bookings");
    const list = { rows: [], page: 1, size: BOOKING_PAGE_SIZE, hasNext: false, total: 0 };
    return { filters, list, hosts: [], timeZone, error: FETCH_FAILED };
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Bookings | Admin" }];

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { filters, list, hosts, timeZone, error } = loaderData;
  const navigation = useNavigation();
  const pending =
    navigation.state === "loading" && navigation.location.pathname === BOOKINGS_LIST_PATH;
  useEffect(() => {
    if (loaderData.error) toast.error(loaderData.error);
  }, [loaderData]);

  const listSearch = bookingFiltersSearch(filters);
  const filtered =
    bookingFiltersSearch({ ...filters, when: DEFAULT_BOOKING_FILTERS.when, page: 1 }) !== "";
  const upcoming = filters.when === "upcoming";
  const empty = filtered
    ? "No meetings match these filters."
    : upcoming
      ? "No upcoming meetings. Demos booked on the website appear here."
      : "No past meetings yet.";
  return (
    <>
      <AdminPageHeader title="Bookings" subtitle="Demo meetings booked on the website" />
      <BookingsTabs />
      <BookingsFilters filters={filters} hosts={hosts} />
      <Card>
        <CardHeader className="flex flex-row items-center gap-3 p-4 sm:p-6">
          <CardTitle asChild className="text-lg">
            <h2>
              {upcoming ? "Upcoming meetings" : "Past meetings"} (
              {list.total.toLocaleString("en-US")})
            </h2>
          </CardTitle>
          {pending ? (
            <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              Loading meetings...
            </span>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
          {error ? (
            <p role="alert" className="rounded-md border border-destructive px-4 py-3 text-sm">
              {error}
            </p>
          ) : null}
          <div
            aria-busy={pending || undefined}
            className={cn("transition-opacity", pending && "opacity-60")}
          >
            <BookingsTable
              rows={list.rows}
              timeZone={timeZone}
              empty={empty}
              detailHref={(id) =>
                `${BOOKINGS_LIST_PATH}/${id}${listSearch ? `?back=${encodeURIComponent(`${BOOKINGS_LIST_PATH}${listSearch}`)}` : ""}`
              }
            />
          </div>
          <LeadsPagination
            total={list.total}
            page={list.page}
            size={list.size}
            shown={list.rows.length}
            hasNext={list.hasNext}
            pageHref={(page) =>
              `${BOOKINGS_LIST_PATH}${bookingFiltersSearch({ ...filters, page })}`
            }
          />
        </CardContent>
      </Card>
    </>
  );
}
