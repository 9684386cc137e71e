// The Activity screen's reading of the log (recording stays in modules/activity, which
// every module writes to; reading names pages, plans and people, so it lives above them).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  activityLog,
  leads,
  mediaFiles,
  pricingPlans,
  users,
  websitePages,
} from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { pageKindOf } from "#app/modules/pages/page-slugs.ts";
import { siteTimeToInstant } from "#app/modules/publishing/schedule-time.ts";
import {
  ACTIVITY_KINDS,
  type ActivityRecord,
  type ActivitySubject,
  subjectIds,
  subjectKey,
} from "./activity-description.ts";
import { type ActivityFilters, NO_PERSON } from "./activity-filters.ts";

export const ACTIVITY_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The day after a calendar day (yyyy-MM-dd). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The filters as one condition, each served by an index: the kind by (entity, created_at),
 * the person by (user_id, created_at), the days by created_at (midnights in the site's zone).
 */
function filterCondition(filters: ActivityFilters, timeZone: string): SQL | undefined {
  const midnight = (day: string) => siteTimeToInstant(`${day}T00:00`, timeZone);
  const from = filters.from ? midnight(filters.from) : null;
  const to = filters.to ? midnight(nextDay(filters.to)) : null;
  return and(
    filters.kind
      ? inArray(activityLog.entity, [...ACTIVITY_KINDS[filters.kind].entities])
      : undefined,
    filters.person === NO_PERSON
      ? isNull(activityLog.userId)
      : filters.person
        ? eq(activityLog.userId, filters.person)
        : undefined,
    from ? gte(activityLog.createdAt, from) : undefined,
    to ? lt(activityLog.createdAt, to) : undefined,
  );
}

/** Entries newest first with who did them, filtered, one page of them. */
export async function listActivity(db: Database, filters: ActivityFilters, timeZone: string) {
  const where = filterCondition(filters, timeZone);
  const [total] = await db.select({ n: count() }).from(activityLog).where(where);
  const n = total?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(n / ACTIVITY_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
      userId: activityLog.userId,
      actorEmail: users.email,
      actorName: users.name,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  return { rows, total: n, page, pageCount };
}

/**
 * The records a page of entries is about that still exist, with their current names: one
 * query per table named, whatever the number of entries.
 */
export async function findActivitySubjects(
  db: Database,
  entries: readonly ActivityRecord[],
): Promise<Map<string, ActivitySubject>> {
  const ids = subjectIds(entries);
  const uuids = (set: Set<string>) => [...set].filter((id) => UUID.test(id));
  const subjects = new Map<string, ActivitySubject>();
  const add = (entity: string, rows: { id: string; name: string; kind?: "page" | "post" }[]) => {
    for (const { id, ...subject } of rows) subjects.set(subjectKey(entity, id), subject);
  };
  const [leadIds, pageIds, planIds, mediaIds, userIds] = [
    uuids(ids.leads),
    uuids(ids.pages),
    uuids(ids.plans),
    uuids(ids.media),
    [...ids.users],
  ];
  if (leadIds.length > 0) {
    add(
      "leads",
      await db
        .select({ id: leads.id, name: leads.name })
        .from(leads)
        .where(inArray(leads.id, leadIds)),
    );
  }
  if (pageIds.length > 0) {
    const pages = await db
      .select({
        id: websitePages.id,
        name: englishOf(websitePages.title),
        slug: englishOf(websitePages.slug),
      })
      .from(websitePages)
      .where(inArray(websitePages.id, pageIds));
    add(
      "website_pages",
      pages.map(({ id, name, slug }) => ({ id, name, kind: pageKindOf(slug) })),
    );
  }
  if (planIds.length > 0) {
    add(
      "pricing_plans",
      await db
        .select({ id: pricingPlans.id, name: englishOf(pricingPlans.name) })
        .from(pricingPlans)
        .where(inArray(pricingPlans.id, planIds)),
    );
  }
  if (mediaIds.length > 0) {
    add(
      "media_files",
      await db
        .select({ id: mediaFiles.id, name: mediaFiles.originalName })
        .from(mediaFiles)
        .where(inArray(mediaFiles.id, mediaIds)),
    );
  }
  if (userIds.length > 0) {
    add(
      "users",
      await db
        .select({ id: users.id, name: users.email })
        .from(users)
        .where(inArray(users.id, userIds)),
    );
  }
  return subjects;
}

/** The people the person filter offers: every user, by name. */
export async function listActivityPeople(db: Database) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(asc(users.name), asc(users.email));
  return rows.map(({ id, name, email }) => ({ id, name: name.trim() || email }));
}
