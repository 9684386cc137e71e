import { describe, expect, it } from "vitest";
import { USER_ROLES } from "#app/db/enums.ts";
import {
  can,
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLE_SUMMARIES,
  worksOwnBookingsOnly,
  worksOwnLeadsOnly,
} from "./permissions.ts";

const active = (role: (typeof USER_ROLES)[number]) => ({ role, status: "active" as const });

describe("the permission table", () => {
  it("gives an admin everything", () => {
    expect(PERMISSIONS.filter((permission) => !can(active("admin"), permission))).toEqual([]);
  });

  it("gives a moderator the website and every lead, not users, settings, exports or erasure", () => {
    expect(PERMISSIONS.filter((permission) => !can(active("moderator"), permission))).toEqual([
      "leads.export",
      "leads.privacy",
      "settings.manage",
      "users.manage",
      "activity.view",
    ]);
  });

  it("gives a user their own leads and bookings only", () => {
    expect(PERMISSIONS.filter((permission) => can(active("user"), permission))).toEqual([
      "console.use",
      "leads.work",
      "bookings.work",
    ]);
    expect(worksOwnLeadsOnly(active("user"))).toBe(true);
    expect(worksOwnLeadsOnly(active("moderator"))).toBe(false);
    expect(worksOwnLeadsOnly(active("admin"))).toBe(false);
  });

  it("limits a user to their own bookings, and lets a moderator and an admin manage every one", () => {
    expect(worksOwnBookingsOnly(active("user"))).toBe(true);
    expect(can(active("user"), "bookings.manage")).toBe(false);
    expect(worksOwnBookingsOnly(active("moderator"))).toBe(false);
    expect(can(active("moderator"), "bookings.manage")).toBe(true);
    expect(worksOwnBookingsOnly(active("admin"))).toBe(false);
  });

  it("gives an inactive or banned account nothing, whatever its role", () => {
    for (const status of ["inactive", "banned"] as const) {
      for (const role of USER_ROLES) {
        expect(PERMISSIONS.filter((permission) => can({ role, status }, permission))).toEqual([]);
      }
    }
  });

  it("explains every permission and role, and lists only known permissions", () => {
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(ROLE_SUMMARIES).sort()).toEqual([...USER_ROLES].sort());
    for (const role of USER_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
    }
  });
});
