import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("readConfig", () => {
  it("defaults to the embedded database in ./data on port 3000", () => {
    const config = readConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data" });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(readConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ PORT: 3000 });
  });

  it("logs at info and allows 30 uploads per address in 10 minutes unless told otherwise", () => {
    expect(readConfig({})).toMatchObject({ LOG_LEVEL: "info", UPLOAD_RATE_LIMIT: 30 });
    expect(readConfig({ LOG_LEVEL: "debug", UPLOAD_RATE_LIMIT: "5" })).toMatchObject({
      LOG_LEVEL: "debug",
      UPLOAD_RATE_LIMIT: 5,
    });
    expect(() => readConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ UPLOAD_RATE_LIMIT: "0" })).toThrow(/UPLOAD_RATE_LIMIT/);
  });

  it("layers the lead limits: 3 leads per address before a challenge is asked, 60 without one, 300 a minute in all", () => {
    expect(readConfig({})).toMatchObject({
      LEAD_CHALLENGE_AFTER: 3,
      LEAD_RATE_LIMIT: 60,
      LEAD_GLOBAL_RATE_LIMIT: 300,
    });
    expect(() => readConfig({ LEAD_GLOBAL_RATE_LIMIT: "0" })).toThrow(/LEAD_GLOBAL_RATE_LIMIT/);
  });

  it("names every invalid variable", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL must start with postgres/,
    );
  });

  it("has each of its variables in the README's configuration table, and no other", () => {
    const read = [
      ...readFileSync(path.join(ROOT, "app/config.server.ts"), "utf8").matchAll(
        /^ {2}([A-Z_]+):/gm,
      ),
    ].map((match) => match[1] as string);
    const documented = [
      ...readFileSync(path.join(ROOT, "README.md"), "utf8").matchAll(
        /^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \|/gm,
      ),
    ].flatMap((match) => (match[1] as string).match(/[A-Z_]+/g) ?? []);
    expect(read.length).toBeGreaterThan(20);
    expect([...documented].sort()).toEqual([...read].sort());
  });
});
