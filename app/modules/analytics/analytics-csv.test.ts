import { describe, expect, it } from "vitest";
import { breakdownCsv } from "./analytics-csv.ts";

describe("breakdownCsv", () => {
  it("writes the table with its conversion rate and neutralizes formulas", () => {
    const csv = breakdownCsv("campaign", [
      { value: "eid", visitors: 4, views: 9, converted: 1 },
      { value: "=HYPERLINK(1)", visitors: 1, views: 1, converted: 0 },
    ]);
    expect(csv.split("\r\n")).toEqual([
      '\uFEFF"UTM campaigns","Visitors","Page views","Conversion rate"',
      '"eid",4,9,"25%"',
      `"'=HYPERLINK(1)",1,1,"0%"`,
      "",
    ]);
  });
});
