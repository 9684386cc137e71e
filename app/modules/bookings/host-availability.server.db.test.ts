import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost } from "../../../tests/helpers/booking-hosts.ts";
import { readHostAvailability } from "./host-availability.server.ts";
import { parseHostAvailability } from "./host-availability-form.ts";
import { renewFeedToken } from "./host-feed-token.server.ts";
import { saveHostAvailability } from "./save-host-availability.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("a host's availability form", () => {
  it("shows what was saved from the posted form, date overrides included", async () => {
    await addHost(database.db, "sana");
    const submission = parseHostAvailability(
      posted({
        takesDemos: "true",
        slug: "sana-khan",
        timeZone: "Europe/London",
        "weeklyHours.monday[0].start": "09:00",
        "weeklyHours.monday[0].end": "12:00",
        "weeklyHours.monday[1].start": "14:00",
        "weeklyHours.monday[1].end": "17:00",
        "dateOverrides[0].date": "2026-03-06",
        meetingMinutes: "45",
        bufferBeforeMinutes: "5",
        bufferAfterMinutes: "10",
        minimumNoticeMinutes: "60",
        daysAhead: "14",
        mostPerDay: "3",
        placeKind: "video",
        placeDetails: "https://meet.example.com/sana",
        calendarUrl: "",
      }),
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    await saveHostAvailability(database.db, "sana", submission.value);
    const form = await readHostAvailability(database.db, "sana");
    expect(form).toMatchObject({
      takesDemos: true,
      feedOn: false,
      values: {
        slug: "sana-khan",
        timeZone: "Europe/London",
        weeklyHours: {
          monday: [
            { start: "09:00", end: "12:00" },
            { start: "14:00", end: "17:00" },
          ],
        },
        dateOverrides: [{ date: "2026-03-06", ranges: [] }],
        meetingMinutes: "45",
        mostPerDay: "3",
        placeKind: "video",
      },
    });
    await renewFeedToken(database.db, "sana");
    expect((await readHostAvailability(database.db, "sana"))?.feedOn).toBe(true);
  });

  it("has nothing for someone who was never a host", async () => {
    expect(await readHostAvailability(database.db, "nobody")).toBeNull();
  });

  it("refuses a day's hours that overlap, at their field", () => {
    const submission = parseHostAvailability(
      posted({
        slug: "sana",
        timeZone: "Asia/Karachi",
        "weeklyHours.monday[0].start": "09:00",
        "weeklyHours.monday[0].end": "12:00",
        "weeklyHours.monday[1].start": "11:00",
        "weeklyHours.monday[1].end": "13:00",
        meetingMinutes: "30",
        bufferBeforeMinutes: "0",
        bufferAfterMinutes: "0",
        minimumNoticeMinutes: "120",
        daysAhead: "30",
        placeKind: "phone",
      }),
    );
    expect(submission.status === "error" && submission.error?.["weeklyHours.monday"]).toEqual([
      "The hours of one day must not overlap",
    ]);
  });

  it("asks for a date or a time left empty, in words", () => {
    const submission = parseHostAvailability(
      posted({
        slug: "sana",
        timeZone: "Asia/Karachi",
        "weeklyHours.monday[0].start": "",
        "weeklyHours.monday[0].end": "12:00",
        "dateOverrides[0].date": "",
        meetingMinutes: "30",
        bufferBeforeMinutes: "0",
        bufferAfterMinutes: "0",
        minimumNoticeMinutes: "120",
        daysAhead: "30",
        placeKind: "phone",
      }),
    );
    expect(submission.status === "error" && submission.error).toMatchObject({
      "weeklyHours.monday[0].start": ["Enter a time as HH:MM, such as 09:30"],
      "dateOverrides[0].date": ["Enter a date as YYYY-MM-DD"],
    });
  });
});
