import { describe, expect, test } from "vitest";
import { en } from "./catalogue.en.ts";
import { ur } from "./catalogue.ur.ts";
import { translator } from "./i18n.ts";

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the Urdu catalogue", () => {
  const english = new Map(leaves(en));
  const urdu = leaves(ur as Tree);

  test("is written in Urdu script, every string of it", () => {
    // The language's own name for English is the one string that is not Urdu; a string of
    // placeholders and signs alone (a time zone's label in brackets) has no words to write.
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ""));
    const notUrdu = urdu.filter(
      ([key, text]) =>
        key !== "language.nameInOwnLanguage" && hasWords(text) && !/[\u0600-\u06ff]/.test(text),
    );
    expect(notUrdu).toEqual([]);
  });

  test("keeps every placeholder the page fills in", () => {
    for (const [key, text] of urdu) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

describe("translating", () => {
  test("fills placeholders and picks the plural form", () => {
    expect(translator("en")("common.getStartedWith", { name: "Pro" })).toBe("Get Started with Pro");
    expect(translator("en")("submission.retryAfter", { count: 1 })).toBe(
      "Please wait 1 minute and try again.",
    );
    expect(translator("en")("submission.retryAfter", { count: 5 })).toBe(
      "Please wait 5 minutes and try again.",
    );
    expect(translator("ur")("common.getStartedWith", { name: "Pro" })).toBe(
      "Pro کے ساتھ شروع کریں",
    );
  });
});
