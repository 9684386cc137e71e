import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type LeadForNotification, leadEmail, leadWebhook, retryDelayMs } from "./lead-message.ts";

const lead: LeadForNotification = {
  id: "3f1c1b7e-0000-4000-8000-000000000001",
  name: "Ayesha <script>",
  email: "ayesha@example.pk",
  phone: null,
  whatsappNumber: "+923001234567",
  country: "Pakistan",
  businessType: "Restaurant",
  message: "Line one\n<b>two</b>",
  source: "contact_page",
  selectedPlan: null,
  locale: "en",
  utmSource: "facebook",
  utmMedium: null,
  utmCampaign: null,
  referrer: null,
  landingPage: "/pricing",
  createdAt: new Date("2026-11-21T10:00:00Z"),
};

describe("leadEmail", () => {
  it("tells of a returning person with what they sent this time (ADR 0047)", () => {
    const returning = {
      source: "demo_booking",
      utmCampaign: "eid-sale",
      landingPage: "/",
      createdAt: new Date("2026-11-22T09:00:00Z"),
      fields: { name: "Ayesha K", email: "ayesha@example.pk", message: "Booked for Monday" },
    };
    const mail = leadEmail(lead, "DMflow", "https://dmflow.pk", returning);
    expect(mail.subject).toBe("Returning lead: Ayesha <script> (demo_booking)");
    expect(mail.text).toContain("A returning lead came back on DMflow");
    expect(mail.text).toContain("Name: Ayesha K\nEmail: ayesha@example.pk\nSource: demo_booking");
    expect(mail.text).toContain("UTM campaign: eid-sale");
    expect(mail.text).toContain("Message:\nBooked for Monday");
    expect(mail.text).not.toContain("Line one");
    const hook = JSON.parse(leadWebhook(lead, "s", 1, returning).body);
    expect(hook).toMatchObject({ event: "lead.returned", touch: { source: "demo_booking" } });
  });

  it("carries every field of the lead and a link to it", () => {
    const mail = leadEmail(lead, "DMflow", "https://dmflow.pk");
    expect(mail.subject).toBe("New lead: Ayesha <script> (contact_page)");
    expect(mail.text).toContain("WhatsApp: +923001234567");
    expect(mail.text).toContain("UTM source: facebook");
    expect(mail.text).toContain("Line one\n<b>two</b>");
    expect(mail.text).toContain(`https://dmflow.pk/admin/leads/${lead.id}`);
    expect(mail.text).not.toContain("Phone:");
  });

  it("states the language the form was sent in, so the team answers in it", () => {
    const urdu = leadEmail({ ...lead, locale: "ur" }, "DMflow", "https://dmflow.pk");
    expect(urdu.text).toContain("\nLanguage: Urdu\n");
    expect(urdu.html).toContain("<tr><th align='left'>Language</th><td>Urdu</td></tr>");
    expect(leadEmail(lead, "DMflow", "https://dmflow.pk").text).toContain("\nLanguage: English\n");
  });

  it("escapes the lead's values in the HTML", () => {
    const { html } = leadEmail(lead, "DMflow", "https://dmflow.pk");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Ayesha &#60;script&#62;");
    expect(html).toContain("&#60;b&#62;two&#60;/b&#62;");
  });

  it("keeps header injection out of the subject", () => {
    expect(leadEmail({ ...lead, name: "A\r\nBcc: x@y.z" }, "DMflow", "").subject).toBe(
      "New lead: A Bcc: x@y.z (contact_page)",
    );
  });
});

describe("leadWebhook", () => {
  it("signs the timestamp and body with the shared secret", () => {
    const hook = leadWebhook(lead, "s3cret", 1_700_000_000_000);
    const expected = createHmac("sha256", "s3cret")
      .update(`1700000000000.${hook.body}`)
      .digest("hex");
    expect(hook.headers["X-DMflow-Signature"]).toBe(`sha256=${expected}`);
    expect(JSON.parse(hook.body)).toMatchObject({
      event: "lead.created",
      lead: { email: "ayesha@example.pk", locale: "en" },
    });
  });
});

describe("retryDelayMs", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
