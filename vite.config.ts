import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhanceModule } from "./scripts/enhance-module-plugin.ts";
import { lucideIconImports } from "./scripts/lucide-icon-imports-plugin.ts";
import { precompress } from "./scripts/precompress-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lucideIconImports(), enhanceModule(), precompress()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, so that only what the app uses is loaded: importing these
  // whole packages at run time costs tens of MB of memory each (lucide-react ~26 MB for every
  // icon, drizzle-orm ~47 MB).
  ssr: { noExternal: ["lucide-react", "drizzle-orm"] },
});
