import path from "node:path";

/** The first admin, created through the setup form by admin.setup.ts. */
export const E2E_ADMIN = {
  email: "admin@e2e.test",
  password: "e2e-admin-password",
  name: "E2E Admin",
};

/** The signed-in browser state the admin specs start from: `test.use({ storageState: ADMIN_STATE })`. */
export const ADMIN_STATE = path.resolve(import.meta.dirname, "../../.cache/e2e-admin-state.json");
