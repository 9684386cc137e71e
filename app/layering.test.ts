import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The app reads top to bottom: routes → components → modules → db → lib. Only the composition
// root (app/services.server.ts, app/config.server.ts) and the route-level files (app/root.tsx,
// app/entry.server.tsx, app/routes/**) read the request context and hand modules what they need.

const APP = path.resolve(import.meta.dirname);
const LAYERS = ["routes", "components", "modules", "db", "lib"] as const;
const COMPOSITION_ROOT = new Set(["services.server.ts", "config.server.ts", "root.tsx"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app files a source file imports (relative and `#app/` specifiers; packages left out). */
function appImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms)].map(
    (match) => match[1] as string,
  );
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("#app/")) return [path.join(APP, specifier.slice("#app/".length))];
    if (specifier.startsWith(".")) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

/** `routes`, `components`, … for a file in a layer; the file's own name for the app's top. */
function placeOf(file: string): string {
  return path.relative(APP, file).split(path.sep)[0] as string;
}

/** The folder of a module (`modules/leads`), the unit that must not import in a circle. */
function moduleOf(file: string): string | null {
  const [layer, name] = path.relative(APP, file).split(path.sep);
  return layer === "modules" && name ? `modules/${name}` : null;
}

const graph = new Map(
  sourceFiles(APP).map((file) => [file, appImports(file, readFileSync(file, "utf8"))] as const),
);

describe("the app's layering", () => {
  it("finds the imports it checks", () => {
    expect(appImports(`${APP}/modules/a/b.ts`, 'import { x } from "#app/db/schema.ts";')).toEqual([
      `${APP}/db/schema.ts`,
    ]);
    expect(
      appImports(
        `${APP}/modules/a/b.ts`,
        'import type {\n  Y,\n} from "../c/d.ts";\nimport z from "zod";',
      ),
    ).toEqual([`${APP}/modules/c/d.ts`]);
    expect(graph.size).toBeGreaterThan(100);
  });

  it("imports only downwards: routes → components → modules → db → lib", () => {
    const upwards: string[] = [];
    for (const [file, imports] of graph) {
      const from = LAYERS.indexOf(placeOf(file) as (typeof LAYERS)[number]);
      if (from < 0) continue;
      for (const target of imports) {
        const place = placeOf(target);
        const to = LAYERS.indexOf(place as (typeof LAYERS)[number]);
        const composition = COMPOSITION_ROOT.has(place) || place === "entry.server.tsx";
        if ((to >= 0 && to < from) || (from > 0 && composition)) {
          upwards.push(`${path.relative(APP, file)} → ${path.relative(APP, target)}`);
        }
      }
    }
    expect(upwards).toEqual([]);
  });

  it("has no circle between modules", () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const target of imports) {
        const to = moduleOf(target);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const trail: string[] = [];
    const visit = (node: string) => {
      state.set(node, "open");
      trail.push(node);
      for (const next of edges.get(node) ?? []) {
        if (state.get(next) === "open") {
          circles.push([...trail.slice(trail.indexOf(next)), next].join(" → "));
        } else if (!state.has(next)) visit(next);
      }
      trail.pop();
      state.set(node, "done");
    };
    for (const node of edges.keys()) if (!state.has(node)) visit(node);
    expect(circles).toEqual([]);
  });
});
