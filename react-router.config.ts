import { execFileSync } from "node:child_process";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Anti-forgery is the root middleware's (app/modules/security/anti-forgery.ts): it knows the
  // site's origin behind a TLS-ending proxy, covers resource routes too, answers 403 and logs.
  // React Router's own check compares Origin with the request's URL, which is http:// behind
  // such a proxy, and would refuse every form there. See docs/decisions/0003.
  allowedActionOrigins: ["**"],
  // The template a new embedded database starts from (app/db/database-template.server.ts).
  buildEnd() {
    execFileSync(process.execPath, ["--liftoff-only", "scripts/database-template.ts"], {
      stdio: "inherit",
    });
  },
} satisfies Config;
