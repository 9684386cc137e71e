import { describe, expect, it } from "vitest";
import {
  allowedToOwnLeadsWorker,
  leadActionSuccess,
  parseLeadCommand,
} from "./leads-admin-form.ts";

const ID = "6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f";
const OTHER = "00000000-0000-0000-0000-000000000001";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("parseLeadCommand", () => {
  it("reads a status change", () => {
    expect(
      parseLeadCommand(
        form([
          ["intent", "set-status"],
          ["id", ID],
          ["status", "contacted"],
        ]),
      ),
    ).toEqual({ ok: true, command: { intent: "set-status", ids: [ID], status: "contacted" } });
  });

  it("reads a bulk action with several ids", () => {
    expect(
      parseLeadCommand(
        form([
          ["intent", "archive"],
          ["id", ID],
          ["id", OTHER],
        ]),
      ),
    ).toEqual({ ok: true, command: { intent: "archive", ids: [ID, OTHER] } });
  });

  it("asks for a selection when no lead is given", () => {
    expect(parseLeadCommand(form([["intent", "delete"]]))).toEqual({
      ok: false,
      intent: "delete",
      error: "Please select leads first",
    });
  });

  it("refuses bad ids, a bad status and unknown intents", () => {
    expect(
      parseLeadCommand(
        form([
          ["intent", "restore"],
          ["id", "1 OR 1=1"],
        ]),
      ),
    ).toEqual({ ok: false, intent: "restore", error: "Failed to restore lead" });
    expect(
      parseLeadCommand(
        form([
          ["intent", "set-status"],
          ["id", ID],
          ["status", "deleted"],
        ]),
      ),
    ).toEqual({ ok: false, intent: "set-status", error: "Failed to update lead status" });
    expect(parseLeadCommand(form([["intent", "drop"]]))).toMatchObject({ ok: false, intent: null });
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
    const parsed = parseLeadCommand(form([["id", ID], ...fields]));
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.command;
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
