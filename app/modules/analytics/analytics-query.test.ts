import { describe, expect, it } from "vitest";
import { analyticsSearch, conversionRate, parseAnalyticsQuery } from "./analytics-query.ts";

const TODAY = "2026-03-10";
const parse = (search: string) => parseAnalyticsQuery(new URLSearchParams(search), TODAY);

describe("parseAnalyticsQuery", () => {
  it("reads the preset ranges as days ending today, 30 days by default", () => {
    expect(parse("")).toEqual({ range: "30d", from: "2026-02-09", to: TODAY, filters: {} });
    expect(parse("range=today")).toMatchObject({ from: TODAY, to: TODAY });
    expect(parse("range=7d")).toMatchObject({ from: "2026-03-04" });
    expect(parse("range=90d")).toMatchObject({ from: "2025-12-11" });
    expect(parse("range=forever").range).toBe("30d");
  });

  it("reads a custom range in either order, and refuses a broken or too long one", () => {
    expect(parse("range=custom&from=2026-03-05&to=2026-03-01")).toMatchObject({
      range: "custom",
      from: "2026-03-01",
      to: "2026-03-05",
    });
    expect(parse("range=custom&from=2026-03-05").range).toBe("30d");
    expect(parse("range=custom&from=2020-01-01&to=2026-03-01").range).toBe("30d");
  });

  it("keeps the filters the view knows, and they go back into the URL", () => {
    const query = parse("range=7d&campaign=eid&device=mobile&colour=red&page=");
    expect(query.filters).toEqual({ campaign: "eid", device: "mobile" });
    expect(analyticsSearch(query)).toBe("?range=7d&campaign=eid&device=mobile");
    expect(analyticsSearch(query, { device: null, page: "/pricing" })).toBe(
      "?range=7d&page=%2Fpricing&campaign=eid",
    );
  });
});

describe("conversionRate", () => {
  it("is leads' visitors over visitors, one decimal", () => {
    expect(conversionRate(1, 3)).toBe("33.3%");
    expect(conversionRate(0, 0)).toBe("-");
  });
});
