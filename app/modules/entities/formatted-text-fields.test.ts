import { describe, expect, it } from "vitest";
import { fieldMetaOf } from "./entity-field.ts";
import { emailAddress, phoneNumber, webLink, withWebScheme } from "./formatted-text-fields.ts";

// The text kinds of a field with a format (ADR 0041): each keeps what is typed (trimmed), takes
// "" for none, and shows one message at a time: the first check that fails.

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("emailAddress", () => {
  const email = emailAddress({ label: "Contact Email", max: 40 });

  it("takes an address or none, trimmed", () => {
    expect(email.parse(" team@shop.pk ")).toBe("team@shop.pk");
    expect(email.parse(undefined)).toBe("");
    expect(email.parse("  ")).toBe("");
  });

  it("refuses what is not an address, and one too long with that message alone", () => {
    expect(messages(email.safeParse("owner@localhost"))).toEqual(["Enter a valid email address"]);
    expect(messages(email.safeParse(`${"a".repeat(40)}@x.pk`))).toEqual([
      "Contact Email must be at most 40 characters",
    ]);
  });

  it("is an e-mail input", () => {
    expect(fieldMetaOf(email)).toMatchObject({ control: "text", format: "email", limit: 40 });
  });
});

describe("phoneNumber", () => {
  const phone = phoneNumber({ label: "Phone", max: 20, message: "Enter a phone number" });

  it("takes 7 to 15 digits written with spaces, dashes, dots, brackets and a leading +", () => {
    expect(phone.parse(" +92 (321) 765-4321 ")).toBe("+92 (321) 765-4321");
    expect(phone.parse("0300.1234567")).toBe("0300.1234567");
    for (const number of ["call us", "+92 300", "1234567890123456", "92+3001234567"]) {
      expect(messages(phone.safeParse(number))).toEqual(["Enter a phone number"]);
    }
    expect(messages(phone.safeParse("9".repeat(21)))).toEqual([
      "Phone must be at most 20 characters",
    ]);
  });

  it("is a telephone input", () => {
    expect(fieldMetaOf(phone)).toMatchObject({ format: "phone", initial: "" });
  });
});

describe("webLink", () => {
  const link = webLink({ label: "Shop URL", noun: "shop", example: "shop.pk/you", max: 60 });

  it("completes a link typed without its scheme with https://, keeps one with it", () => {
    expect(link.parse(" shop.pk/me ")).toBe("https://shop.pk/me");
    expect(link.parse("//shop.pk/me")).toBe("https://shop.pk/me");
    expect(link.parse("shop.pk:443/me")).toBe("https://shop.pk:443/me");
    expect(link.parse("http://shop.pk/me")).toBe("http://shop.pk/me");
    expect(link.parse("")).toBe("");
    expect(withWebScheme("HTTPS://shop.pk")).toBe("HTTPS://shop.pk");
  });

  it("refuses another scheme, and what is no web address, one message each", () => {
    for (const typed of ["javascript:alert(1)", "mailto:a@b.pk", "ftp://shop.pk/x"]) {
      expect(messages(link.safeParse(typed))).toEqual([
        "The shop link must be a web address (https://)",
      ]);
    }
    for (const typed of ["shop", "my shop", "localhost:3000", "https://"]) {
      expect(messages(link.safeParse(typed))).toEqual(["Enter a shop link, such as shop.pk/you"]);
    }
    expect(messages(link.safeParse(`javascript:${"x".repeat(60)}`))).toEqual([
      "Shop URL must be at most 60 characters",
    ]);
  });

  it("is a link input", () => {
    expect(fieldMetaOf(link)).toMatchObject({ format: "link", limit: 60 });
  });
});
