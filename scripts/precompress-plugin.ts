import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|json|svg|txt|xml|map|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside each compressible client asset at the highest levels,
 * once per build, so that the server starts without compressing anything (server/static-files.ts).
 */
export function precompress(): Plugin {
  return {
    name: "dmflow:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(options.dir as string, file);
            const body = await readFile(full);
            if (body.length < 512) return;
            await writeFile(
              `${full}.br`,
              await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${full}.gz`, await gzipAsync(body, { level: 9 }));
          }),
      );
    },
  };
}
