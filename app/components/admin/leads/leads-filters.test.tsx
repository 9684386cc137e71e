import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_FILTERS, type LeadFilters } from "#app/modules/leads/lead-filters.ts";
import { LeadsFilters } from "./leads-filters.tsx";

const owners = [{ id: "owner-1", name: "Ayesha" }];

function shown(filters: LeadFilters) {
  const element = <LeadsFilters filters={filters} owners={owners} />;
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/admin/leads"] });
  return renderToString(<RouterProvider router={router} />);
}

/** Each select's id, name and chosen value, in the order they show. */
const selects = (html: string) =>
  [...html.matchAll(/<select[^>]*id="([^"]+)"[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/g)].map(
    ([, id, name, options]) => [id, name, options?.match(/value="([^"]*)" selected=""/)?.[1]],
  );

describe("LeadsFilters", () => {
  it("shows its selects in order, each with its id, URL parameter and value", () => {
    expect(selects(shown(DEFAULT_LEAD_FILTERS))).toEqual([
      ["lead-status", "status", "all"],
      ["lead-range", "range", "all"],
      ["lead-owner", "owner", "anyone"],
      ["lead-follow-up", "follow", "any"],
      ["lead-language", "lang", "any"],
      ["lead-size", "size", "25"],
    ]);
  });

  it("keeps an owner no longer assignable selectable, and shows the custom days", () => {
    const html = shown({
      ...DEFAULT_LEAD_FILTERS,
      owner: "owner-gone",
      followUp: "overdue",
      range: "custom",
      from: "2025-01-01",
      size: 50,
    });
    expect(selects(html)).toContainEqual(["lead-owner", "owner", "owner-gone"]);
    expect(selects(html)).toContainEqual(["lead-follow-up", "follow", "overdue"]);
    expect(selects(html)).toContainEqual(["lead-size", "size", "50"]);
    expect(html).toContain('<option value="owner-gone" selected="">Former admin</option>');
    expect(html).toMatch(/<label[^>]*for="lead-from"[^>]*>From Date<\/label>/);
    expect(html).toMatch(
      /<input type="date"[^>]*id="lead-from" name="from"[^>]*value="2025-01-01"/,
    );
  });
});
