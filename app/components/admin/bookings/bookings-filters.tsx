import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { BOOKING_STATUSES } from "#app/db/enums.ts";
import { cn } from "#app/lib/utils.ts";
import {
  BOOKING_STATUS_LABELS,
  BOOKINGS_LIST_PATH,
  type BookingFilters,
  bookingFiltersSearch,
  MAX_BOOKING_SEARCH_LENGTH,
} from "#app/modules/bookings/booking-filters.ts";

/**
 * Upcoming or past, then host, status and a search: a plain GET form, so a filtered list is an
 * address to bookmark and works before the scripts run. Only those who see every host's
 * meetings choose a host.
 */
export function BookingsFilters({
  filters,
  hosts,
}: {
  filters: BookingFilters;
  /** Empty for someone who sees only their own meetings. */
  hosts: readonly { id: string; name: string }[];
}) {
  return (
    <div className="mb-4 grid gap-4">
      <nav className="flex gap-2" aria-label="Which meetings">
        {(["upcoming", "past"] as const).map((when) => (
          <Link
            key={when}
            to={`${BOOKINGS_LIST_PATH}${bookingFiltersSearch({ ...filters, when, page: 1 })}`}
            aria-current={filters.when === when ? "page" : undefined}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
              filters.when === when
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-card hover:bg-accent",
            )}
          >
            {when === "upcoming" ? "Upcoming" : "Past"}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        action={BOOKINGS_LIST_PATH}
        className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
      >
        {filters.when === "upcoming" ? null : (
          <input type="hidden" name="when" value={filters.when} />
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-search">Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="bookings-search"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={MAX_BOOKING_SEARCH_LENGTH}
              placeholder="Lead's name, e-mail or phone"
              className="ps-9"
            />
          </div>
        </div>
        {hosts.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor="bookings-host">Host</Label>
            <NativeSelect id="bookings-host" name="host" defaultValue={filters.host}>
              <option value="anyone">Every host</option>
              <option value="me">Mine</option>
              {hosts.map((host) => (
                <option key={host.id} value={host.id}>
                  {host.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-status">Status</Label>
          <NativeSelect id="bookings-status" name="status" defaultValue={filters.status}>
            <option value="any">Any status</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">Apply</Button>
      </Form>
    </div>
  );
}
