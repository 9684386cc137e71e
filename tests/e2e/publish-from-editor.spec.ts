import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";

// Publishing from the page editor (docs/product.md#page-editor): a draft page's editor says
// where it stands and puts it on the site, off it again, or on it later. Each project's run
// has a page of its own, written straight into the database and deleted afterwards.

test.use({ storageState: ADMIN_STATE });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TEXT = `Published from its editor ${RUN}`;
const body = {
  root: { props: {} },
  content: [{ type: "richText", props: { id: "text", body: { en: `<p>${TEXT}</p>` } } }],
};

test.afterAll(async () => {
  await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' LIKE $1", [`pe-${RUN}-%`]);
});

test("a draft page is published from its editor, served, unpublished, and scheduled", async ({
  page,
}, info) => {
  const slug = `pe-${RUN}-${info.project.name}`;
  const title = `Editor publishing ${RUN}`;
  const [row] = await queryRows<{ id: string }>(
    `INSERT INTO website_pages (slug, title, sections, is_published)
     VALUES (jsonb_build_object('en', $1::text), jsonb_build_object('en', $2::text), $3::jsonb, false)
     RETURNING id`,
    [slug, title, JSON.stringify(body)],
  );
  const served = async () => (await page.request.get(`/${slug}`)).status();
  expect(await served()).toBe(404);

  await page.goto(`/admin/pages/${row?.id}`);
  await waitForHydration(page, page.getByRole("button", { name: "Add section" }));
  const bar = page.getByRole("region", { name: "Publishing" });
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();

  // Publish, from the keyboard: the page is on the site.
  await bar.getByRole("button", { name: "Publish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Page published")).toBeVisible();
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();
  await expect.poll(served).toBe(200);
  expect(await (await page.request.get(`/${slug}`)).text()).toContain(TEXT);

  // Unpublish: off the site again.
  await bar.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Page unpublished")).toBeVisible();
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();
  await expect.poll(served).toBe(404);

  // Schedule: a time ahead, in the site's time zone; the bar says when.
  await bar.getByRole("button", { name: "Schedule", exact: true }).click();
  const publishAt = bar.getByLabel("Publish at");
  await expect(publishAt).toBeFocused();
  const year = new Date().getFullYear() + 1;
  await publishAt.fill(`${year}-03-01T09:00`);
  await bar.getByRole("button", { name: "Schedule publish" }).click();
  await expect(page.getByText("Page scheduled")).toBeVisible();
  await expect(bar.getByText(`Scheduled for Mar 1, ${year}, 9:00 AM`)).toBeVisible();
  expect(await served()).toBe(404);
});
