import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server.ts";

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

  it("names every invalid variable", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL must start with postgres/,
    );
  });
});
