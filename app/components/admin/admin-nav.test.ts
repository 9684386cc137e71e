import { describe, expect, it } from "vitest";
import { consoleNavFor, isActiveAdminItem } from "./admin-nav.ts";

describe("isActiveAdminItem", () => {
  it("marks Content Pages, not Page Settings, on a page's editor", () => {
    const editor = "/admin/pages/0b6f1c1e-8d0e-4c55-9a43-7f1a5c2d3e4f";
    expect(isActiveAdminItem("/admin/content", editor)).toBe(true);
    expect(isActiveAdminItem("/admin/pages", editor)).toBe(false);
    expect(isActiveAdminItem("/admin/pages", "/admin/pages")).toBe(true);
  });

  it("marks Blog Posts on a post's editor", () => {
    const editor = "/admin/posts/0b6f1c1e-8d0e-4c55-9a43-7f1a5c2d3e4f";
    expect(isActiveAdminItem("/admin/blog", editor)).toBe(true);
    expect(isActiveAdminItem("/admin/content", editor)).toBe(false);
  });

  it("matches the dashboard exactly and the other screens by prefix", () => {
    expect(isActiveAdminItem("/admin", "/admin")).toBe(true);
    expect(isActiveAdminItem("/admin", "/admin/leads")).toBe(false);
    expect(isActiveAdminItem("/admin/leads", "/admin/leads")).toBe(true);
    expect(isActiveAdminItem("/admin/leads", "/admin/leads/123")).toBe(true);
    expect(isActiveAdminItem("/admin/pages", "/admin/pagesx")).toBe(false);
  });
});

describe("consoleNavFor", () => {
  const labels = (role: "admin" | "moderator" | "user") =>
    consoleNavFor({ role, status: "active" }).map((item) => item.label);

  it("shows each role only the screens it may open", () => {
    expect(labels("admin")).toHaveLength(15);
    expect(labels("moderator")).not.toContain("Website Settings");
    expect(labels("moderator")).not.toContain("User Management");
    expect(labels("moderator")).toContain("Pricing");
    expect(labels("user")).toEqual(["Dashboard", "Leads", "Bookings", "Account"]);
  });

  it("opens a user's Leads on their own leads", () => {
    const leads = consoleNavFor({ role: "user", status: "active" }).find(
      (item) => item.label === "Leads",
    );
    expect(leads?.search).toBe("?owner=me");
    const moderators = consoleNavFor({ role: "moderator", status: "active" }).find(
      (item) => item.label === "Leads",
    );
    expect(moderators?.search).toBeUndefined();
  });
});
