import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// The console is English, yet a lead's name or message is often Urdu and is not marked so: the
// Urdu faces stand first for the Arabic script on every console screen (fonts.server.ts
// consoleUrduCss), or letters such as ہ fall to whatever system font has them, or to none.

test.use({ storageState: ADMIN_STATE });

test("an Urdu lead's name on its page is drawn in the Urdu font, every letter of it", async ({
  page,
}, testInfo) => {
  const email = `urdu-font-${Date.now()}-${testInfo.project.name}@example.pk`;
  const name = "عائشہ ہاشمی";
  const [lead] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source) VALUES ($1, $2, 'contact_page') RETURNING id",
    [name, email],
  );
  await page.goto(`/admin/leads/${lead?.id}`);
  const heading = page.getByRole("heading", { level: 1, name });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // The fonts Chromium drew the heading's glyphs with, and how many glyphs each drew.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "h1",
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  // The Arabic script in the Urdu face (its glyph count is the shaped forms', not the
  // letters'), nothing in a system font, and only the space in the theme's (Inter).
  expect(fonts.map((font) => font.familyName).sort()).toEqual(["Inter", "Noto Naskh Arabic"]);
  expect(fonts.find((font) => font.familyName === "Inter")?.glyphCount).toBe(1);
});
