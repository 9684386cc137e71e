import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

// The public pages' one script (app/enhance/main.ts, ADR 0009) is not a route module, so React
// Router's build does not know it. This bundles it on its own, into one self-contained file (in
// the app's build it would share chunks with the route modules that import the same constants,
// and a page would load those too), writes it among the client's assets under a name that
// carries its hash, and tells the server where it went: `import url from
// "virtual:enhance-module"` is that URL in the server build (the client build runs first, in
// the same process), and the source path under the development server, which compiles it.

const VIRTUAL_ID = "virtual:enhance-module";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

async function bundleAlone(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      target: "es2022",
      rollupOptions: { input: entry, output: { format: "es", codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${entry} bundled into ${chunks.length} files, not one`);
  return (chunks[0] as Rollup.OutputChunk).code;
}

export function enhanceModule(entry = "app/enhance/main.ts"): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let builtFile: string | undefined;
  return {
    name: "dmflow:enhance-module",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      const code = await bundleAlone(path.resolve(root, entry));
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      builtFile = `assets/enhance-${hash}.js`;
      this.emitFile({ type: "asset", fileName: builtFile, source: code });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      if (command === "serve") return `export default ${JSON.stringify(`/${entry}`)};`;
      if (this.environment.name === "client") {
        this.error(`${VIRTUAL_ID} is for the server: the browser never needs its URL`);
      }
      if (!builtFile) this.error(`${VIRTUAL_ID}: the client build has not written ${entry}`);
      return `export default ${JSON.stringify(`/${builtFile}`)};`;
    },
  };
}
