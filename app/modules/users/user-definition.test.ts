import { describe, expect, it } from "vitest";
import { USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";
import { z } from "#app/lib/zod.ts";
import { choice, choiceLabels } from "#app/modules/entities/entity-field.ts";
import { emailAddress } from "#app/modules/entities/formatted-text-fields.ts";
import { ROLE_LABELS, STATUS_LABELS, userDefinition } from "./user-definition.ts";

const { meta } = userDefinition;

describe("the user's definition", () => {
  it("lists the Add User dialog's fields in its order, with its labels", () => {
    expect(Object.entries(meta).map(([key, field]) => [key, field.label])).toEqual([
      ["email", "Email"],
      ["name", "Full Name"],
      ["invite", "Send an invitation"],
      ["password", "Password"],
      ["role", "Role"],
      ["status", "Status"],
    ]);
    expect(meta.email).toMatchObject({
      control: "text",
      format: "email",
      required: true,
      limit: 254,
    });
    expect(meta.name).toMatchObject({ control: "text", limit: 100, placeholder: "Jane Doe" });
    // Drawn by the dialog: a checkbox, and a password input only while not inviting.
    expect(meta.invite.control).toBe("custom");
    expect(meta.password.control).toBe("custom");
  });

  it("offers every role and status of the database, in its order", () => {
    expect(meta.role.options?.map((option) => option.value)).toEqual([...USER_ROLES]);
    expect(meta.status.options?.map((option) => option.value)).toEqual([...USER_STATUSES]);
  });

  it("names roles and statuses as the console always has", () => {
    expect(ROLE_LABELS).toEqual({ user: "User", moderator: "Moderator", admin: "Admin" });
    expect(STATUS_LABELS).toEqual({ active: "Active", inactive: "Inactive", banned: "Banned" });
    expect(Object.keys(ROLE_LABELS)).toEqual([...USER_ROLES]);
    expect(Object.keys(STATUS_LABELS)).toEqual([...USER_STATUSES]);
  });

  it("starts a new user as an active User with nothing typed", () => {
    expect(userDefinition.initialValues()).toEqual({
      email: "",
      name: "",
      invite: undefined,
      password: "",
      role: "user",
      status: "active",
    });
  });

  it("shows a stored user's e-mail, name, role and status, never a password", () => {
    const stored = {
      id: "u1",
      email: "bo@example.pk",
      name: "Bo",
      role: "moderator",
      status: "inactive",
      createdAt: new Date(),
    };
    expect(userDefinition.formValues(stored)).toEqual({
      email: "bo@example.pk",
      name: "Bo",
      invite: undefined,
      password: "",
      role: "moderator",
      status: "inactive",
    });
  });

  it("names what an edit changed, in the dialog's order, and nothing of a password", () => {
    const before = { email: "bo@example.pk", name: "Bo", role: "user", status: "active" };
    expect(
      userDefinition.changedLabels(before, { ...before, status: "banned", name: "Bo B." }),
    ).toEqual(["Full Name", "Status"]);
    expect(userDefinition.changedLabels(before, { ...before })).toEqual([]);
    expect(userDefinition.changedLabels(before, { ...before, password: "x" })).toEqual([]);
  });
});

describe("the field kinds the user brought", () => {
  it("reads a required e-mail address trimmed, and says what is wrong with it", () => {
    const email = emailAddress({ label: "Email", required: true });
    expect(email.parse(" ana@example.pk ")).toBe("ana@example.pk");
    const messages = (value: unknown) =>
      email.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages("")).toEqual(["Email is required"]);
    expect(messages(undefined)).toEqual(["Email is required"]);
    expect(messages("not-an-email")).toEqual(["Enter a valid email address"]);
    expect(messages(`${"a".repeat(250)}@example.pk`)).toEqual([
      "Email must be at most 254 characters",
    ]);
  });

  it("takes an optional e-mail address left empty as none", () => {
    const email = emailAddress({ label: "Contact Email", noun: "Contact email" });
    expect(email.parse(undefined)).toBe("");
    expect(email.parse("  ")).toBe("");
    expect(email.safeParse("nope").error?.issues[0]?.message).toBe("Enter a valid email address");
  });

  it("refuses a required choice left out, and gives another its initial value", () => {
    const args = {
      label: "Size",
      values: ["s", "m"] as const,
      labels: { s: "Small", m: "Medium" },
      initial: "m" as const,
      error: "Choose a size",
    };
    const required = choice({ ...args, required: true });
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe("Choose a size");
    expect(choice(args).parse(undefined)).toBe("m");
    expect(choiceLabels(required)).toEqual({ s: "Small", m: "Medium" });
    expect(choiceLabels(z.string())).toEqual({});
  });
});
