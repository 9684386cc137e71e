import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_CLI, planStart } from "./build-freshness.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with a source file and a build, written at the given times (seconds). */
function checkout({
  sourceAt,
  builtAt,
  buildTools,
}: {
  sourceAt: number;
  builtAt?: number;
  buildTools: boolean;
}) {
  const root = mkdtempSync(path.join(tmpdir(), "dmflow-start-"));
  roots.push(root);
  const write = (file: string, at: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
    utimesSync(path.join(root, file), at, at);
  };
  write("app/root.tsx", sourceAt);
  write("package-lock.json", sourceAt);
  utimesSync(path.join(root, "app"), sourceAt, sourceAt);
  if (builtAt !== undefined) write("build/server/index.js", builtAt);
  if (buildTools) write(BUILD_CLI, sourceAt);
  return root;
}

describe("planStart", () => {
  it("serves a build newer than every source, without rebuilding", () => {
    expect(planStart(checkout({ sourceAt: 1000, builtAt: 2000, buildTools: true }))).toBe("serve");
  });

  it("rebuilds when a source changed after the build, or there is no build", () => {
    expect(planStart(checkout({ sourceAt: 3000, builtAt: 2000, buildTools: true }))).toBe("build");
    expect(planStart(checkout({ sourceAt: 1000, buildTools: true }))).toBe("build");
  });

  // The Docker image: `npm prune --omit=dev` removed the build tools (and may touch the lockfile).
  it("serves the existing build when the build tools are not installed", () => {
    expect(planStart(checkout({ sourceAt: 3000, builtAt: 2000, buildTools: false }))).toBe(
      "serve-stale",
    );
    expect(planStart(checkout({ sourceAt: 1000, buildTools: false }))).toBe("no-build");
  });
});
