// A change's before and after, served side by side for the comparisons of what visitors get
// (scripts/compare-screenshots.ts, scripts/compare-public-bytes.ts): an earlier commit's build
// (tests/helpers/commit-build.ts) and this checkout's, each on a fresh embedded database seeded
// with the defaults, and the public pages to compare on them.
import { LOCALES, localizedPath } from "../../app/modules/i18n/locales.ts";
import { planStart } from "../../server/build-freshness.ts";
import { PUBLIC_PAGES } from "../../tests/e2e/fixtures.ts";
import { buildAtCommit } from "../../tests/helpers/commit-build.ts";
import { type BenchServer, ROOT, startBenchServer } from "./app-server.ts";

/** Every public page of the e2e fixtures in every language: `/pricing`, `/ur/pricing`, … */
export const PUBLIC_PAGES_IN_EVERY_LOCALE = LOCALES.flatMap((locale) =>
  PUBLIC_PAGES.map((page) => localizedPath(locale, page)),
);

export type BeforeAndAfter = { before: BenchServer; after: BenchServer; stop(): Promise<void> };

/**
 * Serves `base`'s build (made if missing) and this checkout's, both with `env`. This checkout's
 * build is not made here: `who` fails at once, before the long build of `base`, when it is
 * missing or older than the sources (the rule of `npm start`, server/build-freshness.ts), since
 * an old build would compare the wrong "after".
 */
export async function startBeforeAndAfter(
  who: string,
  base: string,
  env: Record<string, string>,
): Promise<BeforeAndAfter> {
  if (planStart(ROOT) !== "serve") {
    throw new Error(
      `${who}: this checkout's build is missing or older than its sources. Run \`npm run build\` first.`,
    );
  }
  const baseRoot = buildAtCommit(base);
  const before = await startBenchServer(env, { root: baseRoot });
  const after = await startBenchServer(env).catch(async (error: unknown) => {
    await before.stop();
    throw error;
  });
  return {
    before,
    after,
    async stop() {
      await Promise.all([before.stop(), after.stop()]);
    },
  };
}
