import { describe, expect, it } from "vitest";
import {
  allowedToOwnLeadsWorker,
  type LeadIntent,
  leadActionSuccess,
  leadCommandOf,
} from "./leads-admin-form.ts";

const ID = "6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f";
const OTHER = "00000000-0000-0000-0000-000000000001";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

/** The refusal a reader throws. */
function refusalOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error("Not refused");
}

describe("leadCommandOf", () => {
  it("reads a status change", () => {
    expect(
      leadCommandOf(
        "set-status",
        form([
          ["intent", "set-status"],
          ["id", ID],
          ["status", "contacted"],
        ]),
      ),
    ).toEqual({ intent: "set-status", ids: [ID], status: "contacted" });
  });

  it("reads a bulk action with several ids", () => {
    expect(
      leadCommandOf(
        "archive",
        form([
          ["intent", "archive"],
          ["id", ID],
          ["id", OTHER],
        ]),
      ),
    ).toEqual({ intent: "archive", ids: [ID, OTHER] });
  });

  it("refuses bad ids and a bad status", () => {
    expect(
      refusalOf(() =>
        leadCommandOf(
          "restore",
          form([
            ["intent", "restore"],
            ["id", "1 OR 1=1"],
          ]),
        ),
      ),
    ).toMatchObject({ status: 400, message: "Failed to restore lead", issues: undefined });
    expect(
      refusalOf(() =>
        leadCommandOf(
          "set-status",
          form([
            ["intent", "set-status"],
            ["id", ID],
            ["status", "deleted"],
          ]),
        ),
      ),
    ).toMatchObject({ status: 400, message: "Failed to update lead status", issues: undefined });
  });

  it("says a note's own problem beside its field", () => {
    expect(
      refusalOf(() =>
        leadCommandOf(
          "add-note",
          form([
            ["id", ID],
            ["body", "  "],
          ]),
        ),
      ),
    ).toMatchObject({
      status: 400,
      message: "Write the note first.",
      issues: { body: ["Write the note first."] },
    });
  });
});

describe("leadActionSuccess", () => {
  it("uses the spec's toasts", () => {
    expect(leadActionSuccess("set-status", "won")).toBe("Lead marked as won");
    expect(leadActionSuccess("archive")).toBe("Lead archived successfully");
    expect(leadActionSuccess("restore")).toBe("Lead restored successfully");
    expect(leadActionSuccess("delete")).toBe("Lead permanently deleted");
  });
});

describe("allowedToOwnLeadsWorker", () => {
  const ME = "user-me";
  const command = (fields: [string, string][]) => {
    const posted = form([["id", ID], ...fields]);
    return leadCommandOf(posted.get("intent") as LeadIntent, posted);
  };

  it("lets them work a lead, take it or let it go", () => {
    for (const fields of [
      [
        ["intent", "set-status"],
        ["status", "won"],
      ],
      [
        ["intent", "add-note"],
        ["body", "Called"],
      ],
      [
        ["intent", "assign"],
        ["owner", ME],
      ],
      [
        ["intent", "assign"],
        ["owner", "unassigned"],
      ],
    ] as [string, string][][]) {
      expect(allowedToOwnLeadsWorker(command(fields), ME)).toBe(true);
    }
  });

  it("refuses archiving, deleting, merging and giving leads to others", () => {
    for (const fields of [
      [
        ["intent", "set-status"],
        ["status", "archived"],
      ],
      [["intent", "archive"]],
      [["intent", "restore"]],
      [["intent", "delete"]],
      [
        ["intent", "assign"],
        ["owner", "someone-else"],
      ],
    ] as [string, string][][]) {
      expect(allowedToOwnLeadsWorker(command(fields), ME)).toBe(false);
    }
  });
});
