import { describe, expect, it } from "vitest";
import { instantToSiteTime, parseScheduleFields, siteTimeToInstant } from "./schedule-time.ts";

describe("site time", () => {
  it("reads a wall-clock time in the site's zone", () => {
    expect(siteTimeToInstant("2026-11-24T09:00", "Asia/Karachi")?.toISOString()).toBe(
      "2026-11-24T04:00:00.000Z",
    );
    expect(siteTimeToInstant("2026-07-01T09:00", "Europe/London")?.toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(siteTimeToInstant("2026-01-01T09:00", "Europe/London")?.toISOString()).toBe(
      "2026-01-01T09:00:00.000Z",
    );
  });

  it("refuses text that is not a date and time", () => {
    expect(siteTimeToInstant("", "Asia/Karachi")).toBeNull();
    expect(siteTimeToInstant("tomorrow 9", "Asia/Karachi")).toBeNull();
  });

  it("writes an instant back as the same wall-clock text", () => {
    const instant = new Date("2026-11-24T04:00:00.000Z");
    expect(instantToSiteTime(instant, "Asia/Karachi")).toBe("2026-11-24T09:00");
    expect(instantToSiteTime(new Date("2026-07-01T08:00:00Z"), "Europe/London")).toBe(
      "2026-07-01T09:00",
    );
  });
});

describe("parseScheduleFields", () => {
  it("clears blank fields and refuses an unpublish time not after the publish time", () => {
    expect(parseScheduleFields({ publishAt: "", unpublishAt: " " }, "UTC")).toEqual({
      ok: true,
      publishAt: null,
      unpublishAt: null,
    });
    expect(
      parseScheduleFields(
        { publishAt: "2026-01-02T10:00", unpublishAt: "2026-01-02T10:00" },
        "UTC",
      ),
    ).toMatchObject({ ok: false, field: "unpublishAt" });
    expect(parseScheduleFields({ publishAt: "soon", unpublishAt: "" }, "UTC")).toMatchObject({
      ok: false,
      field: "publishAt",
    });
  });
});
