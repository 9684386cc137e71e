import { describe, expect, it } from "vitest";
import {
  DEFAULT_LEAD_FILTERS,
  leadFiltersSearch,
  leadPageCount,
  leadPagination,
  parseLeadFilters,
  safeLeadsBackPath,
} from "./lead-filters.ts";

const parse = (search: string) => parseLeadFilters(new URLSearchParams(search));

describe("parseLeadFilters", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual(DEFAULT_LEAD_FILTERS);
    expect(DEFAULT_LEAD_FILTERS).toEqual({
      q: "",
      status: "all",
      range: "all",
      owner: "anyone",
      size: 25,
      page: 1,
    });
  });

  it("reads every filter", () => {
    expect(
      parse(
        "q=%20Sana%20&status=contacted&range=custom&from=2026-11-01&to=2026-11-21&owner=me&size=10&page=3",
      ),
    ).toEqual({
      q: "Sana",
      status: "contacted",
      range: "custom",
      from: "2026-11-01",
      to: "2026-11-21",
      owner: "me",
      size: 10,
      page: 3,
    });
  });

  it("round-trips the Follow-up filter and ignores an unknown one", () => {
    expect(parse("follow=overdue").followUp).toBe("overdue");
    expect(leadFiltersSearch({ ...DEFAULT_LEAD_FILTERS, followUp: "today" })).toBe("?follow=today");
    expect(parse("follow=any").followUp).toBeUndefined();
    expect(parse("follow=tomorrow").followUp).toBeUndefined();
  });

  it("round-trips the Language filter and ignores an unknown language", () => {
    expect(parse("lang=ur").language).toBe("ur");
    expect(parse("lang=en").language).toBe("en");
    expect(leadFiltersSearch({ ...DEFAULT_LEAD_FILTERS, language: "ur" })).toBe("?lang=ur");
    expect(parse("status=new&lang=ur")).toEqual({
      ...DEFAULT_LEAD_FILTERS,
      status: "new",
      language: "ur",
    });
    for (const bad of ["any", "fr", "UR", "ur-PK", "' OR 1=1"]) {
      expect(parse(`lang=${encodeURIComponent(bad)}`)).toEqual(DEFAULT_LEAD_FILTERS);
    }
  });

  it.each([
    ["status=deleted", { status: "all" }],
    ["range=lastyear", { range: "all" }],
    ["owner=a%20b", { owner: "anyone" }],
    [`owner=${"x".repeat(65)}`, { owner: "anyone" }],
    ["size=100", { size: 25 }],
    ["size=abc", { size: 25 }],
    ["page=0", { page: 1 }],
    ["page=-3", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=NaN", { page: 1 }],
    ["page=99999999999", { page: 1 }],
  ])("falls back to the default for a bad value: %s", (search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_LEAD_FILTERS, ...expected });
  });

  it("keeps custom dates only when they are real days and the range is custom", () => {
    expect(parse("range=custom&from=2026-02-30&to=nope")).toEqual({
      ...DEFAULT_LEAD_FILTERS,
      range: "custom",
    });
    expect(parse("range=today&from=2026-11-01")).toEqual({
      ...DEFAULT_LEAD_FILTERS,
      range: "today",
    });
    expect(parse("range=custom&to=2026-11-21")).toMatchObject({
      range: "custom",
      to: "2026-11-21",
    });
  });

  it("cuts a very long search and uses the first value of a repeated param", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(200);
    expect(parse("status=won&status=lost").status).toBe("won");
  });
});

describe("leadFiltersSearch", () => {
  it("leaves the defaults out", () => {
    expect(leadFiltersSearch(DEFAULT_LEAD_FILTERS)).toBe("");
    expect(leadFiltersSearch({ ...DEFAULT_LEAD_FILTERS, q: "  " })).toBe("");
  });

  it("writes what differs, and round-trips through parseLeadFilters", () => {
    const filters = {
      q: "50% off_x",
      status: "won" as const,
      range: "custom" as const,
      from: "2026-11-01",
      to: "2026-11-02",
      owner: "unassigned",
      size: 50 as const,
      page: 2,
    };
    const search = leadFiltersSearch(filters);
    expect(search).toBe(
      "?q=50%25+off_x&status=won&range=custom&from=2026-11-01&to=2026-11-02&owner=unassigned&size=50&page=2",
    );
    expect(parse(search.slice(1))).toEqual(filters);
  });

  it("drops custom dates outside a custom range", () => {
    expect(leadFiltersSearch({ range: "today", from: "2026-11-01" })).toBe("?range=today");
  });
});

describe("leadPagination", () => {
  it.each([
    // page, size, shown -> first, last, hasPrevious
    [1, 25, 0, 0, 0, false],
    [1, 25, 1, 1, 1, false],
    [1, 25, 25, 1, 25, false],
    [2, 25, 1, 26, 26, true],
    [5, 10, 10, 41, 50, true],
    [10, 10, 5, 91, 95, true],
  ])("page %i of size %i showing %i", (page, size, shown, first, last, hasPrevious) => {
    expect(leadPagination(page, size, shown)).toEqual({ first, last, hasPrevious });
  });
});

describe("leadPageCount", () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [95, 10, 10],
  ])("%i leads in pages of %i fill %i", (total, size, pages) => {
    expect(leadPageCount(total, size)).toBe(pages);
  });
});

describe("safeLeadsBackPath", () => {
  it.each([
    [null, "/admin/leads"],
    ["", "/admin/leads"],
    ["/admin/leads", "/admin/leads"],
    ["/admin/leads?status=won&page=2", "/admin/leads?status=won&page=2"],
    ["/admin/leads?status=bogus&evil=1", "/admin/leads"],
    ["/admin/leads?lang=ur&page=2", "/admin/leads?lang=ur&page=2"],
    ["/admin/leads?lang=xx", "/admin/leads"],
    ["/admin/leadsevil", "/admin/leads"],
    ["https://evil.example/admin/leads", "/admin/leads"],
    ["//evil.example/admin/leads", "/admin/leads"],
    ["/admin/users", "/admin/leads"],
  ])("%s -> %s", (value, expected) => {
    expect(safeLeadsBackPath(value)).toBe(expected);
  });
});
