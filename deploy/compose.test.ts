import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const compose = readFileSync(new URL("../compose.yaml", import.meta.url), "utf8");

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` over the file:
 * the refusal Docker Compose gives before it starts anything (docker can not run here).
 */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind, word: string) => {
      const value = env[name];
      if (value) return value;
      if (kind === "?") throw new Error(`required variable ${name} is missing a value: ${word}`);
      return kind === "-" ? word : "";
    },
  );
}

describe("compose.yaml", () => {
  it("refuses to start without PUBLIC_URL, saying why", () => {
    expect(() => interpolate(compose, { POSTGRES_PASSWORD: "pw" })).toThrow(
      /PUBLIC_URL is missing a value: .*cookies are not Secure.*passkeys are bound to localhost/,
    );
  });

  it("hands the app the PUBLIC_URL it is given", () => {
    const resolved = interpolate(compose, {
      POSTGRES_PASSWORD: "pw",
      PUBLIC_URL: "https://dmflow.pk",
    });
    expect(resolved).toMatch(/^ {6}PUBLIC_URL: https:\/\/dmflow\.pk$/m);
  });
});
