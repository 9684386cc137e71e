import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "./fixtures.ts";

// The public pages are plain documents (ADR 0009): no framework runtime, one small module for
// live updates and the forms, and speculation rules for instant moves between pages.

/** The whole JavaScript budget of a public page, gzipped. */
const JS_BUDGET_BYTES = 15 * 1024;

test("public pages carry no framework runtime, only the enhancement module, within 15 KB", async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the same documents on every device");
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] as string);
    const external = scripts.flatMap((attributes) => {
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      return src ? [src] : [];
    });
    expect(external, `${path}: one module script`).toHaveLength(1);
    expect(scripts.filter((attributes) => /type="module"/.test(attributes))).toHaveLength(1);
    // Nothing React Router's client would load or read.
    expect(html, path).not.toMatch(/modulepreload|__reactRouterContext|window\.__reactRouter/);
    // The admin's edit bar (docs/product.md#page-editor) is never on a visitor's page.
    expect(html, path).not.toContain("Edit this page");
    expect(
      scripts.filter(
        (attributes) => !/type="(module|speculationrules|application\/ld\+json)"/.test(attributes),
      ),
      path,
    ).toEqual([]);

    const module = await request.get(external[0] as string);
    const body = await module.body();
    // The module imports nothing: what the page's HTML names is all the JavaScript it loads.
    expect(body.toString("utf8")).not.toMatch(/\bimport\s*(\(|["'{*]|\w+\s*from)/);
    expect(gzipSync(body, { level: 9 }).length, path).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  }
});

/** The class names a stylesheet defines a rule for (`.sm\\:px-6` is `sm:px-6`). */
function classesIn(css: string): Set<string> {
  return new Set(
    [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) =>
      (match[1] as string).replace(/\\(.)/g, "$1"),
    ),
  );
}

const inlineStylesheet = (html: string) =>
  /<style[^>]*data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/.exec(html);

test("every class on a public page has its rule in the public pages' stylesheet", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the same stylesheet on every device");
  // The console's stylesheet holds every class of the app; the public one only those its
  // sources name (app/site.css). A class the console's sheet styles must be styled here too.
  const consoleSheet = inlineStylesheet(await (await request.get("/admin-auth")).text());
  const consoleClasses = classesIn(consoleSheet?.[2] ?? "");
  expect(consoleClasses.size).toBeGreaterThan(500);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const sheet = inlineStylesheet(await page.content());
    expect(sheet?.[1], path).not.toBe(consoleSheet?.[1]);
    const siteClasses = classesIn(sheet?.[2] ?? "");
    const used = await page.evaluate(() =>
      [...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]),
    );
    const unstyled = [...new Set(used)].filter(
      (name) => consoleClasses.has(name) && !siteClasses.has(name),
    );
    expect(unstyled, `${path}: classes missing from the public stylesheet`).toEqual([]);
  }
});

test("the speculation rules are accepted by Chromium and leave the console out", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the same documents on every device");
  // Chromium reports each rule set it parsed, with an error type when it refused it.
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { sourceText: string; errorType?: string }[] = [];
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.push(ruleSet));
  await cdp.send("Preload.enable");
  await page.goto("/");
  await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.map((ruleSet) => ruleSet.errorType ?? "accepted")).toEqual(["accepted"]);
  const rules = JSON.stringify(JSON.parse(ruleSets[0]?.sourceText ?? "{}"));
  expect(rules).toContain('"/admin/*"');
  expect(rules).toContain('"/admin-auth"');
});

test("a form reads its busy text while it is sent, and answers with the spec's toast", async ({
  page,
}) => {
  await page.goto("/contact");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/contact", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    await route.continue();
  });
  const email = `busy-${Date.now()}@example.pk`;
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Sana");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Busy text check");
  await page.getByRole("button", { name: "Send Message" }).click();

  const busy = page.getByRole("button", { name: "Sending..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  // The toast goes by itself.
  await expect(page.getByText("Message Sent!")).toBeHidden({ timeout: 8_000 });
});
