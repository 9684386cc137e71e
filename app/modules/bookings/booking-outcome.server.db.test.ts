import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leadEvents, leads } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { markBookingOutcome, OUTCOME_REFUSALS } from "./booking-outcome.server.ts";
import { cancelBookingByStaff } from "./staff-booking-changes.server.ts";

let database: TestDatabase;
let bookingId: string;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
  const result = await bookDemo(database.db, demoRequest(karachi("10:00")));
  if (result.repeated) throw new Error("not a repeat");
  bookingId = result.booking.id;
});
afterEach(() => database.close());

const scope = { actorId: "sana", onlyHostId: "sana" };
const AFTER = karachi("10:40");
const statusOf = async () =>
  (await database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status;
const outcomes = async () =>
  (await database.db.select().from(leadEvents).orderBy(leadEvents.id))
    .filter((event) => event.kind === "booking")
    .map((event) => event.details as { action: string })
    .filter((details) => details.action !== "booked");

describe("markBookingOutcome", () => {
  it("marks a meeting done after its time, on the lead's timeline by its host", async () => {
    await markBookingOutcome(database.db, { bookingId, outcome: "done", scope, now: AFTER });
    expect(await statusOf()).toBe("done");
    const [event] = await database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.kind, "booking"))
      .orderBy(leadEvents.id)
      .then((events) => events.slice(-1));
    expect(event).toMatchObject({ kind: "booking", actorId: "sana", details: { action: "done" } });
  });

  it("moves a new lead to contacted when its demo is done, and leaves a status the team set", async () => {
    const leadStatus = async () => (await database.db.select().from(leads))[0]!.status;
    await markBookingOutcome(database.db, { bookingId, outcome: "no_show", scope, now: AFTER });
    expect(await leadStatus()).toBe("new");
    await markBookingOutcome(database.db, { bookingId, outcome: "done", scope, now: AFTER });
    expect(await leadStatus()).toBe("contacted");
    const [statusEvent] = await database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.kind, "status"));
    expect(statusEvent).toMatchObject({
      actorId: "sana",
      details: { status: "contacted", previous_status: "new" },
    });

    await database.db.update(leads).set({ status: "won" });
    await markBookingOutcome(database.db, { bookingId, outcome: "no_show", scope, now: AFTER });
    await markBookingOutcome(database.db, { bookingId, outcome: "done", scope, now: AFTER });
    expect(await leadStatus()).toBe("won");
  });

  it("corrects done to no-show, and records a repeat of the same outcome once", async () => {
    await markBookingOutcome(database.db, { bookingId, outcome: "done", scope, now: AFTER });
    await markBookingOutcome(database.db, { bookingId, outcome: "no_show", scope, now: AFTER });
    await markBookingOutcome(database.db, { bookingId, outcome: "no_show", scope, now: AFTER });
    expect(await statusOf()).toBe("no_show");
    expect(await outcomes()).toEqual([
      expect.objectContaining({ action: "done" }),
      expect.objectContaining({ action: "no_show", previous_status: "done" }),
    ]);
  });

  it("refuses before the meeting starts, and for a cancelled one", async () => {
    await expect(
      markBookingOutcome(database.db, { bookingId, outcome: "done", scope, now: NOW }),
    ).rejects.toMatchObject({ code: "invalid", message: OUTCOME_REFUSALS.notYet });
    await cancelBookingByStaff(database.db, { bookingId, scope, now: NOW });
    await expect(
      markBookingOutcome(database.db, { bookingId, outcome: "no_show", scope, now: AFTER }),
    ).rejects.toMatchObject({ code: "conflict", message: OUTCOME_REFUSALS.cancelled });
    expect(await statusOf()).toBe("cancelled");
  });

  it("refuses another host's meeting to someone who works only their own", async () => {
    await addHost(database.db, "bilal");
    await expect(
      markBookingOutcome(database.db, {
        bookingId,
        outcome: "done",
        scope: { actorId: "bilal", onlyHostId: "bilal" },
        now: AFTER,
      }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(await statusOf()).toBe("booked");
  });
});
