import { describe, expect, it } from "vitest";
import { userDefinition } from "./user-definition.ts";
import {
  createUserSchema,
  parseUserForm,
  roleBadgeVariant,
  statusBadgeVariant,
  USER_FORM_CONSTRAINT,
  updateUserSchema,
} from "./user-form.ts";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("parseUserForm", () => {
  it("accepts a new user without a password (one is generated later)", () => {
    const result = parseUserForm(
      createUserSchema,
      form({
        email: " Ana@Example.com ",
        name: " Ana ",
        password: "",
        role: "user",
        status: "active",
      }),
    );
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      email: "Ana@Example.com",
      name: "Ana",
      password: "",
      role: "user",
      status: "active",
    });
  });

  it("reads an invitation's box as it posts, and no box as no invitation", () => {
    const values = { email: "a@example.pk", name: "A", role: "user", status: "active" };
    const invited = parseUserForm(createUserSchema, form({ ...values, invite: "on" }));
    expect(invited.status === "success" && invited.value.invite).toBe(true);
    const plain = parseUserForm(createUserSchema, form(values));
    expect(plain.status === "success" && plain.value.invite).toBeUndefined();
  });

  it("gives the message of each invalid field", () => {
    const result = parseUserForm(
      createUserSchema,
      form({ email: "", name: "x", password: "short", role: "owner", status: "active" }),
    );
    expect(result.status === "error" && result.error).toEqual({
      email: ["Email is required"],
      password: ["Password must be at least 8 characters"],
      role: ["Choose a role"],
    });
  });

  it("rejects an e-mail that is not one", () => {
    const result = parseUserForm(
      createUserSchema,
      form({ email: "not-an-email", name: "", role: "user", status: "active" }),
    );
    expect(result.status === "error" && result.error?.email).toEqual([
      "Enter a valid email address",
    ]);
  });

  it("reads only name, role and status on edit, whatever else is sent", () => {
    const result = parseUserForm(
      updateUserSchema,
      form({ email: "other@example.com", name: "Bo", role: "moderator", status: "banned" }),
    );
    expect(result.status === "success" && result.value).toEqual({
      name: "Bo",
      role: "moderator",
      status: "banned",
    });
  });

  it("refuses a missing status", () => {
    const result = parseUserForm(updateUserSchema, form({ name: "Bo", role: "user" }));
    expect(result.status === "error" && result.error).toEqual({ status: ["Choose a status"] });
  });

  it("adds with every field of the user's definition and edits with its name, role and status", () => {
    expect(Object.keys(createUserSchema.shape)).toEqual(Object.keys(userDefinition.meta));
    const { shape } = updateUserSchema;
    expect(Object.keys(shape)).toEqual(["name", "role", "status"]);
    for (const key of ["name", "role", "status"] as const) {
      expect(shape[key]).toBe(userDefinition.fields.shape[key]);
    }
  });

  it("gives the browser the fields' limits", () => {
    expect(USER_FORM_CONSTRAINT.create.email).toMatchObject({ required: true });
    expect(USER_FORM_CONSTRAINT.create.name).toMatchObject({ required: false });
    expect(USER_FORM_CONSTRAINT.create.password).toMatchObject({ required: false });
    expect(USER_FORM_CONSTRAINT.update.role).toMatchObject({ required: true });
    expect(USER_FORM_CONSTRAINT.update.email).toBeUndefined();
  });
});

describe("badges", () => {
  it("follows the spec's role colours", () => {
    expect(roleBadgeVariant("admin")).toBe("destructive");
    expect(roleBadgeVariant("moderator")).toBe("secondary");
    expect(roleBadgeVariant("user")).toBe("default");
  });

  it("follows the spec's status colours, outline for anything else", () => {
    expect(statusBadgeVariant("active")).toBe("default");
    expect(statusBadgeVariant("inactive")).toBe("secondary");
    expect(statusBadgeVariant("banned")).toBe("destructive");
    expect(statusBadgeVariant("pending")).toBe("outline");
  });
});
