import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_THEME } from "./fixtures.ts";

test("the first HTML already carries the saved theme", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Switch to AI Mode");

  const themeCss = /<style[^>]*\bid="theme-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
  expect(themeCss, '<style id="theme-css"> in the server HTML').toBeDefined();
  expect(themeCss).toContain(`--primary:${E2E_THEME.primary}`);
  expect(themeCss).toContain(`--primary-glow:${E2E_THEME.primaryGlow}`);
  expect(themeCss).toContain(`--accent:${E2E_THEME.accent}`);
  expect(themeCss).toContain(`--font-family:"${E2E_THEME.fontFamily}"`);
});

test("home renders with the saved theme, without console errors or serious a11y issues", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push(`console: ${message.text()} (${message.location().url || "page"})`);
    }
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) =>
    errors.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ""}`),
  );
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
  });

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Switch to AI Mode" })).toBeVisible();
  // Hydration and the font download finish after `load`; errors they raise count too.
  await page.waitForLoadState("networkidle");

  const styles = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      primary: getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
      loadedFonts: [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replaceAll('"', "")),
    };
  });
  expect(styles.primary).toBe(E2E_THEME.primary);
  expect(styles.bodyFont).toMatch(new RegExp(`^"?${E2E_THEME.fontFamily}"?(,|$)`));
  expect(styles.loadedFonts, "the self-hosted font is downloaded").toContain(E2E_THEME.fontFamily);
  // Plain English text needs only each weight's small core file (font-files.ts).
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.filter((file) => !/-core-\d{3}-[\w-]+\.woff2$/.test(file))).toEqual([]);

  expect.soft(errors, "console errors, page errors and failed requests").toEqual([]);

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious).toEqual([]);
});
