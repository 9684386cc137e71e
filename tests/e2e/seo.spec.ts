import { expect, test } from "@playwright/test";

test("robots.txt keeps crawlers out of the console and points at the sitemap", async ({
  request,
}) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Disallow: /admin");
  expect(body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});

test("the sitemap lists the enabled pages and published posts", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const body = await response.text();
  for (const path of [
    "/",
    "/about",
    "/features",
    "/pricing",
    "/contact",
    "/book",
    "/blog",
    "/blog/answer-every-dm-in-seconds",
  ]) {
    expect(body).toMatch(
      new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path.replace(/\//g, "\\/")}</loc>`),
    );
  }
});

test("the RSS feed carries the posts and every page links it", async ({ request }) => {
  const feed = await request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain(
    "<title>How to answer every DM in seconds, even at 3 AM</title>",
  );
  const home = await (await request.get("/")).text();
  expect(home).toMatch(
    /<link (nonce="[^"]*" )?rel="alternate" type="application\/rss\+xml" title="Blog" href="\/blog\/rss.xml"\/>/,
  );
  expect(home).toContain('"@type":"Organization"');
  expect(home).toContain('rel="icon"');
});
