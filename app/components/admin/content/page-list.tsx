import { FileText } from "lucide-react";
import { EditSectionsLink } from "#app/components/admin/section-editor/edit-sections-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { postPath } from "#app/modules/blog/blog.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { isPostSlug } from "#app/modules/pages/page-form.ts";
import { slugClash } from "#app/modules/pages/reserved-slugs.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { DeleteButton, EditDeleteButtons } from "./edit-delete-buttons.tsx";
import { formatAdminDate } from "./format-date.ts";
import type { EditablePage } from "./page-dialog.tsx";
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
 * Published or Draft (spec §2); Scheduled while a publish time is pending for an item that is
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
 * the app, why it has none (issue 30).
 */
function PageAddressLine({ page }: { page: PageListRow }) {
  const path = page.address?.path;
  if (path) {
    return (
      <p className="text-sm text-muted-foreground">
        URL: <code className="text-foreground break-all">{path}</code>
      </p>
    );
  }
  return (
    <p className="text-sm font-medium text-destructive">
      No URL: {slugClash(page.slug)?.message ?? "this slug is not free"}.
    </p>
  );
}

/** The Content Manager's list (spec §2): title, Published/Draft, URL, meta description, dates. */
export function PageList({
  pages,
  timeZone,
  onEdit,
  onDelete,
  onHistory,
  onPreview,
}: {
  pages: readonly PageListRow[];
  timeZone: string;
  onEdit: (page: PageListRow) => void;
  onDelete: (page: PageListRow) => void;
  onHistory: (page: PageListRow) => void;
  onPreview: (page: PageListRow) => void;
}) {
  return (
    <Card>
      <CardHeader className="px-4 pb-4 sm:px-6">
        <CardTitle asChild className="text-xl">
          <h2>Website Pages ({pages.length})</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        {pages.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 pb-12 pt-6 text-center text-muted-foreground">
            <FileText aria-hidden="true" className="size-8" />
            <p className="font-medium text-foreground">No pages yet</p>
            <p className="text-sm">Create your first page with New Page.</p>
          </div>
        ) : (
          <ul aria-label="Website pages" className="divide-y border-t">
            {pages.map((page) => (
              <li
                key={page.id}
                className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold break-words">{page.title}</h3>
                    <PublishedBadge row={page} />
                    {page.address?.builtIn ? <Badge variant="outline">Built-in page</Badge> : null}
                  </div>
                  <PageAddressLine page={page} />
                  <ScheduleNote row={page} timeZone={timeZone} />
                  <UrduVersion
                    row={page}
                    timeZone={timeZone}
                    onPreview={onPreview}
                    onHistory={onHistory}
                    onDelete={onDelete}
                  />
                  {page.metaDescription ? (
                    <p className="text-sm break-words">{page.metaDescription}</p>
                  ) : (
                    <p className="text-sm text-muted-foreground italic">No meta description</p>
                  )}
                  <p className="text-xs text-muted-foreground">
                    Created{" "}
                    <time dateTime={page.createdAt}>
                      {formatAdminDate(page.createdAt, timeZone)}
                    </time>
                    {" · "}
                    Updated{" "}
                    <time dateTime={page.updatedAt}>
                      {formatAdminDate(page.updatedAt, timeZone)}
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <EditSectionsLink pageId={page.id} title={page.title} />
                  <PreviewButton title={page.title} onClick={() => onPreview(page)} />
                  <HistoryButton title={page.title} onClick={() => onHistory(page)} />
                  <EditDeleteButtons
                    title={page.title}
                    onEdit={() => onEdit(page)}
                    // A built-in page is never deleted: Page Settings turns it off.
                    onDelete={page.address?.builtIn ? undefined : () => onDelete(page)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
