import type { Plugin } from "vite";

// The public pages share many small modules (icons, cards, badges, SEO helpers), and the
// bundler gives each set of pages that shares one its own chunk: a visitor's browser fetched
// over 30 files, most under 1 KB. Each costs a request (on a slow mobile link, a round trip
// before the first paint: Lighthouse counted them all). This puts our own modules and icons
// that several public pages import, and that the client entry does not already hold, into
// one `site` chunk. Only what public pages reach goes there, so no console code reaches a visitor.
// What the landing page (`/`, where most visits start) does not use goes into a second `pages`
// chunk instead, so that the landing page downloads none of the other pages' forms and cards.

const PUBLIC_ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/][^\\/?]+\.tsx)(\?|$)/;
const ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/].+\.tsx?)(\?|$)/;
const CLIENT_ENTRY = /entry\.client/;
// What `/` loads: the root, the site layout and the home route.
const LANDING_ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/](layout|home)\.tsx)(\?|$)/;
// Our own modules and the icons. Libraries keep the bundler's own chunks.
const GROUPED = /[\\/]app[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
};

/** Every module reachable through static imports from `roots`. */
function reachable(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function publicSiteChunk(): Plugin {
  let siteModules = new Set<string>();
  let pageModules = new Set<string>();
  return {
    name: "dmflow:public-site-chunk",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            // Required by includeDependenciesRecursively: false. Route chunks may then export
            // more than their own names, which React Router ignores.
            preserveEntrySignatures: "allow-extension",
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "site",
                    test: (id) => siteModules.has(id),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: "pages",
                    test: (id) => pageModules.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const entry = reachable(
        this,
        ids.filter((id) => CLIENT_ENTRY.test(id)),
      );
      // How many routes matching `pattern` reach each module (a route's variants count once).
      const reachCounts = (pattern: RegExp) => {
        const routes = Map.groupBy(
          ids.filter((id) => pattern.test(id)),
          (id) => id.split("?")[0] as string,
        );
        const counts = new Map<string, number>();
        for (const variants of routes.values()) {
          for (const id of reachable(this, variants)) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        return counts;
      };
      const groupable = (id: string) =>
        GROUPED.test(id) && !entry.has(id) && !ROUTE.test(id) && !this.getModuleInfo(id)?.isEntry;
      const landing = reachable(
        this,
        ids.filter((id) => LANDING_ROUTE.test(id)),
      );
      // A module that one route alone uses stays in that route's own chunk. One that the
      // landing page shares with any other route (public or console) goes into `site`, so
      // that the landing page never waits for a chunk of a few hundred bytes.
      const reachedByAny = reachCounts(ROUTE);
      siteModules = new Set(
        [...landing].filter((id) => groupable(id) && (reachedByAny.get(id) ?? 0) > 1),
      );
      pageModules = new Set(
        [...reachCounts(PUBLIC_ROUTE)]
          .filter(([id, count]) => count > 1 && groupable(id) && !landing.has(id))
          .map(([id]) => id),
      );
    },
  };
}
