import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin has no place in tests.
// `*.db.test.ts` run against a real database: PGlite in memory by default, PostgreSQL when
// TEST_DATABASE_URL is set (see tests/db.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          globalSetup: ["tests/global-setup.ts"],
          // *.pg.test.ts: PostgreSQL only (they skip without TEST_DATABASE_URL).
          include: [
            "app/**/*.db.test.ts",
            "server/**/*.db.test.ts",
            "tests/**/*.db.test.ts",
            // The fault tests run the built server (SIGTERM, PostgreSQL going away): they join
            // the PostgreSQL run (`npm run test:pg`), which CI starts after the build.
            ...(process.env.TEST_DATABASE_URL ? ["tests/faults.*.test.ts"] : []),
            "tests/**/*.pg.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
