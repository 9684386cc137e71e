import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, serverSecrets, websiteSettings } from "#app/db/schema.ts";
import { createLead } from "#app/modules/leads/leads.server.ts";
import { createLogger } from "#app/modules/logging/logger.server.ts";
import { createOutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { createSharedRateLimiter } from "#app/modules/security/shared-limits.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { mailServer } from "../../../tests/helpers/mail-server.ts";
import {
  getNotificationSettings,
  getNotificationSettingsView,
  NOTIFICATIONS_SETTING,
  saveNotificationSettings,
  WEBHOOK_SECRET_NAME,
} from "./notification-settings.server.ts";
import {
  INTERNAL_WEBHOOK_MESSAGE,
  NOTIFICATIONS_INTENTS,
  type NotificationsIntent,
} from "./notification-settings.ts";
import { notificationsCardAction } from "./notification-settings-action.server.ts";
import { TEST_WEBHOOK_DELIVERED, TEST_WEBHOOK_FAILED } from "./notification-tests.server.ts";
import { processOutbox } from "./outbox.server.ts";
import { createOutboxDelivery, leadNotificationKinds } from "./worker.server.ts";

/** The card's test limiter, counted in this test's database as the server counts it. */
function testLimiterOf(db: TestDatabase["db"], limit = 10) {
  return createSharedRateLimiter(
    { db, secret: "notification-test-secret" },
    { bucket: "notification_tests", limit, windowMs: 60_000 },
  );
}

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const ENV = {
  NOTIFY_TO: "env-team@shop.pk, not-an-address",
  LEAD_WEBHOOK_URL: "https://env.example.pk/hook",
  LEAD_WEBHOOK_SECRET: "an-environment-secret",
};
const STORED_SECRET = "a-secret-saved-in-the-console";

type ReceivedHook = { body: string; headers: IncomingHttpHeaders };

/**
 * A local webhook receiver answering `status`; it records what it was sent. The outbound guard
 * reaches it only with its port in a test allowance (allowing).
 */
async function webhookReceiver(status = 204) {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ body, headers: request.headers });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The outbound guard, letting through the local receivers' ports only. */
const allowing = (...receivers: { port: number }[]) =>
  createOutboundRequest({ testAllowance: { loopbackPorts: receivers.map(({ port }) => port) } });

const signatureOf = (hook: ReceivedHook, secret: string) =>
  `sha256=${createHmac("sha256", secret)
    .update(`${hook.headers["x-dmflow-timestamp"]}.${hook.body}`)
    .digest("hex")}`;

describe("notification settings", () => {
  it("uses the environment's values until saved in the console, then the saved ones", async () => {
    expect(await getNotificationSettings(database.db, ENV)).toEqual({
      recipients: ["env-team@shop.pk"],
      webhookUrl: ENV.LEAD_WEBHOOK_URL,
      webhookSecret: { value: ENV.LEAD_WEBHOOK_SECRET, from: "server" },
      saved: false,
    });

    await saveNotificationSettings(
      database.db,
      null,
      { recipients: [], webhookUrl: "", webhookSecret: "" },
      ENV,
    );
    // Saved empty wins over the environment: no one, no webhook; the secret in use is kept.
    expect(await getNotificationSettings(database.db, ENV)).toEqual({
      recipients: [],
      webhookUrl: "",
      webhookSecret: { value: ENV.LEAD_WEBHOOK_SECRET, from: "server" },
      saved: true,
    });
    expect(await leadNotificationKinds(database.db, ENV)).toEqual(["lead_email"]);
  });

  it("replaces the secret only when one is typed, and never shows it to the console", async () => {
    const input = { recipients: ["a@shop.pk"], webhookUrl: "https://hooks.shop.pk/leads" };
    await saveNotificationSettings(
      database.db,
      null,
      { ...input, webhookSecret: STORED_SECRET },
      {},
    );
    await saveNotificationSettings(database.db, null, { ...input, webhookSecret: "" }, {});
    expect((await getNotificationSettings(database.db, ENV)).webhookSecret).toEqual({
      value: STORED_SECRET,
      from: "console",
    });

    const view = await getNotificationSettingsView(database.db, {
      ...ENV,
      SMTP_URL: "smtps://mailer:hunter2-password@smtp.host.pk:465",
    });
    expect(view).toEqual({
      recipients: "a@shop.pk",
      webhookUrl: "https://hooks.shop.pk/leads",
      webhookSecret: "console",
      emailTransport: { host: "smtp.host.pk" },
      saved: true,
    });
    expect(JSON.stringify(view)).not.toMatch(/secret-saved|hunter2|mailer/);
    // The settings row holds no secret: it is a server secret.
    const [row] = await database.db
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.settingKey, NOTIFICATIONS_SETTING));
    expect(row?.settingValue).toEqual({
      recipients: "a@shop.pk",
      webhookUrl: "https://hooks.shop.pk/leads",
    });
    const activity = await database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.entity, "notification_settings"));
    expect(activity.map((entry) => entry.details)).toEqual([
      { changed_fields: ["lead_email_recipients", "webhook_address", "webhook_secret"] },
      { changed_fields: [] },
    ]);
    expect(JSON.stringify(activity)).not.toContain(STORED_SECRET);
  });

  it("moves the recipients saved before into the setting (drizzle/0030)", async () => {
    await database.db
      .delete(websiteSettings)
      .where(eq(websiteSettings.settingKey, NOTIFICATIONS_SETTING));
    await database.db
      .insert(websiteSettings)
      .values({ settingKey: "notify_to", settingValue: "old@shop.pk" });
    const migration = readFileSync("drizzle/0030_lead_notifications_setting.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      await database.db.execute(sql.raw(statement));
    }
    const settings = await getNotificationSettings(database.db, ENV);
    expect(settings.recipients).toEqual(["old@shop.pk"]);
    // The webhook was never saved in the console: it still follows the environment.
    expect(settings.webhookUrl).toBe(ENV.LEAD_WEBHOOK_URL);
  });
});

describe("every instance sends with the settings in the database", () => {
  it("mails lead e-mails to the saved recipients and posts the webhook to the saved address with the saved secret", async () => {
    const smtp = mailServer();
    await smtp.start();
    const receiver = await webhookReceiver();
    try {
      await saveNotificationSettings(
        database.db,
        null,
        {
          recipients: ["owner@shop.pk", "sales@shop.pk"],
          webhookUrl: receiver.url,
          webhookSecret: STORED_SECRET,
        },
        {},
      );
      // Two instances started with different environments, one of them with no webhook.
      const instanceA = { ...ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      const instanceB = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      const kinds = await leadNotificationKinds(database.db, instanceB);
      expect(kinds).toEqual(["lead_email", "lead_webhook"]);
      await createLead(
        database.db,
        { name: "Ayesha", email: "ayesha@example.pk", source: "contact_form" },
        null,
        kinds,
      );

      const config = {
        SMTP_FROM: "Shop <no-reply@shop.pk>",
        SITE_TIMEZONE: "Asia/Karachi",
        FOLLOW_UP_DIGEST_HOUR: 8,
      };
      const sentByA = await processOutbox(
        database.db,
        createOutboxDelivery(
          { ...config, ...instanceA },
          database.db,
          { adminUrl: "https://shop.pk", bookingLinkKey: "shop-booking-link-key" },
          allowing(receiver),
        ),
      );
      expect(sentByA).toEqual({ sent: 2, failed: 0 });

      expect(smtp.received.map((mail) => mail.to)).toEqual([["owner@shop.pk", "sales@shop.pk"]]);
      expect(receiver.received).toHaveLength(1);
      const [hook] = receiver.received;
      expect(hook?.headers["x-dmflow-signature"]).toBe(signatureOf(hook!, STORED_SECRET));
      expect(JSON.parse(hook?.body ?? "{}")).toMatchObject({
        event: "lead.created",
        lead: { email: "ayesha@example.pk" },
      });
    } finally {
      await receiver.close();
      await smtp.stop();
    }
  });
});

describe("the card's test buttons", () => {
  const log = createLogger({ level: "silent" });

  function formOf(intent: NotificationsIntent, values: Record<string, string>) {
    const form = new FormData();
    form.set("intent", intent);
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    return form;
  }

  function act(
    smtpUrl: string | undefined,
    form: FormData,
    services: Partial<Parameters<typeof notificationsCardAction>[0]> = {},
  ) {
    return notificationsCardAction(
      {
        db: database.db,
        config: { SMTP_URL: smtpUrl, SMTP_FROM: "Shop <no-reply@shop.pk>" },
        testLimiter: testLimiterOf(database.db),
        log,
        outbound: createOutboundRequest(),
        ...services,
      },
      "admin-1",
      form,
    );
  }

  it("sends a test e-mail now, to the addresses typed, and says where it went", async () => {
    const smtp = mailServer();
    await smtp.start();
    try {
      const { data } = await act(
        `smtp://127.0.0.1:${smtp.port}`,
        formOf(NOTIFICATIONS_INTENTS.testEmail, { recipients: "a@shop.pk, b@shop.pk" }),
      );
      expect(data.outcome).toEqual({
        ok: true,
        message: "Test e-mail sent to a@shop.pk, b@shop.pk",
      });
      expect(smtp.received.map((mail) => mail.to)).toEqual([["a@shop.pk", "b@shop.pk"]]);
      expect(smtp.received[0]?.raw).toContain("Subject: Test e-mail from");
      // A test saves nothing.
      expect((await getNotificationSettings(database.db, {})).saved).toBe(false);
    } finally {
      await smtp.stop();
    }
  });

  it("says why a test e-mail could not go: no mail server set up, or one that refuses", async () => {
    const form = () => formOf(NOTIFICATIONS_INTENTS.testEmail, { recipients: "a@shop.pk" });
    expect((await act(undefined, form())).data.outcome).toEqual({
      ok: false,
      message:
        "Could not send: e-mail sending is not set up on the server. Ask your host to set SMTP_URL.",
    });

    const smtp = mailServer();
    await smtp.start();
    await smtp.stop();
    const refused = (await act(`smtp://user:pw@127.0.0.1:${smtp.port}`, form())).data.outcome;
    expect(refused?.ok).toBe(false);
    expect(refused?.message).toMatch(
      /^Could not send: the mail server 127\.0\.0\.1 refused the connection \(.*\)\. Ask your host to check SMTP_URL\.$/,
    );
    expect(refused?.message).not.toContain("pw@");
  });

  it("posts a signed test webhook with the secret in use and answers only delivered or failed", async () => {
    const accepting = await webhookReceiver(200);
    const failing = await webhookReceiver(500);
    const redirecting = await webhookReceiver(307);
    const gone = await webhookReceiver();
    await gone.close();
    const { logger, entries } = captureLogs();
    const test = (webhookUrl: string) =>
      act(undefined, formOf(NOTIFICATIONS_INTENTS.testWebhook, { webhookUrl }), {
        log: logger,
        outbound: allowing(accepting, failing, redirecting, gone),
      });
    try {
      await saveNotificationSettings(
        database.db,
        null,
        { recipients: [], webhookUrl: "", webhookSecret: STORED_SECRET },
        {},
      );
      const ok = await test(accepting.url);
      expect(ok.data.outcome).toEqual({ ok: true, message: TEST_WEBHOOK_DELIVERED });
      const [hook] = accepting.received;
      expect(JSON.parse(hook?.body ?? "{}")).toMatchObject({ event: "test" });
      expect(hook?.headers["x-dmflow-signature"]).toBe(signatureOf(hook!, STORED_SECRET));

      // An error status, a redirect, a closed port, a loopback port not allowed, the cloud's
      // metadata address, a port elsewhere: one answer, which says nothing of the target.
      const internal = await webhookReceiver(200);
      const failures = [
        failing.url,
        redirecting.url,
        gone.url,
        internal.url,
        "http://169.254.169.254/latest/meta-data/",
        "http://0x7f.1:5432/",
      ];
      for (const url of failures) {
        const { data, status } = await test(url);
        expect(status).toBe(200);
        expect(data.outcome).toEqual({ ok: false, message: TEST_WEBHOOK_FAILED });
      }
      expect(TEST_WEBHOOK_FAILED).not.toMatch(/\d{3}|refused|time|127\.0\.0\.1|answered/i);
      expect(internal.received).toHaveLength(0);
      await internal.close();
    } finally {
      await accepting.close();
      await failing.close();
      await redirecting.close();
    }
    // The reasons are in the server's log, with the target's host and port only: no path, no
    // secret, no signature.
    const logged = entries.filter((entry) => entry.event === "notifications.test_webhook");
    expect(logged.map((entry) => [entry.ok, entry.reason])).toEqual([
      [true, undefined],
      [false, "The webhook answered 500"],
      [false, "The webhook answered 307, a redirect, which is not followed"],
      [false, expect.stringContaining("ECONNREFUSED")],
      [false, "127.0.0.1 is not a public address (loopback)"],
      [false, "169.254.169.254 is not a public address (linkLocal)"],
      [false, "127.0.0.1 is not a public address (loopback)"],
    ]);
    expect(logged[0]?.target).toBe(`127.0.0.1:${accepting.port}`);
    expect(JSON.stringify(entries)).not.toMatch(/\/hook|meta-data|sha256=|secret-saved/);
  });

  it("refuses to save an internal webhook address, 169.254.169.254 among them", async () => {
    for (const webhookUrl of ["http://169.254.169.254/latest/meta-data/", "http://127.1:9000/"]) {
      const { data, status } = await act(
        undefined,
        formOf(NOTIFICATIONS_INTENTS.save, { webhookUrl, webhookSecret: STORED_SECRET }),
      );
      expect(status).toBe(400);
      expect(data.reply.error).toEqual({ webhookUrl: [INTERNAL_WEBHOOK_MESSAGE] });
    }
    expect((await getNotificationSettings(database.db, {})).saved).toBe(false);
  });

  it("a save that fails changes nothing, says so, and keeps the secret out of the log", async () => {
    await database.db.execute(
      sql.raw(
        `ALTER TABLE server_secrets ADD CONSTRAINT refuse_webhook_secret CHECK (name <> '${WEBHOOK_SECRET_NAME}')`,
      ),
    );
    const { logger, entries } = captureLogs();
    const failed = await notificationsCardAction(
      {
        db: database.db,
        config: { SMTP_FROM: "Shop <no-reply@shop.pk>" },
        testLimiter: testLimiterOf(database.db),
        log: logger,
        outbound: createOutboundRequest(),
      },
      "admin-1",
      formOf(NOTIFICATIONS_INTENTS.save, {
        recipients: "a@shop.pk",
        webhookUrl: "https://hooks.shop.pk/leads",
        webhookSecret: STORED_SECRET,
      }),
    );
    expect(failed.status).toBe(500);
    expect(failed.data.outcome).toEqual({
      ok: false,
      message: "Something went wrong; nothing was changed. Try again.",
    });
    expect((await getNotificationSettings(database.db, {})).saved).toBe(false);
    expect(entries.some((entry) => entry.level === "error")).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(STORED_SECRET);
  });

  it("limits the tests per admin and checks the values before sending", async () => {
    const limiter = testLimiterOf(database.db, 1);
    const form = () => formOf(NOTIFICATIONS_INTENTS.testEmail, { recipients: "a@shop.pk" });
    await act(undefined, form(), { testLimiter: limiter });
    const limited = await act(undefined, form(), { testLimiter: limiter });
    expect(limited.status).toBe(429);
    expect(limited.data.outcome?.message).toMatch(/^Too many tests\. Please wait \d+ minutes?/);

    const invalid = await act(undefined, formOf(NOTIFICATIONS_INTENTS.testEmail, {}), {
      testLimiter: limiter,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data.reply.error).toEqual({
      recipients: ["Enter at least one e-mail address to send the test to"],
    });
    const secretRows = await database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, WEBHOOK_SECRET_NAME));
    expect(secretRows).toEqual([]);
  });
});
