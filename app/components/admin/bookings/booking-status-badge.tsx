import { Badge, type BadgeProps } from "#app/components/ui/badge.tsx";
import type { BookingStatus } from "#app/db/enums.ts";
import { BOOKING_STATUS_LABELS } from "#app/modules/bookings/booking-filters.ts";

const VARIANTS: Record<BookingStatus, BadgeProps["variant"]> = {
  booked: "default",
  done: "secondary",
  no_show: "destructive",
  cancelled: "outline",
};

/** A meeting's state: booked, done, no-show or cancelled. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge variant={VARIANTS[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
