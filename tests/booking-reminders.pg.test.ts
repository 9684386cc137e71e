import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import { bookDemo } from "#app/modules/bookings/book-demo.server.ts";
import { processOutbox } from "#app/modules/notifications/outbox.server.ts";
import { addHost, demoRequest, karachi, NOW } from "./helpers/booking-hosts.ts";
import { mailHeader, mailServer } from "./helpers/mail-server.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";
import { smtpDelivery } from "./helpers/smtp-delivery.ts";

// Two app instances' outbox workers on one PostgreSQL database, each pass run by both at once:
// every booking e-mail, the reminders a day and an hour before included, reaches the mail
// server exactly once. Needs PostgreSQL (TEST_DATABASE_URL); the embedded database's run is
// app/modules/notifications/booking-delivery.server.db.test.ts.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIP_REASON =
  "needs PostgreSQL: set TEST_DATABASE_URL (docs/development.md, npm run test:pg)";

let database: ThrowawayDatabase | undefined;
const instances: DatabaseConnection[] = [];
const smtp = mailServer();

beforeAll(async () => {
  if (!SERVER_URL) return;
  database = await createThrowawayDatabase(SERVER_URL, "booking_reminders");
  for (let instance = 0; instance < 2; instance++) {
    instances.push(
      await openDatabase({ engine: "postgres", url: database.url, maxConnections: 10 }),
    );
  }
  await instances[0]!.migrate();
  await smtp.start();
}, 60_000);

afterAll(async () => {
  await smtp.stop();
  await Promise.all(instances.map((instance) => instance.close()));
  await database?.drop();
});

const delivery = () => smtpDelivery(smtp.port);

describe("booking e-mails across two instances on one PostgreSQL", () => {
  it("sends each invitation and each reminder once", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    await addHost(instances[0]!.db, "sana");
    const starts = [karachi("11:00", "2026-03-04"), karachi("15:00", "2026-03-04")];
    for (const [index, start] of starts.entries()) {
      await bookDemo(
        instances[index % 2]!.db,
        demoRequest(start, {}, { email: `visitor${index}@example.pk` }),
      );
    }
    const workers = delivery();
    // Every instant a row falls due, and one after the meetings, each pass by both at once.
    const passes = [NOW, ...starts.flatMap((start) => [start - 24 * 3_600_000, start - 3_600_000])]
      .concat(starts[1]! + 3_600_000)
      .sort((a, b) => a - b);
    let sent = 0;
    for (const now of passes) {
      const results = await Promise.all(
        instances.map((instance) =>
          processOutbox(instance.db, workers, { now: new Date(now), batchSize: 1 }),
        ),
      );
      sent += results.reduce((sum, result) => sum + result.sent, 0);
    }
    // Per booking: the visitor's and the host's invitations, two reminders.
    expect(sent).toBe(8);
    const subjects = smtp.received.map(
      (mail) => `${mail.to[0]} ${mailHeader(mail.raw, "subject")}`,
    );
    expect(subjects.filter((subject) => subject.includes("Reminder")).sort()).toEqual([
      "visitor0@example.pk Reminder: your demo with DMflow is tomorrow, Wednesday, 4 March 2026, 11:00 am",
      "visitor0@example.pk Reminder: your demo with DMflow starts in an hour",
      "visitor1@example.pk Reminder: your demo with DMflow is tomorrow, Wednesday, 4 March 2026, 3:00 pm",
      "visitor1@example.pk Reminder: your demo with DMflow starts in an hour",
    ]);
    expect(new Set(smtp.received.map((mail) => mailHeader(mail.raw, "message-id"))).size).toBe(8);
    expect(smtp.received).toHaveLength(8);
  });
});
