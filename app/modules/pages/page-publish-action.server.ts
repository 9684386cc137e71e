import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { answerIntent } from "#app/lib/intent-action.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import { formatSiteTime, siteTimeToInstant } from "#app/modules/publishing/schedule-time.ts";
import type { PublishingIntent, PublishingResult } from "./page-action-result.ts";
import { schedulePublish, setPagePublished } from "./page-publishing.server.ts";
import type { SaveOptions } from "./page-rows.server.ts";
import { pageKindOf } from "./page-slugs.ts";

// The page editor's publishing bar (docs/product.md#page-editor): Publish, Unpublish and
// Schedule of the item as last saved, through the functions Page Settings' switch and the
// schedule runner use (page-publishing.server.ts), answered with the managers' toast style.

const NOUNS = { page: "Page", post: "Blog post" } as const;

/** Publishes, unpublishes or schedules item `page` as the posted `intent` says. */
export async function handlePagePublishing(
  db: Database,
  actorId: string,
  page: { id: string; title: string; slug: string },
  formData: FormData,
  options: SaveOptions & { timeZone: string },
) {
  const kind = pageKindOf(page.slug);
  const noun = NOUNS[kind];
  const setPublished = (isPublished: boolean) =>
    setPagePublished(db, actorId, page.id, isPublished, { ...options, kind });
  const answer = await answerIntent<PublishingIntent, { description: string }>(
    formData,
    {
      publish: async () => {
        await setPublished(true);
        return { message: `${noun} published`, description: `“${page.title}” is on the site.` };
      },
      unpublish: async () => {
        await setPublished(false);
        return {
          message: `${noun} unpublished`,
          description: `“${page.title}” is off the site and kept as a draft.`,
        };
      },
      schedule: async () => {
        const posted = formData.get("publishAt");
        const publishAt =
          typeof posted === "string" ? siteTimeToInstant(posted, options.timeZone) : null;
        if (!publishAt) {
          throw new RuleError("invalid", "Enter a date and time", { field: "publishAt" });
        }
        await schedulePublish(db, actorId, page.id, kind, publishAt);
        return {
          message: `${noun} scheduled`,
          description: `“${page.title}” is scheduled to publish on ${formatSiteTime(publishAt, options.timeZone)}.`,
        };
      },
    },
    {
      log: { error: (details, message) => requestLogger()?.error(details, message) },
      fallback: `Failed to update the ${noun.toLowerCase()}`,
      what: "Page editor publishing",
    },
  );
  return "ok" in answer ? data<PublishingResult>(answer) : answer;
}
