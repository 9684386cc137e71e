import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// `import { Bot } from "lucide-react"` goes through the package's index, which imports every
// icon. The bundler still drops the icons nobody uses, but in the module graph every page then
// reaches every icon the console uses, and the public pages (which load none of it: ADR 0009)
// took them all: about 80 console icons on every public page. Rewriting each such import to
// the icon's own module (`lucide-react/icons/bot`, an entry the package exports for this)
// makes the graph say which page uses which icon.

const IMPORT_FROM_LUCIDE = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Each name the package exports for an icon, mapped to the icon's module file name. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("lucide-react/package.json"));
  const index = readFileSync(path.join(packageDir, "dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export\s*\{([^}]+)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g,
  )) {
    for (const name of (names as string).matchAll(/default as (\w+)/g)) {
      files.set(name[1] as string, file as string);
    }
  }
  return files;
}

/** `code` with its icon imports from the package index turned into per-icon imports. */
export function importIconsDirectly(code: string, files: Map<string, string>): string {
  return code.replace(IMPORT_FROM_LUCIDE, (statement, list: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const specifier of list.split(",").map((s) => s.trim())) {
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
      else rest.push(specifier);
    }
    if (!direct.length) return statement;
    if (rest.length) direct.push(`import { ${rest.join(", ")} } from "lucide-react";`);
    return direct.join("");
  });
}

export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "dmflow:lucide-icon-imports",
    apply: "build",
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: "lucide-react" },
      handler(code) {
        files ??= iconFiles();
        const rewritten = importIconsDirectly(code, files);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
