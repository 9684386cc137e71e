import path from "node:path";
import type { Plugin } from "vite";

// The public pages' one script (app/enhance/main.ts, ADR 0009) is not a route module, so React
// Router's build does not know it. This adds it to the client build as an entry of its own and
// tells the server where it went: `import enhanceModuleUrl from "virtual:enhance-module"` is
// its fingerprinted URL in the server build (the client build runs first, in the same process),
// and its source path under the development server, which compiles it on request.

const VIRTUAL_ID = "virtual:enhance-module";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function enhanceModule(entry = "app/enhance/main.ts"): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let builtFile: string | undefined;
  let reference: string | undefined;
  return {
    name: "dmflow:enhance-module",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: path.resolve(root, entry), name: "enhance" });
    },
    generateBundle() {
      if (reference && this.environment.name === "client") builtFile = this.getFileName(reference);
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
      if (!builtFile) this.error(`${VIRTUAL_ID}: the client build has not emitted ${entry}`);
      return `export default ${JSON.stringify(`/${builtFile}`)};`;
    },
  };
}
