import { describe, expect, it } from "vitest";
import { activityFiltersSearch, parseActivityFilters } from "./activity-filters.ts";

const parse = (search: string) => parseActivityFilters(new URLSearchParams(search));

describe("the Activity screen's filters", () => {
  it("reads person, kind, days and page from the URL", () => {
    expect(parse("person=abc_1&kind=leads&from=2026-11-01&to=2026-11-27&page=2")).toEqual({
      person: "abc_1",
      kind: "leads",
      from: "2026-11-01",
      to: "2026-11-27",
      page: 2,
    });
  });

  it("drops what is not a filter, and puts days the wrong way round right", () => {
    expect(parse("person=%00&kind=everything&from=2026-02-30&page=-3")).toEqual({ page: 1 });
    expect(parse("from=2026-11-27&to=2026-11-01")).toEqual({
      from: "2026-11-01",
      to: "2026-11-27",
      page: 1,
    });
  });

  it("writes the canonical URL: defaults and empty fields left out", () => {
    expect(activityFiltersSearch(parse("person=&kind=&from=&to="))).toBe("");
    const filters = parse("kind=pricing&person=none&page=3");
    expect(activityFiltersSearch(filters)).toBe("?person=none&kind=pricing&page=3");
    expect(parse(activityFiltersSearch(filters).slice(1))).toEqual(filters);
  });
});
