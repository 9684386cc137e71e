// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { BUILD_CLI, planStart } from "./build-freshness.ts";
import { main } from "./main.ts";

const plan = planStart(process.cwd());
if (plan === "no-build") {
  console.error(
    "There is no build, and no build tools to make one: run `npm ci`, then `npm run build`.",
  );
  process.exit(1);
}
if (plan === "serve-stale") {
  console.warn(
    "The sources are newer than the build, but the build tools (devDependencies) are not installed: serving the existing build.",
  );
}
if (plan === "build") {
  console.log("Building the app (the build is missing or older than the sources)...");
  const result = spawnSync(process.execPath, [path.resolve(BUILD_CLI), "build"], {
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}

await main();
