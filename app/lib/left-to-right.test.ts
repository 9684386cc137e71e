import { describe, expect, it } from "vitest";
import {
  isolatedParts,
  isolateLeftToRight,
  isolateLeftToRightRuns,
  LEFT_TO_RIGHT_ISOLATE as LRI,
  POP_DIRECTIONAL_ISOLATE as PDI,
} from "./left-to-right.ts";

describe("isolating a left-to-right value", () => {
  it("wraps it in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE", () => {
    expect(isolateLeftToRight("+92 300 1234567")).toBe("\u2066+92 300 1234567\u2069");
  });

  it("leaves an empty value, and one already isolated, as they are", () => {
    expect(isolateLeftToRight("")).toBe("");
    expect(isolateLeftToRight(`${LRI}K7Q2X${PDI}`)).toBe(`${LRI}K7Q2X${PDI}`);
  });

  it("cuts a text into its plain and isolated parts, in order", () => {
    expect(isolatedParts(`وقت: ${LRI}10:00 AM${PDI} (${LRI}PKT${PDI})`)).toEqual([
      { text: "وقت: ", isolated: false },
      { text: "10:00 AM", isolated: true },
      { text: " (", isolated: false },
      { text: "PKT", isolated: true },
      { text: ")", isolated: false },
    ]);
    expect(isolatedParts("no marks")).toEqual([{ text: "no marks", isolated: false }]);
  });
});

describe("isolating the left-to-right runs of free text", () => {
  it("isolates phone numbers, e-mail addresses, links, prices and clock times", () => {
    const message =
      "میرا نمبر +92 300 1234567 ہے، ای میل ali@example.pk، ویب سائٹ https://shop.example.pk/lawn پر دیکھیں۔ قیمت Rs. 4,500 یا 5,000 PKR، وقت 10:30 AM";
    expect(isolateLeftToRightRuns(message)).toBe(
      `میرا نمبر ${LRI}+92 300 1234567${PDI} ہے، ای میل ${LRI}ali@example.pk${PDI}، ویب سائٹ ${LRI}https://shop.example.pk/lawn${PDI} پر دیکھیں۔ قیمت ${LRI}Rs. 4,500${PDI} یا ${LRI}5,000 PKR${PDI}، وقت ${LRI}10:30 AM${PDI}`,
    );
  });

  it("keeps what is isolated already, and a text without such runs, unchanged", () => {
    const withCode = `السلام علیکم! قیمتیں بتائیں۔ حوالہ: ${LRI}K7Q2X${PDI}`;
    expect(isolateLeftToRightRuns(withCode)).toBe(withCode);
    expect(isolateLeftToRightRuns("24 سے 48 گھنٹے، 20% بچت")).toBe("24 سے 48 گھنٹے، 20% بچت");
    expect(isolateLeftToRightRuns("")).toBe("");
  });
});
