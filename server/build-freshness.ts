import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What `npm start` rebuilds from: a change to any of these makes the build stale. */
const SOURCES = [
  "app",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const BUILD_MARKER = "build/server/index.js";
export const BUILD_CLI = "node_modules/@react-router/dev/bin.cjs";

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/**
 * What `npm start` does in `root`: serve the build, or build first when it is missing or older
 * than the sources. Without the build tools (a production install, `npm prune --omit=dev`, as
 * in the Docker image) nothing can be built: an existing build is served as it is.
 */
export function planStart(root: string): "serve" | "build" | "serve-stale" | "no-build" {
  const marker = path.join(root, BUILD_MARKER);
  const canBuild = existsSync(path.join(root, BUILD_CLI));
  if (!existsSync(marker)) return canBuild ? "build" : "no-build";
  const builtAt = statSync(marker).mtimeMs;
  const stale = SOURCES.some((source) => newestModification(path.join(root, source)) > builtAt);
  if (!stale) return "serve";
  return canBuild ? "build" : "serve-stale";
}
