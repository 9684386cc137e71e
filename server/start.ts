// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { main } from "./main.ts";

const BUILD_MARKER = path.resolve("build/server/index.js");
const SOURCES = [
  "app",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

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

function buildIsStale(): boolean {
  if (!existsSync(BUILD_MARKER)) return true;
  const builtAt = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => newestModification(source) > builtAt);
}

if (buildIsStale()) {
  console.log("Building the app (the build is missing or older than the sources)...");
  const cli = path.resolve("node_modules/@react-router/dev/bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}

await main();
