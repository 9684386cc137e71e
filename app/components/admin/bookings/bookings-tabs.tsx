import { NavLink } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { BOOKINGS_LIST_PATH } from "#app/modules/bookings/booking-filters.ts";

const TABS = [
  { to: BOOKINGS_LIST_PATH, label: "Meetings", end: true },
  { to: `${BOOKINGS_LIST_PATH}/availability`, label: "Availability", end: false },
];

/** The Bookings screen's two parts: the meetings, and availability (their own, or the team's). */
export function BookingsTabs() {
  return (
    <nav aria-label="Bookings" className="mb-6 flex gap-1 border-b">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
              isActive
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
