import type { leads } from "#app/db/schema.ts";
import { DEFAULT_LEAD_FILTERS, type LeadFilters } from "#app/modules/leads/lead-filters.ts";

// Leads for the database tests of the leads module: each a new name and e-mail, created on
// 1 January 2026 unless a test says otherwise; the list's filters with a page of 50.

type NewLead = typeof leads.$inferInsert;
let counter = 0;

export function lead(fields: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    name: `Lead ${counter}`,
    email: `lead${counter}@example.pk`,
    source: "get_started_form",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    ...fields,
  };
}

export const filters = (fields: Partial<LeadFilters> = {}): LeadFilters => ({
  ...DEFAULT_LEAD_FILTERS,
  size: 50,
  ...fields,
});

/** The pinned "now" of the list tests: 2026-03-10 12:00 in Karachi (UTC+5, no DST). */
export const LIST_OPTIONS = {
  timeZone: "Asia/Karachi",
  now: new Date("2026-03-10T12:00:00+05:00"),
};
