import { describe, expect, it } from "vitest";
import { sectionButton } from "./section-fields.ts";

// A section button leads to a web address or opens a WhatsApp chat (ADR 0048).

describe("a section button", () => {
  it("keeps a button stored before there were kinds as a web address", () => {
    expect(sectionButton.parse({ label: { en: "Pricing" }, href: "/pricing" })).toEqual({
      label: { en: "Pricing" },
      href: "/pricing",
    });
  });

  it("takes a WhatsApp chat without a link, its message per language bounded", () => {
    expect(
      sectionButton.parse({
        label: { en: "Chat" },
        kind: "whatsapp",
        message: { en: "Hi from {page}", ur: "سلام" },
      }),
    ).toMatchObject({ kind: "whatsapp", message: { en: "Hi from {page}", ur: "سلام" } });
    const long = sectionButton.safeParse({
      label: { en: "Chat" },
      kind: "whatsapp",
      message: { en: "x".repeat(301) },
    });
    expect(long.error?.issues.map((issue) => issue.path.join("."))).toEqual(["message.en"]);
  });

  it("asks for the link of a web address, naming the other choice", () => {
    const result = sectionButton.safeParse({ label: { en: "Go" }, kind: "link" });
    expect(result.error?.issues).toMatchObject([
      { path: ["href"], message: "Enter a link, or choose WhatsApp chat" },
    ]);
    expect(
      sectionButton.safeParse({ label: { en: "Go" }, kind: "telegram", href: "/" }).success,
    ).toBe(false);
  });
});
