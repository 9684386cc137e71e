import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads, notificationOutbox, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { mailServer } from "../../../tests/helpers/mail-server.ts";
import { smtpDelivery } from "../../../tests/helpers/smtp-delivery.ts";
import { queueFollowUpDigests, siteDayAndHour } from "./follow-up-digest.server.ts";
import { outboxPass } from "./worker.server.ts";

let database: TestDatabase;
const ZONE = "Asia/Karachi";
// 11:00 in Karachi (UTC+5) on 24 November 2026; the digest hour is 8.
const NOW = new Date("2026-11-24T06:00:00Z");

beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: "ayesha", email: "ayesha@example.pk", name: "Ayesha", role: "admin" },
    { id: "bilal", email: "bilal@example.pk", name: "Bilal", role: "admin" },
    { id: "idle", email: "idle@example.pk", name: "Idle", role: "admin" },
    { id: "gone", email: "gone@example.pk", name: "Gone", role: "admin", status: "inactive" },
  ]);
  const lead = (name: string, ownerId: string | null, followUpAt: string, note?: string) => ({
    name,
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
    source: "get_started_form",
    ownerId,
    followUpAt: new Date(followUpAt),
    followUpNote: note ?? null,
  });
  await database.db
    .insert(leads)
    .values([
      lead("Sana <Today>", "ayesha", "2026-11-24T10:00:00Z", "Send the Pro quote"),
      lead("Omar Overdue", "ayesha", "2026-11-20T10:00:00Z"),
      lead("Tariq Tomorrow", "ayesha", "2026-11-25T10:00:00Z"),
      lead("Bushra", "bilal", "2026-11-24T12:00:00Z"),
      lead("Idle's lead next week", "idle", "2026-12-01T10:00:00Z"),
      lead("Inactive owner's", "gone", "2026-11-24T10:00:00Z"),
      lead("Nobody's", null, "2026-11-24T10:00:00Z"),
    ]);
});
afterEach(() => database.close());

const delivery = (port: number) => smtpDelivery(port, { timeZone: ZONE });

describe("the follow-up digest", () => {
  it("knows the site's day and hour", () => {
    expect(siteDayAndHour(NOW, ZONE)).toEqual({ day: "2026-11-24", hour: 11 });
    expect(siteDayAndHour(new Date("2026-11-24T19:30:00Z"), ZONE)).toEqual({
      day: "2026-11-25",
      hour: 0,
    });
  });

  it("waits for the digest hour", async () => {
    expect(
      await queueFollowUpDigests(database.db, { timeZone: ZONE, fromHour: 12, now: NOW }),
    ).toBe(0);
    expect(
      await queueFollowUpDigests(database.db, { timeZone: ZONE, fromHour: 11, now: NOW }),
    ).toBe(2);
  });

  it("sends each owner one e-mail a day across two instances and restarts, even after the mail server was down", async () => {
    const smtp = mailServer();
    await smtp.start();
    const port = smtp.port;
    await smtp.stop();
    try {
      // The mail server is down: both instances queue and try; the digests wait.
      const down = await Promise.all([
        outboxPass(database.db, delivery(port), 8, NOW),
        outboxPass(database.db, delivery(port), 8, NOW),
      ]);
      expect(down.reduce((sum, pass) => sum + pass.failed, 0)).toBe(2);
      const rows = await database.db.select().from(notificationOutbox);
      expect(rows.map((row) => row.recipientId).sort()).toEqual(["ayesha", "bilal"]);

      // The mail server is back; instances restart (new deliveries) and pass again and again
      // once the retries are due.
      await smtp.start();
      const later = new Date(NOW.getTime() + 60 * 60_000);
      for (let round = 0; round < 3; round++) {
        await Promise.all([
          outboxPass(database.db, delivery(port), 8, later),
          outboxPass(database.db, delivery(port), 8, later),
        ]);
      }
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
        ["ayesha@example.pk"],
        ["bilal@example.pk"],
      ]);
      const ayesha = smtp.received.find((mail) => mail.to[0] === "ayesha@example.pk")!.raw;
      expect(ayesha).toContain("Subject: DMflow: 2 follow-ups due (2026-11-24)");
      expect(ayesha).toContain("Send the Pro quote");
      expect(ayesha).toContain("Omar Overdue");
      expect(ayesha).not.toContain("Tariq Tomorrow");
      // Lead values are escaped in the HTML part.
      expect(ayesha).toContain("&#60;Today&#62;");
      expect(ayesha).toContain("Message-ID: <follow-ups-ayesha-2026-11-24@dmflow.notifications>");

      // The next day brings the next digest.
      const tomorrow = new Date("2026-11-25T04:00:00Z");
      await outboxPass(database.db, delivery(port), 8, tomorrow);
      expect(smtp.received.filter((mail) => mail.to[0] === "ayesha@example.pk")).toHaveLength(2);
    } finally {
      await smtp.stop();
    }
  });

  it("drops a digest whose day is over instead of sending it late", async () => {
    await queueFollowUpDigests(database.db, { timeZone: ZONE, fromHour: 8, now: NOW });
    const smtp = mailServer();
    await smtp.start();
    try {
      // A day later, with the owners' reminders cleared: the old rows go without a mail.
      await database.db.update(leads).set({ followUpAt: null });
      const result = await outboxPass(
        database.db,
        delivery(smtp.port),
        8,
        new Date("2026-11-25T06:00:00Z"),
      );
      expect(result).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });
});
