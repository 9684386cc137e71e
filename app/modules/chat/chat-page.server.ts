import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pricingPlans, websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { type Locale, pathWithoutLocale } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import { builtInSlugOfPath } from "#app/modules/sections/built-in/built-in-pages.ts";
import { readPageBody, visibleSections } from "#app/modules/sections/page-body.ts";
import type { SectionButton } from "#app/modules/sections/section-fields.ts";
import { parseSectionLinkRef } from "./chat-start-path.ts";

const BLOG_PATH = "/blog";

/** What a chat started from a page reads of it, in the chat's language. */
export type ChatPage = {
  /** Its title; the path itself where no page answers (a host's booking page, a 404). */
  title: string;
  /** Its own chat message ("" where it has none). */
  message: string;
  /** The message of its "WhatsApp chat" button `link` refers to ("" where there is none). */
  linkMessage: string;
};

/**
 * The published page or post at `path` (a page's address, `/ur/…` included) as a chat started
 * on it reads it (docs/decisions/0048-chat-links-inside-pages.md), in `locale`, English where it
 * has none: the message still says where the visitor was when no page answers.
 */
export async function chatPageOf(
  db: Database,
  path: string,
  locale: Locale,
  link: string | null,
): Promise<ChatPage> {
  const bare = pathWithoutLocale(path);
  const slugColumn = bare.startsWith(`${BLOG_PATH}/`) ? locale : "en";
  const slug = bare.startsWith(`${BLOG_PATH}/`)
    ? `${BLOG_SLUG_PREFIX}${bare.slice(BLOG_PATH.length + 1)}`
    : (builtInSlugOfPath(bare) ?? bare.slice(1));
  const [row] = await db
    .select({
      title: websitePages.title,
      chatMessage: websitePages.chatMessage,
      sections: websitePages.sections,
    })
    .from(websitePages)
    .where(
      and(
        sql`(${websitePages.slug} ->> ${slugColumn}) = ${slug}`,
        eq(websitePages.isPublished, true),
      ),
    );
  if (!row) return { title: path, message: "", linkMessage: "" };
  return {
    title: textIn(row.title, locale) || path,
    message: textIn(row.chatMessage, locale),
    linkMessage: linkMessageOf(row.sections, link, locale),
  };
}

/** The message of the visible "WhatsApp chat" button `link` names in a stored body, or "". */
function linkMessageOf(stored: unknown, link: string | null, locale: Locale): string {
  const ref = parseSectionLinkRef(link);
  const { body } = ref ? readPageBody(stored) : { body: null };
  if (!ref || !body) return "";
  const section = visibleSections(body).find((candidate) => candidate.props.id === ref.sectionId);
  const buttons = section?.props.buttons;
  const button = Array.isArray(buttons) ? (buttons[ref.buttonIndex] as SectionButton) : undefined;
  return button?.kind === "whatsapp" ? textIn(button.message, locale) : "";
}

/** An offered plan's name in `locale`, or null for an id that names none. */
export async function chatPlanName(
  db: Database,
  planId: string,
  locale: Locale,
): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(planId)) return null;
  const [row] = await db
    .select({ name: pricingPlans.name })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.id, planId), eq(pricingPlans.isActive, true)));
  return row ? textIn(row.name, locale) : null;
}
