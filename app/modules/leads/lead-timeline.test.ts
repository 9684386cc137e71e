import { describe, expect, it } from "vitest";
import {
  describeTimelineItem,
  type TimelineItem,
  timelineAuthor,
  touchSent,
} from "./lead-timeline.ts";

const item = (kind: TimelineItem["kind"], details: Record<string, unknown> = {}): TimelineItem => ({
  key: "k",
  kind,
  noteId: null,
  actorId: null,
  actorName: null,
  body: null,
  details,
  at: new Date(),
  editedAt: null,
});

describe("describeTimelineItem", () => {
  it("tells a returning person's channel, its chat code and campaign, and what they sent", () => {
    const chat = item("touch", {
      source: "whatsapp_chat",
      chat_code: "K7Q2X",
      campaign: "eid-sale",
      fields: { name: "Sana", whatsapp_number: "+923001234567", message: "Hi" },
    });
    expect(describeTimelineItem(chat)).toBe(
      "Came back through WhatsApp chat (code K7Q2X), campaign eid-sale",
    );
    expect(touchSent(chat)).toEqual({ fields: "Sana · +923001234567", message: "Hi" });
    expect(describeTimelineItem(item("touch", { source: "get_started_form" }))).toBe(
      "Came back through Get Started form",
    );
    expect(timelineAuthor(item("touch"))).toBe("The visitor");
  });

  it("tells status changes with the status before", () => {
    expect(describeTimelineItem(item("status", { status: "won", previous_status: "new" }))).toBe(
      "Status changed to Won (was New)",
    );
    expect(describeTimelineItem(item("status", { status: "archived" }))).toBe(
      "Status changed to Archived",
    );
  });

  it("tells owner changes, and why an owner left", () => {
    expect(describeTimelineItem(item("assignment", { owner_id: "a", owner: "Ayesha" }))).toBe(
      "Assigned to Ayesha",
    );
    expect(
      describeTimelineItem(
        item("assignment", {
          owner_id: "b",
          owner: "Bilal",
          previous_owner_id: "a",
          previous_owner: "Ayesha",
        }),
      ),
    ).toBe("Assigned to Bilal (was Ayesha)");
    expect(
      describeTimelineItem(
        item("assignment", {
          owner_id: null,
          previous_owner_id: "a",
          previous_owner: "Ayesha",
          reason: "deactivated",
        }),
      ),
    ).toBe("Unassigned: Ayesha was deactivated");
    expect(
      describeTimelineItem(item("assignment", { owner_id: null, previous_owner_id: "a" })),
    ).toBe("Unassigned (was a former admin)");
  });

  it("tells deliveries, sent or still waiting", () => {
    expect(describeTimelineItem(item("notification", { channel: "e-mail", sent: true }))).toBe(
      "E-mail notification delivered",
    );
    expect(
      describeTimelineItem(item("notification", { channel: "webhook", sent: false, attempts: 2 })),
    ).toBe("Webhook notification not delivered yet (2 attempts)");
  });

  it("tells a demo booking's changes, with its times in the site's zone", () => {
    const at = { booking_id: "b", starts_at: "2026-03-02T05:00:00.000Z" };
    const tell = (details: Record<string, unknown>) =>
      describeTimelineItem(item("booking", { ...at, ...details }), "Asia/Karachi");
    expect(tell({ action: "booked" })).toBe("Demo booked for Mar 02, 2026, 10:00 AM");
    expect(tell({ action: "rescheduled", previous_starts_at: "2026-03-02T04:00:00.000Z" })).toBe(
      "Demo rescheduled to Mar 02, 2026, 10:00 AM (was Mar 02, 2026, 09:00 AM)",
    );
    expect(tell({ action: "cancelled", reason: "Travelling" })).toBe(
      "Demo of Mar 02, 2026, 10:00 AM cancelled: Travelling",
    );
    expect(tell({ action: "done" })).toBe("Demo of Mar 02, 2026, 10:00 AM done");
    expect(tell({ action: "no_show" })).toBe("Demo of Mar 02, 2026, 10:00 AM missed (no-show)");
    expect(tell({ action: "reassigned", host: "Bilal" })).toBe(
      "Demo of Mar 02, 2026, 10:00 AM moved to Bilal",
    );
    expect(describeTimelineItem(item("booking", { action: "booked" }))).toBe("Demo booked");
  });

  it("names a booking change without a console user as the visitor's", () => {
    expect(timelineAuthor(item("booking", { action: "booked" }))).toBe("The visitor");
    expect(timelineAuthor({ ...item("booking", { action: "done" }), actorName: "Sana" })).toBe(
      "Sana",
    );
    expect(timelineAuthor(item("status", { status: "won" }))).toBe("System");
  });
});
