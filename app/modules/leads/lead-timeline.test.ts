import { describe, expect, it } from "vitest";
import { describeTimelineItem, type TimelineItem } from "./lead-timeline.ts";

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

  it("tells a demo booking's changes", () => {
    expect(describeTimelineItem(item("booking", { action: "booked" }))).toBe("Demo booked");
    expect(describeTimelineItem(item("booking", { action: "rescheduled" }))).toBe(
      "Demo rescheduled",
    );
    expect(
      describeTimelineItem(item("booking", { action: "cancelled", reason: "Travelling" })),
    ).toBe("Demo cancelled: Travelling");
    expect(describeTimelineItem(item("booking", { action: "no_show" }))).toBe(
      "Demo missed (no-show)",
    );
  });
});
