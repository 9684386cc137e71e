import { type Browser, expect, type Page } from "@playwright/test";
import { DESKTOP_CHROME } from "../helpers/user-agents.ts";

// Visitors the analytics count: each a browser context of its own, from its own address behind
// the trusted proxy (X-Forwarded-For), as desktop Chrome unless told otherwise.

export async function newVisitor(
  browser: Browser,
  ip: string,
  options: { userAgent?: string; baseURL?: string; country?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    userAgent: options.userAgent ?? DESKTOP_CHROME,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    extraHTTPHeaders: {
      "x-forwarded-for": ip,
      ...(options.country ? { "cf-ipcountry": options.country } : {}),
    },
  });
  return context.newPage();
}

/** Opens a public page and waits until its beacon was taken. */
export async function visit(page: Page, url: string): Promise<void> {
  const beacon = page.waitForResponse((response) => response.url().endsWith("/page-view"));
  await page.goto(url);
  expect((await beacon).status()).toBe(204);
}

/**
 * The browser's User-Agent made unique to one test: a page the browser loads from the server
 * itself (no X-Forwarded-For) comes from 127.0.0.1 in every spec, and the day's visitor id is
 * the address and the User-Agent, so this makes a visitor of its own (ADR 0026: a lead's
 * campaign is its visitor's first of the day).
 */
export function ownUserAgent(userAgent = DESKTOP_CHROME): string {
  return `${userAgent} Visitor/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
