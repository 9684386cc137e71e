import { expect, test } from "@playwright/test";

test("the blog lists published posts and opens one", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const post = page.getByRole("link", { name: "How to answer every DM in seconds, even at 3 AM" });
  await expect(post).toBeVisible();
  await expect(page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
  // By keyboard, not a click at the link's coordinates: a post published meanwhile by another
  // spec arrives live and moves the list under the pointer.
  await post.press("Enter");
  await expect(page).toHaveURL("/blog/answer-every-dm-in-seconds");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "How to answer every DM in seconds, even at 3 AM",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Let AI handle the rest" }),
  ).toBeVisible();
});

test("a missing post answers 404 with a way back to the blog", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test("the post page describes itself to search engines", async ({ request }) => {
  const html = await (await request.get("/blog/answer-every-dm-in-seconds")).text();
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/blog\/answer-every-dm-in-seconds"/,
  );
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('property="og:type" content="article"');
});
