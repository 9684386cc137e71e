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

  it("names every invalid variable", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL must start with postgres/,
    );
  });
});
