import { describe, expect, it } from "vitest";
import {
  leadCount,
  leadStatusBadge,
  leadStatusLabel,
  orDash,
  whatsappHref,
} from "./leads-admin-display.ts";

describe("leadStatusBadge", () => {
  it("follows the spec: new and won default, contacted secondary, lost destructive, archived outline", () => {
    expect(leadStatusBadge("new")).toBe("default");
    expect(leadStatusBadge("won")).toBe("default");
    expect(leadStatusBadge("contacted")).toBe("secondary");
    expect(leadStatusBadge("lost")).toBe("destructive");
    expect(leadStatusBadge("archived")).toBe("outline");
    expect(leadStatusBadge("odd")).toBe("outline");
  });
});

describe("leadStatusLabel", () => {
  it("names each status as the console shows it, an unknown one as it is", () => {
    expect(["new", "contacted", "won", "lost", "archived", "odd"].map(leadStatusLabel)).toEqual([
      "New",
      "Contacted",
      "Won",
      "Lost",
      "Archived",
      "odd",
    ]);
  });
});

describe("leadCount", () => {
  it("counts one lead and many leads", () => {
    expect([0, 1, 25].map(leadCount)).toEqual(["0 leads", "1 lead", "25 leads"]);
  });
});

describe("orDash", () => {
  it("shows a dash for empty values", () => {
    expect(orDash(null)).toBe("-");
    expect(orDash(undefined)).toBe("-");
    expect(orDash("  ")).toBe("-");
    expect(orDash("Pakistan")).toBe("Pakistan");
  });
});

describe("whatsappHref", () => {
  it("builds a wa.me link from the digits", () => {
    expect(whatsappHref("+92 300-1234567")).toBe("https://wa.me/923001234567");
    expect(whatsappHref("sana@example.pk")).toBeNull();
    expect(whatsappHref(null)).toBeNull();
  });
});
