import { CalendarX2 } from "lucide-react";
import { Link } from "react-router";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import type { BookingStatus } from "#app/db/enums.ts";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { BookingStatusBadge } from "./booking-status-badge.tsx";

export type BookingsTableRow = {
  id: string;
  startsAt: Date | string;
  status: BookingStatus;
  lead: { name: string; email: string; whatsappNumber: string | null };
  host: { name: string } | null;
};

/** The meetings of one page of the list; each opens its meeting page. */
export function BookingsTable({
  rows,
  timeZone,
  detailHref,
  empty,
}: {
  rows: readonly BookingsTableRow[];
  timeZone: string;
  detailHref: (id: string) => string;
  /** What an empty list says: nothing booked, or nothing matching the filters. */
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
        <CalendarX2 aria-hidden="true" className="size-8" />
        <p>{empty}</p>
      </div>
    );
  }
  const when = (row: BookingsTableRow) => (
    <Link
      to={detailHref(row.id)}
      className="font-medium underline-offset-4 hover:underline focus-visible:underline"
    >
      <time dateTime={new Date(row.startsAt).toISOString()}>
        {formatConsoleDateTime(row.startsAt, timeZone)}
      </time>
    </Link>
  );
  return (
    <>
      {/* A phone shows each meeting as a card; a wider screen, the table. */}
      <ul className="grid gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="grid gap-1 rounded-md border p-3 [overflow-wrap:anywhere]">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {when(row)}
              <BookingStatusBadge status={row.status} />
            </div>
            <span className="font-medium">{row.lead.name}</span>
            <span className="text-sm text-muted-foreground">{row.lead.email}</span>
            <span className="text-sm">Host: {row.host?.name ?? "No host"}</span>
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            <TableHead>When ({timeZone})</TableHead>
            <TableHead>Lead</TableHead>
            <TableHead>Host</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="whitespace-nowrap">{when(row)}</TableCell>
              <TableCell className="[overflow-wrap:anywhere]">
                <span className="block font-medium">{row.lead.name}</span>
                <span className="block text-sm text-muted-foreground">{row.lead.email}</span>
              </TableCell>
              <TableCell>{row.host?.name ?? "No host"}</TableCell>
              <TableCell>
                <BookingStatusBadge status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
