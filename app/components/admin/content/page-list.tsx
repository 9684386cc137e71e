import {
  ExternalLink,
  FilePlus,
  FileText,
  ImageIcon,
  type LucideIcon,
  Newspaper,
  SquarePen,
} from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { EditSectionsLink } from "#app/components/admin/section-editor/edit-sections-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { postPath } from "#app/modules/blog/blog.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { isPostSlug, type PageKind } from "#app/modules/pages/page-form.ts";
import { slugClash } from "#app/modules/pages/reserved-slugs.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { DeleteButton, EditDeleteButtons } from "./edit-delete-buttons.tsx";
import { formatAdminDate } from "./format-date.ts";
import type { EditablePage, PageDialog } from "./page-dialog.tsx";
import { PreviewButton } from "./preview-dialog.tsx";
import { HistoryButton } from "./revisions-dialog.tsx";

export type PageListRow = EditablePage & {
  createdAt: string;
  updatedAt: string;
  /** The English item's Urdu version (ADR 0020), when it has one. */
  translation?: PageListRow | null;
};

/**
 * Whether an English item has an Urdu version, and that version's state, title, address (a
 * published post's opens in a new tab) and its Preview and History (ADR 0020).
 */
export function UrduVersion({
  row,
  timeZone,
  onPreview,
  onHistory,
  onDelete,
}: {
  row: PageListRow;
  timeZone: string;
  onPreview: (row: PageListRow) => void;
  onHistory: (row: PageListRow) => void;
  /** Deletes the Urdu version only; the English one stays. */
  onDelete: (row: PageListRow) => void;
}) {
  const urdu = row.translation;
  if (!urdu) return <p className="text-xs text-muted-foreground">No Urdu version</p>;
  // A post's Urdu version has a slug of its own (ADR 0020); a page's answers at its page's path.
  const path = isPostSlug(urdu.slug)
    ? localizedPath("ur", postPath(urdu.slug))
    : (urdu.address?.path ?? null);
  return (
    <section
      aria-label={`Urdu version of ${row.title}`}
      className="mt-1 grid gap-1 rounded-md border border-dashed px-3 py-2"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-muted-foreground">Urdu version:</span>
        <span lang="ur" dir="rtl" className="font-semibold break-words">
          {urdu.title}
        </span>
        <PublishedBadge row={urdu} />
      </div>
      {path === null ? null : (
        <p className="text-sm text-muted-foreground">
          URL:{" "}
          {isPostSlug(urdu.slug) && urdu.isPublished ? (
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
      <ScheduleNote row={urdu} timeZone={timeZone} />
      <div className="flex flex-wrap gap-2">
        <PreviewButton title={urdu.title} onClick={() => onPreview(urdu)} />
        <HistoryButton title={urdu.title} onClick={() => onHistory(urdu)} />
        <DeleteButton title={urdu.title} onClick={() => onDelete(urdu)} />
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
  return row.featuredImage ? (
    <img
      src={row.featuredImage}
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

function MetaDescription({ row }: { row: PageListRow }) {
  return row.metaDescription ? (
    <p className="text-sm break-words">{row.metaDescription}</p>
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
  manager: ComponentProps<typeof PageDialog>["manager"];
  /** The list's heading (with the count after it) and its name for screen readers. */
  heading: string;
  listLabel: string;
  empty: { Icon: LucideIcon; title: string; hint: string };
  /** How a row's text and its buttons line up on a wide screen. */
  rowAlign: "sm:items-start" | "sm:items-center";
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
    rowAlign: "sm:items-start",
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
    rowAlign: "sm:items-center",
    Picture: FeaturedImageThumbnail,
    Address: PostAddressLine,
    Dates: CreatedAndTags,
    Actions: ViewPostLink,
    deletable: () => true,
  },
};

/**
 * A manager's list: each item's title, status, URL, schedule and Urdu version, with
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
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold break-words">{row.title}</h3>
                    <PublishedBadge row={row} />
                    {Badges ? <Badges row={row} timeZone={timeZone} /> : null}
                  </div>
                  <Address row={row} timeZone={timeZone} />
                  <ScheduleNote row={row} timeZone={timeZone} />
                  <UrduVersion
                    row={row}
                    timeZone={timeZone}
                    onPreview={onPreview}
                    onHistory={onHistory}
                    onDelete={onDelete}
                  />
                  {Summary ? <Summary row={row} timeZone={timeZone} /> : null}
                  <Dates row={row} timeZone={timeZone} />
                </div>
              );
              return (
                <li
                  key={row.id}
                  className={`flex flex-col gap-3 px-4 py-4 sm:flex-row ${list.rowAlign} sm:justify-between sm:px-6`}
                >
                  {Picture ? (
                    <div className="flex min-w-0 items-start gap-4">
                      <Picture row={row} timeZone={timeZone} />
                      {text}
                    </div>
                  ) : (
                    text
                  )}
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {Actions ? <Actions row={row} timeZone={timeZone} /> : null}
                    <EditSectionsLink pageId={row.id} title={row.title} kind={kind} />
                    <PreviewButton title={row.title} onClick={() => onPreview(row)} />
                    <HistoryButton title={row.title} onClick={() => onHistory(row)} />
                    <EditDeleteButtons
                      title={row.title}
                      onEdit={() => onEdit(row)}
                      onDelete={list.deletable(row) ? () => onDelete(row) : undefined}
                    />
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
