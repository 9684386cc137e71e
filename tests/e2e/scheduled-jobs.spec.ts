import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { queryRows } from "./db.ts";
import { E2E_PORT } from "./fixtures.ts";
import { expectNotReloaded, markPage } from "./live-page.ts";
import { type OwnServer, ownServerWithMail, signedInConsole, siteTimeAhead } from "./own-server.ts";

// What happens at a time rather than on a request (issues 17 and 18): scheduled publishing and
// unpublishing, and the daily follow-up digest. They run on a server of this spec's own, whose
// clock the spec moves and which it stops and starts again; it e-mails a local SMTP server.

const ADMIN = { email: "scheduler@e2e.test", password: "scheduler-e2e-password" };
const TEAM_INBOX = "team@e2e.test";
const MINUTE = 60_000;
const RUN = Date.now().toString(36);
/** A schedule is polled every 5 s here (SCHEDULE_POLL_SECONDS), then reaches open pages live. */
const ON_TIME = { timeout: 20_000 };

// Saves in the console take seconds when two workers share two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

const mailing = ownServerWithMail(E2E_PORT + 50, {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  NOTIFY_TO: TEAM_INBOX,
  // Every hour is past the digest hour: the digest goes out on the first outbox pass.
  FOLLOW_UP_DIGEST_HOUR: "0",
  SCHEDULE_POLL_SECONDS: "5",
});
const mail = mailing.mail;
let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await mailing.start();
  server = mailing.server;
});

test.afterAll(() => mailing.stop());

test.beforeEach(() => test.setTimeout(120_000));

const adminPage = (browser: Browser) => signedInConsole(browser, server, ADMIN);

async function schedulePost(admin: Page, title: string, slug: string, publishAt: string) {
  await admin.goto("/admin/blog");
  await admin.getByRole("button", { name: "New Post" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Blog Post" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Slug" }).fill(slug);
  await dialog.getByRole("textbox", { name: "Content" }).fill(`Scheduled text ${RUN}`);
  await dialog.getByRole("tab", { name: "SEO & Settings" }).click();
  await dialog.getByRole("switch", { name: "Published" }).click();
  await dialog.getByLabel("Publish at", { exact: true }).fill(publishAt);
  await dialog.getByRole("button", { name: "Create Blog Post" }).click();
  await expect(admin.getByText("Blog post saved")).toBeVisible();
  await expect(postRow(admin, title).getByText("Scheduled", { exact: true })).toBeVisible();
}

function postRow(admin: Page, title: string) {
  return admin
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: title }) });
}

async function publicText(path: string): Promise<string> {
  return (await fetch(`${server.baseURL}${path}`)).text();
}

test("a post scheduled two minutes ahead goes live when the clock gets there, on /blog, the sitemap, RSS and an open page; its unpublish runs too", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const title = `On time ${RUN}`;
  const slug = `scheduled-${RUN}`;
  await schedulePost(admin, title, slug, await siteTimeAhead(server, 2));

  const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await visitor.goto("/blog");
  await markPage(visitor);
  await expect(visitor.getByRole("heading", { name: "Blog" }).first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect(await publicText("/sitemap.xml")).not.toContain(`/blog/${slug}`);

  // Nobody visits; the clock passes the time: the post is live within the poll.
  await server.moveClock(3 * MINUTE);
  await expect(visitor.getByText(title)).toBeVisible(ON_TIME);
  await expectNotReloaded(visitor);
  expect(await publicText("/sitemap.xml")).toContain(`/blog/${slug}`);
  expect(await publicText("/blog/rss.xml")).toContain(title);
  expect((await fetch(`${server.baseURL}/blog/${slug}`)).status).toBe(200);

  // Withdraw it two minutes from now.
  await admin.goto("/admin/blog");
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Blog Post" });
  await dialog.getByRole("tab", { name: "SEO & Settings" }).click();
  await dialog.getByLabel("Unpublish at", { exact: true }).fill(await siteTimeAhead(server, 2));
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText(`is live at /blog/${slug}`)).toBeVisible();

  await server.moveClock(3 * MINUTE);
  await expect(visitor.getByText(title)).toHaveCount(0, ON_TIME);
  expect(await publicText("/sitemap.xml")).not.toContain(`/blog/${slug}`);
  expect(await publicText("/blog/rss.xml")).not.toContain(title);
  expect((await fetch(`${server.baseURL}/blog/${slug}`)).status).toBe(404);
  const ran = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = (SELECT id::text FROM website_pages WHERE slug ->> 'en' = $1) AND action LIKE 'scheduled_%' ORDER BY id",
    [`blog/${slug}`],
    server.databaseUrl,
  );
  expect(ran.map((row) => row.action)).toEqual([
    "scheduled_publish_post",
    "scheduled_unpublish_post",
  ]);
});

test("a schedule that fell due while the server was stopped runs as soon as it starts", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const title = `While down ${RUN}`;
  const slug = `while-down-${RUN}`;
  await schedulePost(admin, title, slug, await siteTimeAhead(server, 2));
  await admin.context().close();

  await server.stop();
  await server.moveClock(5 * MINUTE);
  await server.start();
  // Sooner than a poll (5 s): the pass at start ran it.
  await expect
    .poll(async () => (await fetch(`${server.baseURL}/blog/${slug}`)).status, { timeout: 3_000 })
    .toBe(200);
  expect(await publicText("/blog")).toContain(title);
});

test("the follow-up digest reaches the lead's owner once, across a restart", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const [owner] = await queryRows<{ id: string }>(
    "SELECT id FROM users WHERE email = $1",
    [ADMIN.email],
    server.databaseUrl,
  );
  const name = `Digest ${RUN}`;
  const [lead] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source) VALUES ($1, $2, 'get_started_form') RETURNING id",
    [name, `digest-${RUN}@example.pk`],
    server.databaseUrl,
  );
  await admin.goto(`/admin/leads/${lead?.id}`);
  await expect(admin.getByRole("heading", { name: "Notes & Timeline" })).toBeVisible();
  await admin.waitForLoadState("networkidle");
  await admin.getByRole("combobox", { name: "Owner" }).selectOption(owner?.id ?? "");
  await expect(admin.getByText("Owner updated")).toBeVisible();
  const today = (await siteTimeAhead(server, 0)).slice(0, 10);
  await admin.getByLabel(/Follow up on/).fill(`${today}T23:59`);
  await admin.getByLabel("Follow-up note").fill("Send the Pro quote");
  await admin.getByRole("button", { name: "Set follow-up" }).click();
  await expect(admin.getByText("Follow-up set", { exact: true })).toBeVisible();

  const digests = () =>
    mail.received.filter(
      (message) => message.to.includes(ADMIN.email) && message.raw.includes("due"),
    );
  // The outbox's next pass (every 15 s) queues and sends it.
  await expect.poll(() => digests().length, { timeout: 30_000 }).toBe(1);
  expect(digests()[0]?.raw).toContain(name);

  await server.stop();
  await server.start();
  // A new lead wakes the outbox at once: when its e-mail to the team has arrived, a whole pass
  // has run after the restart, digest included.
  const leadsMailed = mail.received.filter((message) => message.to.includes(TEAM_INBOX)).length;
  const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await visitor.goto("/contact");
  await visitor.getByRole("textbox", { name: "First Name", exact: true }).fill("Sana");
  await visitor.getByRole("textbox", { name: "Last Name", exact: true }).fill("Malik");
  await visitor.getByRole("textbox", { name: "Email", exact: true }).fill(`wake-${RUN}@example.pk`);
  await visitor.getByRole("textbox", { name: "Message", exact: true }).fill("Do you serve Lahore?");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message Sent!")).toBeVisible();
  await expect
    .poll(() => mail.received.filter((message) => message.to.includes(TEAM_INBOX)).length, {
      timeout: 15_000,
    })
    .toBe(leadsMailed + 1);
  expect(digests()).toHaveLength(1);
});
