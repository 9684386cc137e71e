import { describe, expect, it } from "vitest";
import {
  bookingFiltersSearch,
  DEFAULT_BOOKING_FILTERS,
  parseBookingFilters,
  safeBookingsBackPath,
} from "./booking-filters.ts";

const parsed = (search: string) => parseBookingFilters(new URLSearchParams(search));

describe("the Bookings screen's filters", () => {
  it("reads what the URL says and writes it back the same", () => {
    const filters = parsed("when=past&status=no_show&host=me&q=%20Sana%20&page=3");
    expect(filters).toEqual({ when: "past", status: "no_show", host: "me", q: "Sana", page: 3 });
    expect(parsed(bookingFiltersSearch(filters))).toEqual(filters);
  });

  it("falls back to the defaults for values it does not know, never throwing", () => {
    expect(parsed("when=soon&status=lost&page=-2&q=%00")).toEqual(DEFAULT_BOOKING_FILTERS);
  });

  it("leaves the defaults out of the address, so the plain list is /admin/bookings", () => {
    expect(bookingFiltersSearch(DEFAULT_BOOKING_FILTERS)).toBe("");
    expect(bookingFiltersSearch({ ...DEFAULT_BOOKING_FILTERS, page: 2 })).toBe("?page=2");
  });

  it("goes back only to the list, with the filters it knows", () => {
    expect(safeBookingsBackPath("/admin/bookings?when=past&evil=1")).toBe(
      "/admin/bookings?when=past",
    );
    expect(safeBookingsBackPath("https://evil.example/admin/bookings?when=past")).toBe(
      "/admin/bookings",
    );
    expect(safeBookingsBackPath(null)).toBe("/admin/bookings");
  });
});
