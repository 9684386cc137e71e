import { defineConfig } from "drizzle-kit";

// Generation is offline (no database needed); migrations are applied by the server at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
