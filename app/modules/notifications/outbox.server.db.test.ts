import { createHmac } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox } from "#app/db/schema.ts";
import { createLead } from "#app/modules/leads/leads.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { mailServer } from "../../../tests/helpers/mail-server.ts";
import { smtpDelivery } from "../../../tests/helpers/smtp-delivery.ts";
import { createOutboundRequest } from "../security/outbound-request.server.ts";
import { type OutboxDelivery, pendingNotifications, processOutbox } from "./outbox.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const delivery = (port: number, extra: Partial<OutboxDelivery> = {}) =>
  smtpDelivery(port, {
    recipients: async () => ["team@dmflow.test", "owner@dmflow.test"],
    ...extra,
  });

const newLead = (n: number) => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.pk`,
  source: "get_started_form",
  whatsappNumber: "+923001234567",
});

describe("lead notifications", () => {
  it("tells the team of a returning person with what they sent this time (ADR 0047)", async () => {
    const smtp = mailServer();
    await smtp.start();
    const first = await createLead(database.db, newLead(1), null, ["lead_email"], {
      joinSamePerson: true,
    });
    const again = await createLead(
      database.db,
      { ...newLead(2), source: "contact_page", message: "Back with a question" },
      null,
      ["lead_email"],
      { joinSamePerson: true },
    );
    expect(again).toMatchObject({ id: first.id, joined: true });
    expect(await processOutbox(database.db, delivery(smtp.port))).toEqual({ sent: 2, failed: 0 });
    await smtp.stop();
    const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]).sort();
    expect(subjects).toEqual([
      "New lead: Lead 1 (get_started_form)",
      "Returning lead: Lead 1 (contact_page)",
    ]);
    const returning = smtp.received.find((mail) => mail.raw.includes("Returning lead"))!;
    expect(returning.raw).toContain("Email: lead2@example.pk");
    expect(returning.raw).toContain("Back with a question");
  });

  it("keeps every notification while the mail server is down and sends each exactly once when it returns", async () => {
    const smtp = mailServer();
    await smtp.start();
    const port = smtp.port;
    await smtp.stop();

    for (let n = 1; n <= 5; n++) await createLead(database.db, newLead(n));
    // One clock for the passes: on a loaded machine a second of wall time passes between them.
    const start = new Date();
    const down = await processOutbox(database.db, delivery(port), {
      now: start,
      retryBaseMs: 1000,
    });
    expect(down).toEqual({ sent: 0, failed: 5 });
    expect(await pendingNotifications(database.db)).toEqual({ pending: 5, failing: 5 });

    await smtp.start();
    expect(smtp.port).toBe(port);
    // Not yet due: the retry waits its delay.
    expect(
      await processOutbox(database.db, delivery(port), { now: start, retryBaseMs: 1000 }),
    ).toEqual({ sent: 0, failed: 0 });
    const later = new Date(start.getTime() + 2000);
    expect(
      await processOutbox(database.db, delivery(port), { now: later, retryBaseMs: 1000 }),
    ).toEqual({ sent: 5, failed: 0 });
    expect(
      await processOutbox(database.db, delivery(port), {
        now: new Date(start.getTime() + 60 * 60_000),
      }),
    ).toEqual({ sent: 0, failed: 0 });
    await smtp.stop();

    expect(smtp.received).toHaveLength(5);
    const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]).sort();
    expect(subjects).toEqual([1, 2, 3, 4, 5].map((n) => `New lead: Lead ${n} (get_started_form)`));
    expect(smtp.received[0]?.to).toEqual(["team@dmflow.test", "owner@dmflow.test"]);
    expect(smtp.received[0]?.raw).toContain("WhatsApp: +923001234567");
    // The lead's language (English when the form did not say otherwise).
    expect(smtp.received[0]?.raw).toContain("Language: English");
    expect(await pendingNotifications(database.db)).toEqual({ pending: 0, failing: 0 });
  });

  it("records a failure whose message holds a NUL (a mail server's answer), and goes on with the batch", async () => {
    for (let n = 1; n <= 3; n++) await createLead(database.db, newLead(n));
    const refusing = delivery(1, {
      sendMail: async () => {
        throw new Error("550 mailbox\u0000 unavailable\r\n");
      },
    });
    expect(await processOutbox(database.db, refusing)).toEqual({ sent: 0, failed: 3 });
    const rows = await database.db.select().from(notificationOutbox);
    expect(rows.map((row) => [row.attempts, row.lastError])).toEqual(
      Array(3).fill([1, "550 mailbox unavailable\r\n"]),
    );
  });

  it("leaves e-mails waiting, untried, while no SMTP server or recipient is configured", async () => {
    await createLead(database.db, newLead(1));
    const unconfigured = { ...delivery(1), sendMail: undefined };
    expect(await processOutbox(database.db, unconfigured)).toEqual({ sent: 0, failed: 0 });
    const noRecipients = { ...delivery(1), recipients: async () => [] };
    expect(await processOutbox(database.db, noRecipients)).toEqual({ sent: 0, failed: 0 });
    const [row] = await database.db.select().from(notificationOutbox);
    expect(row).toMatchObject({ attempts: 0, sentAt: null });
  });

  it("never hands one notification to two workers at once", async () => {
    const smtp = mailServer();
    await smtp.start();
    for (let n = 1; n <= 6; n++) await createLead(database.db, newLead(n));
    const [a, b] = await Promise.all([
      processOutbox(database.db, delivery(smtp.port), { batchSize: 4 }),
      processOutbox(database.db, delivery(smtp.port), { batchSize: 4 }),
    ]);
    await smtp.stop();
    expect(a.sent + b.sent).toBe(6);
    expect(smtp.received).toHaveLength(6);
  });

  it("posts a signed webhook, and retries it when the receiver fails", async () => {
    const bodies: { body: string; signature: string; timestamp: string }[] = [];
    let failNext = true;
    const server: Server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        if (failNext) {
          failNext = false;
          response.writeHead(503).end();
          return;
        }
        bodies.push({
          body,
          signature: String(request.headers["x-dmflow-signature"]),
          timestamp: String(request.headers["x-dmflow-timestamp"]),
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/hook`;
    const secret = "a-long-shared-webhook-secret";
    const hooks = delivery(1, {
      sendMail: undefined,
      webhook: async () => ({ url, secret }),
      outbound: createOutboundRequest({ testAllowance: { loopbackPorts: [port] } }),
    });

    await createLead(database.db, newLead(1), null, ["lead_webhook"]);
    expect(await processOutbox(database.db, hooks, { retryBaseMs: 10 })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await processOutbox(database.db, hooks, { now: new Date(Date.now() + 1000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    server.close();

    expect(bodies).toHaveLength(1);
    const [hook] = bodies;
    const expected = createHmac("sha256", secret)
      .update(`${hook?.timestamp}.${hook?.body}`)
      .digest("hex");
    expect(hook?.signature).toBe(`sha256=${expected}`);
    expect(JSON.parse(hook?.body ?? "{}")).toMatchObject({
      event: "lead.created",
      lead: { email: "lead1@example.pk" },
    });
  });

  it("does not re-post a lead to where a webhook redirects it, nor to a name that resolves to an internal address", async () => {
    const posts: string[] = [];
    const listen = async (answer: (response: ServerResponse) => void) => {
      const server = createServer((request, response) => {
        request.resume();
        request.on("end", () => {
          posts.push(`${request.method} ${request.headers.host}${request.url}`);
          answer(response);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return { server, port: (server.address() as AddressInfo).port };
    };
    const internal = await listen((response) => response.writeHead(204).end());
    const redirecting = await listen((response) =>
      response.writeHead(307, { location: `http://127.0.0.1:${internal.port}/admin` }).end(),
    );
    const secret = "a-long-shared-webhook-secret";
    // Both ports allowed, so that only the refusal to follow keeps the lead from the second.
    const outbound = createOutboundRequest({
      testAllowance: { loopbackPorts: [redirecting.port, internal.port] },
    });
    const hookTo = (url: string) =>
      delivery(1, { sendMail: undefined, webhook: async () => ({ url, secret }), outbound });

    await createLead(database.db, newLead(1), null, ["lead_webhook"]);
    const redirected = `http://127.0.0.1:${redirecting.port}/hook`;
    expect(await processOutbox(database.db, hookTo(redirected))).toEqual({ sent: 0, failed: 1 });
    expect(posts).toEqual([`POST 127.0.0.1:${redirecting.port}/hook`]);
    const [row] = await database.db.select().from(notificationOutbox);
    expect(row?.lastError).toBe("The webhook answered 307, a redirect, which is not followed");

    // A name whose address is loopback, on a port no test allowed: both rows, once due again.
    const named = createOutboundRequest({
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    await createLead(database.db, newLead(2), null, ["lead_webhook"]);
    const byName = {
      ...hookTo(`http://hooks.example.com:${internal.port}/hook`),
      outbound: named,
    };
    expect(
      await processOutbox(database.db, byName, { now: new Date(Date.now() + 60 * 60_000) }),
    ).toEqual({ sent: 0, failed: 2 });
    internal.server.close();
    redirecting.server.close();

    expect(posts).toEqual([`POST 127.0.0.1:${redirecting.port}/hook`]);
    const errors = (await database.db.select().from(notificationOutbox)).map(
      (row) => row.lastError,
    );
    expect(errors.sort()).toEqual([
      "hooks.example.com is not a public address (loopback)",
      "hooks.example.com is not a public address (loopback)",
    ]);
  });
});
