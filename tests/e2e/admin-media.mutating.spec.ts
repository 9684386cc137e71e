import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// The Logo Manager: setting the logo changes every public page (navigation logo, page icons),
// so this spec runs alone (after the rest), puts back the logo it found and removes the files
// it uploaded.

test.use({ storageState: ADMIN_STATE });

const RUN = Date.now().toString(36);
let originalLogoUrl: string | null = null;

test.beforeAll(async () => {
  const [row] = await queryRows<{ logo_url: string | null }>(
    "SELECT logo_url FROM website_config WHERE id = 1",
  );
  originalLogoUrl = row?.logo_url ?? null;
});

test.afterAll(async () => {
  await queryRows("UPDATE website_config SET logo_url = $1, updated_at = now() WHERE id = 1", [
    originalLogoUrl,
  ]);
  // Bytes and icons go with the rows (ON DELETE CASCADE).
  await queryRows("DELETE FROM media_files WHERE original_name LIKE $1", [`e2e-${RUN}-%`]);
});

async function pngFile(name: string, background: string) {
  const buffer = await sharp({
    create: { width: 200, height: 200, channels: 3, background },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const fileCard = (page: Page, name: string) =>
  page.getByTestId("media-file").filter({ hasText: name });

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText("Upload successful")).toBeVisible();
  await expect(fileCard(page, file.name)).toBeVisible();
}

test("an uploaded logo, once set, shows in the public navigation, as the page icon and on the sign-in page, until the default logo is chosen again", async ({
  page,
  browser,
}) => {
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Logo Manager" })).toBeVisible();
  await expect(
    page.getByText("JPG, PNG, GIF and WebP are accepted, 200x200px recommended"),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /^Logo Library \((1 file|\d+ files)\)$/ }),
  ).toBeVisible();

  // The browser refuses an SVG before sending anything.
  await page.locator('input[type="file"]').setInputFiles({
    name: `e2e-${RUN}-vector.svg`,
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByText("Please upload an image file")).toBeVisible();

  const name = `e2e-${RUN}-logo.png`;
  await upload(page, await pngFile(name, "#ff6600"));
  const [stored] = await queryRows<{ filename: string; file_path: string; mime_type: string }>(
    "SELECT filename, file_path, mime_type FROM media_files WHERE original_name = $1",
    [name],
  );
  expect(stored?.filename).toMatch(/^logo-\d+-[a-z0-9]{6}\.png$/);
  expect(stored?.mime_type).toBe("image/png");

  const card = fileCard(page, name);
  await card.getByRole("button", { name: "Set as Logo" }).click();
  await expect(page.getByText("Logo updated")).toBeVisible();
  await expect(card.getByText("Active")).toBeVisible();
  await expect(card.getByRole("button", { name: "Current Logo", exact: true })).toBeDisabled();
  await expect(card.getByRole("button", { name: new RegExp(`^Delete ${name}`) })).toBeDisabled();
  await expect(page.getByTestId("current-logo")).toHaveAttribute("src", stored?.file_path ?? "");

  await page.goto("/");
  await expect(page.locator("header img").first()).toHaveAttribute("src", stored?.file_path ?? "");
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute("href", `/media/favicon-32/${stored?.filename}`);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    `/media/apple-touch-icon-180/${stored?.filename}`,
  );

  const favicon = await page.request.get(`/media/favicon-32/${stored?.filename}`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toBe("image/png");
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await sharp(await favicon.body()).metadata()).width).toBe(32);

  // The sign-in page shows it too.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signIn = await visitor.newPage();
  await signIn.goto("/admin-auth");
  await expect(
    signIn.getByRole("link", { name: "Back to the website" }).locator("img"),
  ).toHaveAttribute("src", stored?.file_path ?? "");

  // And the Logo Manager goes back to the bundled logo, everywhere.
  await page.goto("/admin/media");
  await page.getByRole("button", { name: "Use the default logo" }).click();
  await expect(page.getByText("Your website now shows the default logo.")).toBeVisible();
  await expect(page.getByTestId("current-logo")).not.toHaveAttribute(
    "src",
    stored?.file_path ?? "",
  );
  await expect(
    page.getByText("No logo is set yet: the website shows the bundled one."),
  ).toBeVisible();
  await signIn.reload();
  await expect(
    signIn.getByRole("link", { name: "Back to the website" }).locator("img"),
  ).not.toHaveAttribute("src", stored?.file_path ?? "");
  await visitor.close();
});

test("a file that is not the logo can be deleted after confirming", async ({ page }) => {
  await page.goto("/admin/media");
  const name = `e2e-${RUN}-spare.png`;
  await upload(page, await pngFile(name, "#0099cc"));
  const card = fileCard(page, name);
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Delete this file?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("File deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(
    await queryRows("SELECT id FROM media_files WHERE original_name = $1", [name]),
  ).toHaveLength(0);
});
