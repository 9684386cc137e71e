// `npm run test:security`: the security tests in one command.
// 1. Vitest: the files below (unit and integration), by theme;
// 2. Playwright, when a build is present (`npm run build`): the security specs against the
//    real server. The non-mutating ones run in the desktop project (after the admin setup);
//    the authorization sweep runs alone, as in the full suite (it checks that the whole
//    activity log is untouched). `--no-e2e` skips this part (CI runs these specs in its e2e
//    step already).
// Any other arguments go to Vitest. FUZZ_RUNS and FUZZ_SEED tune and replay the fuzz tests.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const VITEST_FILES = [
  // Cross-site scripting: the HTML allow-list, on save and on render; editor links; theme CSS;
  // lead e-mails.
  "app/modules/content/sanitize-html.server.test.ts",
  "app/modules/pages/pages-admin.server.db.test.ts",
  "app/modules/public-site.db.test.ts",
  "app/modules/blog/blog.test.ts",
  "app/modules/content/link-url.test.ts",
  "app/modules/theme/theme.test.ts",
  "app/modules/notifications/lead-message.test.ts",
  // Uploads judged by their bytes, under a cap, served safely.
  "app/modules/media/upload-body.server.test.ts",
  "app/modules/media/media-admin.server.db.test.ts",
  "app/modules/media/media.test.ts",
  "app/modules/media/media-http.server.test.ts",
  "app/components/admin/editor/media-upload.test.ts",
  // CSV injection in the lead export.
  "app/modules/leads/leads-csv.test.ts",
  // Authorization: who may use the console, sessions ended at once.
  "app/modules/auth/auth.server.db.test.ts",
  // Password guessing held per address and per account; the owner let in by a passkey or an
  // e-mailed sign-in link; setting a password ends every other link of that person.
  "app/modules/auth/sign-in-lockout.server.db.test.ts",
  "app/modules/auth/sign-in-links.server.db.test.ts",
  "app/modules/auth/passkeys.server.db.test.ts",
  "app/modules/auth/password-links.server.db.test.ts",
  "app/modules/auth/password.server.db.test.ts",
  "app/modules/auth/admin-recovery.server.db.test.ts",
  // Server-side requests refused for internal addresses (the guard's own tests are in
  // app/modules/security/); webhook addresses checked on save and at delivery.
  "app/modules/notifications/notification-settings.test.ts",
  "app/modules/notifications/notification-settings.server.db.test.ts",
  "app/modules/notifications/outbox.server.db.test.ts",
  // A host's pasted calendar: internal addresses, redirects to them, huge and slow answers.
  "app/modules/bookings/calendar-refresh.server.db.test.ts",
  // Control characters stored in no typed text and fed to no reader; odd public paths 404.
  "app/lib/typed-text.test.ts",
  "app/modules/typed-texts.test.ts",
  "app/modules/seo/seo.test.ts",
  "app/routes/api/blog-feed.db.test.ts",
  "app/modules/pages/public-page-editor.server.db.test.ts",
  // Every list a form takes bounded; deep or huge autosaves refused before they are walked.
  "app/lib/storable-json.test.ts",
  "app/modules/pages/autosave.server.db.test.ts",
  "app/modules/sections/sections-form.test.ts",
  "app/modules/pricing/plan-form.test.ts",
  "app/modules/pages/page-form.test.ts",
  // Live visitor counts only for who may see analytics.
  "app/routes/api/events.db.test.ts",
  // Stalled requests cut off; text typed before hydration saved as typed.
  "server/http-limits.test.ts",
  "app/lib/typed-before-hydration.test.ts",
  // Anti-forgery, body limits, rate limits, client address, request ids and security logs.
  "app/modules/security/",
  "app/modules/logging/",
  "server/request-log.test.ts",
  // Hostile input to every public form and console action.
  "tests/fuzz/",
];

const E2E_SPECS = ["tests/e2e/blog-xss.spec.ts", "tests/e2e/anti-forgery.spec.ts"];
const E2E_ALONE = ["tests/e2e/authorization.mutating.spec.ts"];

const args = process.argv.slice(2);
const withE2e = !args.includes("--no-e2e");
const vitestArgs = args.filter((arg) => arg !== "--no-e2e");

function run(command: string, commandArgs: string[]): void {
  console.log(`\n$ ${command} ${commandArgs.join(" ")}`);
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["vitest", "run", ...VITEST_FILES, ...vitestArgs]);

if (!withE2e) {
  console.log("\nSecurity e2e specs skipped (--no-e2e).");
} else if (!existsSync("build/server/index.js")) {
  console.log("\nSecurity e2e specs skipped: no build. Run `npm run build` first to include them.");
} else {
  run("npx", ["playwright", "test", "--project=desktop", ...E2E_SPECS]);
  run("npx", ["playwright", "test", "--project=mutating", "--no-deps", ...E2E_ALONE]);
}
