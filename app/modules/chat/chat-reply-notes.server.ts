import type { Database } from "#app/db/client.server.ts";
import type { ReplyNote } from "#app/modules/business-hours/reply-note-at.ts";
import { replyNotes } from "#app/modules/business-hours/reply-notes.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { ChangeFeed } from "#app/modules/live/change-feed.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { getBuiltInPage, rememberedPublicPage } from "#app/modules/pages/public-pages.server.ts";
import { visibleSections } from "#app/modules/sections/page-body.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";

/**
 * What the chat button says outside the business hours for the coming week (ADR 0049): the
 * contact page's hours, the first hours section it shows; none without one. The page's body is
 * the one the contact page is drawn from, kept in memory until a page changes.
 */
export async function chatReplyNotes(
  { db, changes, log }: { db: Database; changes: ChangeFeed; log: Logger },
  place: { locale: Locale; zone: string; zoneLabel: string },
  now = Date.now(),
): Promise<ReplyNote[]> {
  const page = await rememberedPublicPage(changes, "built-in:contact:en", () =>
    getBuiltInPage(db, "contact", "en", log),
  );
  const hours = visibleSections(page.body).find((section) => section.type === "businessHours");
  // The body was parsed against the section's type (page-body.ts).
  const props = hours?.props as SectionProps<"businessHours"> | undefined;
  return props ? replyNotes(props.week, place, now) : [];
}
