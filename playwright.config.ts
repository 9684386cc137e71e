import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT } from "./tests/e2e/fixtures.ts";

// End-to-end suite: the production build served by tests/e2e/serve.ts (fresh PGlite data,
// a saved theme), driven by the system Chromium. `npm run build` must have run first.
const CI = Boolean(process.env.CI);
// Run alone, after the rest: specs that change the site's shared state (`*.mutating.spec.ts`),
// and those that run a server of their own (which restart it, move its clock or count on its
// being alone: their timing needs a quiet machine, and a third server beside two workers
// doubles the load).
const RUN_ALONE = [
  /\.mutating\.spec\.ts$/,
  /\/(scheduled-jobs|live-visitors|password-links)\.spec\.ts$/,
];
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Debian's Chromium; Playwright's own browsers cannot be downloaded here.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: CI,
  // A test that fails once is fixed at its cause, never retried into green.
  retries: 0,
  workers: CI ? 2 : undefined,
  // On CI's two cores, two browsers and the server share the CPU: a console confirmation (a
  // write, then the page's data reloaded) has gone past Playwright's 5 s there while it takes
  // a few hundred milliseconds on a quiet machine. A test says what happens; how fast belongs in
  // the benches (bench/save-with-cached-pages.ts, bench/storefront.ts).
  expect: { timeout: CI ? 10_000 : 5_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  use: {
    baseURL,
    launchOptions,
    // Recording a trace slows every action (axe on the home page went past 30 s with two workers):
    // CI keeps a screenshot of a failure instead.
    trace: CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      // Creates the first admin through the setup form and saves the signed-in state.
      name: "setup",
      testMatch: /\.setup\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "desktop",
      dependencies: ["setup"],
      testIgnore: RUN_ALONE,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      // A 390 px phone (iPhone 12-14 width) on the Chromium engine.
      name: "phone",
      dependencies: ["setup"],
      // Headers, anti-forgery, SEO tags and sanitizing do not depend on the screen: desktop only.
      testIgnore: [...RUN_ALONE, /\/(security-headers|anti-forgery|seo|blog-xss)\.spec\.ts$/],
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: "mutating",
      testMatch: RUN_ALONE,
      dependencies: ["desktop", "phone"],
      fullyParallel: false,
      // One at a time (RUN_ALONE).
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: "node tests/e2e/serve.ts",
    url: baseURL,
    env: { E2E_PORT: String(E2E_PORT) },
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
