// An earlier commit's production build, for comparisons against it (the screenshot comparison,
// the before/after benchmarks): a detached worktree in .cache/commits/<sha>, its dependencies
// hard-linked from this checkout's when the lockfiles agree (installed with `npm ci` when they
// do not), built once and kept for the next run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** The checkout of `commit` with its build, made if missing; returns its directory. */
export function buildAtCommit(commit: string): string {
  const sha = run("git", ["rev-parse", "--verify", `${commit}^{commit}`], ROOT).trim();
  const dir = path.join(ROOT, ".cache/commits", sha);
  if (existsSync(path.join(dir, "build/server/index.js"))) return dir;
  mkdirSync(path.dirname(dir), { recursive: true });
  if (!existsSync(dir)) {
    // A checkout deleted by hand stays registered until pruned.
    run("git", ["worktree", "prune"], ROOT);
    run("git", ["worktree", "add", "--detach", dir, sha], ROOT);
  }
  const lock = (root: string) => readFileSync(path.join(root, "package-lock.json"), "utf8");
  if (!existsSync(path.join(dir, "node_modules"))) {
    if (lock(dir) === lock(ROOT)) run("cp", ["-al", path.join(ROOT, "node_modules"), dir], ROOT);
    else run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  }
  console.error(`Building ${sha.slice(0, 8)} in ${path.relative(ROOT, dir)} ...`);
  run("npm", ["run", "build"], dir);
  return dir;
}
