import type { Page } from "@playwright/test";

/** The paths `sitemap.xml` lists now, as a search engine reads them. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, url]) => new URL(url as string).pathname);
}
