import { describe, expect, it } from "vitest";
import { isActiveAdminItem } from "./admin-nav.ts";

describe("isActiveAdminItem", () => {
  it("matches the dashboard exactly and the other screens by prefix", () => {
    expect(isActiveAdminItem("/admin", "/admin")).toBe(true);
    expect(isActiveAdminItem("/admin", "/admin/leads")).toBe(false);
    expect(isActiveAdminItem("/admin/leads", "/admin/leads")).toBe(true);
    expect(isActiveAdminItem("/admin/leads", "/admin/leads/123")).toBe(true);
    expect(isActiveAdminItem("/admin/pages", "/admin/pagesx")).toBe(false);
  });
});
