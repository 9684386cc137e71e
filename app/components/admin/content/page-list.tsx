import {
  CircleCheck,
  ExternalLink,
  FilePlus,
  FileText,
  ImageIcon,
  type LucideIcon,
  Newspaper,
  SquarePen,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EditSectionsLink } from "#app/components/admin/section-editor/edit-sections-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { postPath } from "#app/modules/blog/blog.ts";
import { countInWords } from "#app/modules/i18n/count-words.ts";
import {
  LANGUAGE_NAMES,
  LOCALE_INFO,
  localizedPath,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "#app/modules/i18n/locales.ts";
import { isPostSlug, type PageKind } from "#app/modules/pages/page-slugs.ts";
import { pictureOf } from "#app/modules/pages/post-fields.ts";
import { seoOfContentRow } from "#app/modules/pages/public-page-seo.ts";
import { slugClash } from "#app/modules/pages/reserved-slugs.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { formatAdminDate } from "./format-date.ts";
import type { EditablePage, Manager } from "./page-editor-form.tsx";
import { DeleteButton, EditButton, HistoryButton, PreviewButton } from "./row-action-buttons.tsx";

export type PageListRow = Omit<EditablePage, "translations"> & {
  createdAt: string;
  updatedAt: string;
  /** The item's versions in other languages (ADR 0042), one per language it has. */
  translations?: PageListRow[];
  /** How many of its texts (title, SEO fields, sections) each other language lacks (ADR 0051). */
  missingTexts?: Partial<Record<TranslatedLocale, number>>;
};

/**
 * Whether every text of the item is written in `locale`, or how many are not, linked to the
 * Translations view (ADR 0051): a version exists where its title is written (ADR 0042), and is
 * complete when its SEO fields and sections are too.
 */
function TranslationStatus({ row, locale }: { row: PageListRow; locale: TranslatedLocale }) {
  const missing = row.missingTexts?.[locale];
  if (missing === undefined) return null;
  const language = LANGUAGE_NAMES[locale];
  if (missing === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <CircleCheck aria-hidden="true" className="size-3.5 text-green-600" />
        {language}: complete
      </span>
    );
  }
  return (
    <Link
      to={`/admin/translations?language=${locale}`}
      className="text-xs font-medium text-amber-800 underline underline-offset-4 dark:text-amber-300"
    >
      {language}: {countInWords(missing, { one: "text", other: "texts" })} missing
    </Link>
  );
}

/**
 * Whether an item has a version in `locale`, and that version's state, title, address (a
 * published post's opens in a new tab) and its Preview and History (ADR 0042).
 */
export function TranslatedVersion({
  row,
  locale,
  timeZone,
  onPreview,
  onHistory,
  onDelete,
}: {
  row: PageListRow;
  locale: TranslatedLocale;
  timeZone: string;
  onPreview: (row: PageListRow) => void;
  onHistory: (row: PageListRow) => void;
  /** Deletes this version only; the English one stays. */
  onDelete: (row: PageListRow) => void;
}) {
  const language = LANGUAGE_NAMES[locale];
  const version = row.translations?.find((translation) => translation.locale === locale);
  if (!version) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span>No {language} version</span>
        <TranslationStatus row={row} locale={locale} />
      </p>
    );
  }
  // A post's version has a slug of its own (ADR 0042); a page's answers at its page's path.
  const path = isPostSlug(version.slug)
    ? localizedPath(locale, postPath(version.slug))
    : (version.address?.path ?? null);
  return (
    <section
      aria-label={`${language} version of ${row.title}`}
      className="mt-1 grid gap-1 rounded-md border border-dashed px-3 py-2"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-muted-foreground">{language} version:</span>
        <span
          lang={LOCALE_INFO[locale].lang}
          dir={LOCALE_INFO[locale].dir}
          className="font-semibold break-words"
        >
          {version.title}
        </span>
        <PublishedBadge row={version} />
        <TranslationStatus row={row} locale={locale} />
      </div>
      {path === null ? null : (
        <p className="text-sm text-muted-foreground">
          URL:{" "}
          {isPostSlug(version.slug) && version.isPublished ? (
            <a
              href={path}
              target="_blank"
              rel="noopener noreferrer"
              className="text-foreground break-all underline-offset-4 hover:underline"
            >
              <code>{path}</code>
            </a>
          ) : (
            <code className="text-foreground break-all">{path}</code>
          )}
        </p>
      )}
      <ScheduleNote row={version} timeZone={timeZone} />
      <div className="flex flex-wrap gap-2">
        <PreviewButton title={version.title} onClick={() => onPreview(version)} />
        <HistoryButton title={version.title} onClick={() => onHistory(version)} />
        <DeleteButton title={version.title} onClick={() => onDelete(version)} />
      </div>
    </section>
  );
}

/**
 * Published or Draft (docs/product.md#content-pages-and-blog-posts); Scheduled while a publish time is pending for an item that is
 * not live; and whether a published item has unpublished changes.
 */
export function PublishedBadge({
  row,
}: {
  row: Pick<PageListRow, "isPublished" | "draft" | "publishAt">;
}) {
  const status = row.isPublished
    ? row.draft
      ? "Published · unpublished changes"
      : "Published"
    : row.publishAt
      ? "Scheduled"
      : "Draft";
  return <Badge variant={row.isPublished ? "default" : "secondary"}>{status}</Badge>;
}

/** "Publishes Nov 24, 2026, 9:00 AM" / "Unpublishes ...", when a time is pending. */
export function ScheduleNote({
  row,
  timeZone,
}: {
  row: Pick<PageListRow, "publishAt" | "unpublishAt">;
  timeZone: string;
}) {
  if (!row.publishAt && !row.unpublishAt) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {row.publishAt ? `Publishes ${formatSiteTime(row.publishAt, timeZone)}` : null}
      {row.publishAt && row.unpublishAt ? " · " : null}
      {row.unpublishAt ? `Unpublishes ${formatSiteTime(row.unpublishAt, timeZone)}` : null}
    </p>
  );
}

/**
 * A page's URL: where it answers once published (Home at `/`), or, when its slug belongs to
 * the app, why it has none (docs/product.md#pages-from-sections).
 */
function PageAddressLine({ row }: { row: PageListRow }) {
  const path = row.address?.path;
  if (path) {
    return (
      <p className="text-sm text-muted-foreground">
        URL: <code className="text-foreground break-all">{path}</code>
      </p>
    );
  }
  return (
    <p className="text-sm font-medium text-destructive">
      No URL: {slugClash(row.slug)?.message ?? "this slug is not free"}.
    </p>
  );
}

function BuiltInBadge({ row }: { row: PageListRow }) {
  return row.address?.builtIn ? <Badge variant="outline">Built-in page</Badge> : null;
}

/** A post's public URL, /blog/{slug without blog/}. */
function PostAddressLine({ row }: { row: PageListRow }) {
  return (
    <p className="text-sm text-muted-foreground">
      URL: <code className="text-foreground break-all">{postPath(row.slug)}</code>
    </p>
  );
}

/** A post's featured image beside its text on wider screens, or a placeholder. */
function FeaturedImageThumbnail({ row }: { row: PageListRow }) {
  const picture = pictureOf(row);
  return picture ? (
    <img
      src={picture}
      alt=""
      loading="lazy"
      className="hidden aspect-[4/3] w-20 shrink-0 rounded-md border bg-muted object-cover sm:block"
    />
  ) : (
    <div
      aria-hidden="true"
      className="hidden aspect-[4/3] w-20 shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground sm:flex"
    >
      <ImageIcon className="size-5" />
    </div>
  );
}

/** The row's description as a content page's head takes it (public-page-seo.ts), or none. */
function MetaDescription({ row }: { row: PageListRow }) {
  const { description } = seoOfContentRow(row);
  return description ? (
    <p className="text-sm break-words">{description}</p>
  ) : (
    <p className="text-sm text-muted-foreground italic">No meta description</p>
  );
}

function CreatedAndUpdated({ row, timeZone }: RowPartProps) {
  return (
    <p className="text-xs text-muted-foreground">
      Created <time dateTime={row.createdAt}>{formatAdminDate(row.createdAt, timeZone)}</time>
      {" · "}
      Updated <time dateTime={row.updatedAt}>{formatAdminDate(row.updatedAt, timeZone)}</time>
    </p>
  );
}

function CreatedAndTags({ row, timeZone }: RowPartProps) {
  return (
    <p className="text-xs text-muted-foreground">
      <time dateTime={row.createdAt}>{formatAdminDate(row.createdAt, timeZone)}</time>
      {row.tags.length > 0 ? ` · ${row.tags.join(", ")}` : null}
    </p>
  );
}

/** A published post's View button: its public URL in a new tab. */
function ViewPostLink({ row }: { row: PageListRow }) {
  if (!row.isPublished) return null;
  return (
    <a
      href={postPath(row.slug)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View ${row.title} (opens in a new tab)`}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <ExternalLink aria-hidden="true" />
      <span aria-hidden="true">View</span>
    </a>
  );
}

type RowPartProps = { row: PageListRow; timeZone: string };
type RowPart = (props: RowPartProps) => ReactNode;

/** What sets one kind's manager apart: its texts, the columns and lines of a row, its actions. */
type PageListKind = {
  /** The manager's heading, subtitle and create button. */
  title: string;
  subtitle: string;
  newLabel: string;
  NewIcon: LucideIcon;
  /** Which manager the create and edit dialog belongs to. */
  manager: Manager;
  /** The list's heading (with the count after it) and its name for screen readers. */
  heading: string;
  listLabel: string;
  empty: { Icon: LucideIcon; title: string; hint: string };
  /** How a row's text and its buttons line up when the buttons fit beside the text. */
  rowAlign: "items-start" | "items-center";
  /** The row's picture column, badges after its status, URL line, summary and dates line. */
  Picture?: RowPart;
  Badges?: RowPart;
  Address: RowPart;
  Summary?: RowPart;
  Dates: RowPart;
  /** Buttons before Edit with preview / Edit sections. */
  Actions?: RowPart;
  /** Whether a row offers Delete. */
  deletable: (row: PageListRow) => boolean;
};

/** The Content Manager's pages and the Blog Manager's posts. */
export const PAGE_LISTS: Record<PageKind, PageListKind> = {
  page: {
    title: "Content Pages",
    subtitle: "Manage your website's pages, their text and SEO details",
    newLabel: "New Page",
    NewIcon: FilePlus,
    manager: "content",
    heading: "Website Pages",
    listLabel: "Website pages",
    empty: { Icon: FileText, title: "No pages yet", hint: "Create your first page with New Page." },
    rowAlign: "items-start",
    Badges: BuiltInBadge,
    Address: PageAddressLine,
    Summary: MetaDescription,
    Dates: CreatedAndUpdated,
    // A built-in page is never deleted: Page Settings turns it off.
    deletable: (row) => !row.address?.builtIn,
  },
  post: {
    title: "Blog Posts",
    subtitle: "Write, publish and manage the posts on your blog",
    newLabel: "New Post",
    NewIcon: SquarePen,
    manager: "blog",
    heading: "Blog Posts",
    listLabel: "Blog posts",
    empty: {
      Icon: Newspaper,
      title: "No blog posts yet",
      hint: "Write your first post with New Post.",
    },
    rowAlign: "items-center",
    Picture: FeaturedImageThumbnail,
    Address: PostAddressLine,
    Dates: CreatedAndTags,
    Actions: ViewPostLink,
    deletable: () => true,
  },
};

/**
 * A manager's list: each item's title, status, URL, schedule and translated versions, with
 * its kind's columns and lines (a page's meta description and dates, a post's image, date and
 * tags) and its actions.
 */
export function PageList({
  kind,
  rows,
  timeZone,
  onEdit,
  onDelete,
  onHistory,
  onPreview,
}: {
  kind: PageKind;
  rows: readonly PageListRow[];
  timeZone: string;
  onEdit: (row: PageListRow) => void;
  onDelete: (row: PageListRow) => void;
  onHistory: (row: PageListRow) => void;
  onPreview: (row: PageListRow) => void;
}) {
  const list = PAGE_LISTS[kind];
  const { Picture, Badges, Address, Summary, Dates, Actions, empty } = list;
  return (
    <Card>
      <CardHeader className="px-4 pb-4 sm:px-6">
        <CardTitle asChild className="text-xl">
          <h2>
            {list.heading} ({rows.length})
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 pb-12 pt-6 text-center text-muted-foreground">
            <empty.Icon aria-hidden="true" className="size-8" />
            <p className="font-medium text-foreground">{empty.title}</p>
            <p className="text-sm">{empty.hint}</p>
          </div>
        ) : (
          <ul aria-label={list.listLabel} className="divide-y border-t">
            {rows.map((row) => {
              const text = (
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold break-words">{row.title}</h3>
                    <PublishedBadge row={row} />
                    {Badges ? <Badges row={row} timeZone={timeZone} /> : null}
                  </div>
                  <Address row={row} timeZone={timeZone} />
                  <ScheduleNote row={row} timeZone={timeZone} />
                  {TRANSLATED_LOCALES.map((locale) => (
                    <TranslatedVersion
                      key={locale}
                      row={row}
                      locale={locale}
                      timeZone={timeZone}
                      onPreview={onPreview}
                      onHistory={onHistory}
                      onDelete={onDelete}
                    />
                  ))}
                  {Summary ? <Summary row={row} timeZone={timeZone} /> : null}
                  <Dates row={row} timeZone={timeZone} />
                </div>
              );
              return (
                // The text takes the row's width; the buttons sit beside it while it keeps at
                // least basis-md, and wrap below it otherwise (a post's six need most of a row).
                <li
                  key={row.id}
                  className={`flex flex-wrap gap-3 px-4 py-4 ${list.rowAlign} sm:px-6`}
                >
                  <div className="flex min-w-0 flex-1 basis-md items-start gap-4">
                    {Picture ? <Picture row={row} timeZone={timeZone} /> : null}
                    {text}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {Actions ? <Actions row={row} timeZone={timeZone} /> : null}
                    <EditSectionsLink pageId={row.id} title={row.title} kind={kind} />
                    <PreviewButton title={row.title} onClick={() => onPreview(row)} />
                    <HistoryButton title={row.title} onClick={() => onHistory(row)} />
                    <EditButton title={row.title} onClick={() => onEdit(row)} />
                    {list.deletable(row) ? (
                      <DeleteButton title={row.title} onClick={() => onDelete(row)} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
