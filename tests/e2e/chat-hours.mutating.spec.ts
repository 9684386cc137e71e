import { expect, test } from "@playwright/test";
import { translator } from "#app/modules/i18n/i18n.ts";
import { offerChat } from "./chat-number.ts";
import { queryRows } from "./db.ts";

// Outside the business hours the chat button says when the team replies (ADR 0049). The hours
// are set so that today, in the site's time zone (Asia/Karachi), is closed: the note names
// tomorrow's opening, from the server's render without JavaScript and from the page's script.

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

test.use({ viewport: { width: 1366, height: 768 } });

test("outside the hours the button says when the team replies, still opening the chat", async ({
  browser,
  request,
}) => {
  await offerChat(request);
  const [saved] = await queryRows<{ sections: unknown }>(
    "SELECT sections FROM website_pages WHERE slug ->> 'en' = 'contact'",
  );
  const weekday = (offset: number) =>
    new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "Asia/Karachi" })
      .format(Date.now() + offset * 86_400_000)
      .toLowerCase();
  const today = weekday(0);
  const week = Object.fromEntries(
    DAYS.map((day) => [
      day,
      day === today ? { opens: "", closes: "" } : { opens: "09:00", closes: "18:00" },
    ]),
  );
  try {
    await queryRows(
      `UPDATE website_pages SET sections = jsonb_set(sections, '{content}', (
         SELECT jsonb_agg(CASE WHEN section ->> 'type' = 'businessHours'
           THEN jsonb_set(section, '{props,week}', $1::jsonb) ELSE section END ORDER BY position)
         FROM jsonb_array_elements(sections -> 'content') WITH ORDINALITY AS list(section, position)
       )), updated_at = now() WHERE slug ->> 'en' = 'contact'`,
      [JSON.stringify(week)],
    );
    const tomorrow = weekday(1);
    const expected = translator("en")("chat.replyOn", {
      day: tomorrow[0]!.toUpperCase() + tomorrow.slice(1),
      time: "9:00 AM PKT",
    });
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const button = page.locator("a[data-chat-button]");
      await expect(async () => {
        await page.goto("/about");
        await expect(page.locator("#chat-reply-note")).toHaveText(expected, { timeout: 500 });
      }).toPass();
      // Shown on a wide screen as a padded pill its text fits in.
      const note = await page.locator("#chat-reply-note").evaluate((element) => ({
        padding: Number.parseFloat(getComputedStyle(element).paddingInlineStart),
        overflows: element.scrollWidth > element.clientWidth,
      }));
      expect(note).toEqual({ padding: 12, overflows: false });
      await expect(button).toHaveAccessibleName(translator("en")("chat.button"));
      await expect(button).toHaveAccessibleDescription(expected);
      await expect(button).toHaveAttribute("href", "/chat/whatsapp?from=%2Fabout");
      await context.close();
    }
  } finally {
    await queryRows(
      "UPDATE website_pages SET sections = $1::jsonb, updated_at = now() WHERE slug ->> 'en' = 'contact'",
      [JSON.stringify(saved!.sections)],
    );
  }
});
