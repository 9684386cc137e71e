import { describe, expect, it } from "vitest";
import {
  INTERNAL_WEBHOOK_MESSAGE,
  NOTIFICATIONS_INTENTS,
  type NotificationsIntent,
  parseNotificationSettings,
  parseRecipients,
} from "./notification-settings.ts";

function formOf(values: Record<string, string>, intent: NotificationsIntent) {
  const form = new FormData();
  form.set("intent", intent);
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

const check = (
  values: Record<string, string>,
  intent: NotificationsIntent = NOTIFICATIONS_INTENTS.save,
  secretInUse = false,
) => parseNotificationSettings(formOf(values, intent), { secretInUse });

const errorsOf = (submission: ReturnType<typeof check>) =>
  submission.status === "success" ? null : submission.error;

describe("the Notifications card's check", () => {
  it("takes recipients separated by commas, semicolons or spaces, and a webhook with its secret", () => {
    const result = check({
      recipients: " a@shop.pk;b@shop.pk  c@shop.pk,",
      webhookUrl: " https://hooks.shop.pk/leads ",
      webhookSecret: "sixteen-chars-ok",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      intent: NOTIFICATIONS_INTENTS.save,
      recipients: ["a@shop.pk", "b@shop.pk", "c@shop.pk"],
      webhookUrl: "https://hooks.shop.pk/leads",
      webhookSecret: "sixteen-chars-ok",
    });
  });

  it("saves everything empty: no one gets e-mails and no webhook is sent", () => {
    const result = check({});
    expect(result.status === "success" && result.value).toEqual({
      intent: NOTIFICATIONS_INTENTS.save,
      recipients: [],
      webhookUrl: "",
      webhookSecret: "",
    });
  });

  it("names each wrong field in words an owner can fix", () => {
    const result = check({
      recipients: "a@shop.pk, not-an-address",
      webhookUrl: "ftp://hooks.shop.pk",
      webhookSecret: "short",
    });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toEqual({
      recipients: ["Enter e-mail addresses separated by commas, such as sales@yourcompany.com"],
      webhookUrl: ["Enter the webhook's full address, starting with https://"],
      webhookSecret: ["The webhook secret must be at least 16 characters"],
    });
  });

  it("asks for a secret with a webhook address, unless one is already in use", () => {
    const values = { webhookUrl: "https://hooks.shop.pk/leads" };
    expect(errorsOf(check(values))).toEqual({
      webhookSecret: [
        "Enter a secret of at least 16 characters: the receiver checks each webhook's signature with it",
      ],
    });
    expect(check(values, NOTIFICATIONS_INTENTS.save, true).status).toBe("success");
  });

  it("needs a recipient to send a test e-mail to, and an address to send a test webhook to", () => {
    expect(errorsOf(check({}, NOTIFICATIONS_INTENTS.testEmail))).toEqual({
      recipients: ["Enter at least one e-mail address to send the test to"],
    });
    expect(errorsOf(check({}, NOTIFICATIONS_INTENTS.testWebhook, true))).toEqual({
      webhookUrl: ["Enter the webhook's address to send a test to"],
    });
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://127.0.0.1:8080/hook",
    "http://localhost:3000/hook",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://0.0.0.0/hook",
    "http://127.1/hook",
    "http://0x7f.1/hook",
    "http://2130706433/hook",
    "https://10.0.0.5/hook",
  ])("refuses to save the internal address %s", (webhookUrl) => {
    expect(errorsOf(check({ webhookUrl, webhookSecret: "sixteen-chars-ok" }))).toEqual({
      webhookUrl: [INTERNAL_WEBHOOK_MESSAGE],
    });
  });

  it("leaves a test to an internal address to the guard, which answers it as failed", () => {
    const values = { webhookUrl: "http://169.254.169.254/", webhookSecret: "sixteen-chars-ok" };
    expect(check(values, NOTIFICATIONS_INTENTS.testWebhook).status).toBe("success");
  });

  it("refuses an intent that is not the card's", () => {
    const form = formOf({}, NOTIFICATIONS_INTENTS.save);
    form.set("intent", "delete-everything");
    expect(parseNotificationSettings(form, { secretInUse: false }).status).toBe("error");
  });
});

describe("recipients set on the server (NOTIFY_TO)", () => {
  it("keeps the valid addresses and skips the rest", () => {
    expect(parseRecipients("a@shop.pk, nobody; b@shop.pk")).toEqual(["a@shop.pk", "b@shop.pk"]);
    expect(parseRecipients(undefined)).toEqual([]);
  });
});
