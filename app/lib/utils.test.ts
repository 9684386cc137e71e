import { describe, expect, it } from "vitest";
import { cn } from "./utils.ts";

describe("cn", () => {
  it.each([
    // [component's classes, caller's classes, result]
    ["p-6 pt-0", "p-5", "p-5"],
    ["p-6 pt-0", "p-6 sm:p-8", "p-6 sm:p-8"],
    ["px-2.5 py-0.5 text-xs", "px-3 py-1", "text-xs px-3 py-1"],
    ["h-10 px-4 py-2", "h-12", "px-4 py-2 h-12"],
    ["size-4 animate-spin", "size-5", "animate-spin size-5"],
    ["text-2xl font-semibold leading-none", "text-lg", "font-semibold text-lg"],
    ["text-sm text-muted-foreground", "text-destructive", "text-sm text-destructive"],
    ["text-left", "text-center", "text-center"],
    [
      "bg-primary hover:bg-primary/90",
      "bg-transparent hover:bg-accent",
      "bg-transparent hover:bg-accent",
    ],
    ["border border-input", "border-primary", "border border-primary"],
    ["border-b", "border-0", "border-0"],
    ["rounded-md", "rounded-full", "rounded-full"],
    ["ring-2 ring-ring", "ring-primary", "ring-2 ring-primary"],
    ["flex", "hidden md:flex", "hidden md:flex"],
    ["w-full", "w-24 sm:w-32", "w-24 sm:w-32"],
    ["leading-none", "leading-snug", "leading-snug"],
    ["font-medium", "font-semibold", "font-semibold"],
    [
      "hover:bg-muted/50 data-[state=selected]:bg-muted",
      "hover:bg-transparent",
      "data-[state=selected]:bg-muted hover:bg-transparent",
    ],
    [
      "focus-visible:ring-2 focus-visible:ring-ring",
      "focus-visible:ring-destructive",
      "focus-visible:ring-2 focus-visible:ring-destructive",
    ],
    ["absolute inset-0", "relative", "inset-0 relative"],
    ["inset-0", "inset-x-4", "inset-0 inset-x-4"],
    ["inset-x-4", "inset-0", "inset-0"],
    ["flex flex-col", "flex-row", "flex flex-row"],
    ["border-t-2", "border-t-4 border-b", "border-t-4 border-b"],
    ["ring-offset-2 ring-2", "ring-offset-4", "ring-2 ring-offset-4"],
    ["mt-2", "-mt-4", "-mt-4"],
    ["p-2", "p-4!", "p-2 p-4!"],
    ["hover:md:p-2", "md:hover:p-4", "md:hover:p-4"],
    ["min-w-0 w-full", "w-auto", "min-w-0 w-auto"],
    ["text-lg/7", "text-sm", "text-sm"],
    ["[overflow-wrap:anywhere]", "[overflow-wrap:anywhere]", "[overflow-wrap:anywhere]"],
  ])("%s + %s = %s", (base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
  });

  it("keeps what it does not know and drops falsy values", () => {
    expect(
      cn("motion-safe:animate-[x_1s]", false, undefined, "custom-class", { active: true }),
    ).toBe("motion-safe:animate-[x_1s] custom-class active");
  });
});
