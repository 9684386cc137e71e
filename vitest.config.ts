import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin has no place in tests.
// `*.db.test.ts` run against a real database: PGlite in memory by default, PostgreSQL when
// TEST_DATABASE_URL is set (see tests/db.ts).

const DATABASE_TESTS = [
  "app/**/*.db.test.ts",
  "server/**/*.db.test.ts",
  "tests/**/*.db.test.ts",
  // The fault tests run the built server (SIGTERM, PostgreSQL going away): they join the
  // PostgreSQL run (`npm run test:pg`), which CI starts after the build.
  ...(process.env.TEST_DATABASE_URL ? ["tests/faults.*.test.ts"] : []),
  // PostgreSQL only (they skip without TEST_DATABASE_URL).
  "tests/**/*.pg.test.ts",
];

// The database tests share their workers' modules (isolate: false): importing the app's module
// graph again for each file was most of their time
// (docs/decisions/0038-database-tests-share-modules.md). A file that replaces a module (vi.mock,
// vi.doMock) keeps a module registry of its own.
const REPLACES_A_MODULE = /\bvi\.(?:mock|doMock)\(/;
const DATABASE_TESTS_WITH_MOCKS = globSync(DATABASE_TESTS).filter((file) =>
  REPLACES_A_MODULE.test(readFileSync(file, "utf8")),
);

// A test that measures the process itself (its memory after ten thousand hostile bodies) runs
// in a process of its own: what earlier files left running in a shared worker (their services'
// jobs) grew its RSS by 90 MB on PostgreSQL, 6 MB with the file alone.
const DATABASE_TESTS_MEASURING_THE_PROCESS = ["tests/fuzz/hostile-forms-memory.db.test.ts"];

const databaseProject = {
  globalSetup: ["tests/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

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
          ...databaseProject,
          name: "integration",
          include: DATABASE_TESTS,
          exclude: [...DATABASE_TESTS_WITH_MOCKS, ...DATABASE_TESTS_MEASURING_THE_PROCESS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...databaseProject,
          name: "integration-mocks",
          include: DATABASE_TESTS_WITH_MOCKS,
        },
      },
      {
        extends: true,
        test: {
          ...databaseProject,
          name: "integration-own-process",
          include: DATABASE_TESTS_MEASURING_THE_PROCESS,
        },
      },
    ],
  },
});
