import { ExternalLink, ImageIcon, Newspaper } from "lucide-react";
import { EditSectionsLink } from "#app/components/admin/section-editor/edit-sections-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { postPath } from "#app/modules/blog/blog.ts";
import { EditDeleteButtons } from "./edit-delete-buttons.tsx";
import { formatAdminDate } from "./format-date.ts";
import { type PageListRow, PublishedBadge, ScheduleNote, UrduVersion } from "./page-list.tsx";
import { PreviewButton } from "./preview-dialog.tsx";
import { HistoryButton } from "./revisions-dialog.tsx";

/**
 * The Blog Manager's list (spec §2): title, Published/Draft, public URL and date; a published
 * post has a View button that opens /blog/{slug without blog/} in a new tab.
 */
export function PostList({
  posts,
  timeZone,
  onEdit,
  onDelete,
  onHistory,
  onPreview,
}: {
  posts: readonly PageListRow[];
  timeZone: string;
  onEdit: (post: PageListRow) => void;
  onDelete: (post: PageListRow) => void;
  onHistory: (post: PageListRow) => void;
  onPreview: (post: PageListRow) => void;
}) {
  return (
    <Card>
      <CardHeader className="px-4 pb-4 sm:px-6">
        <CardTitle asChild className="text-xl">
          <h2>Blog Posts ({posts.length})</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        {posts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 pb-12 pt-6 text-center text-muted-foreground">
            <Newspaper aria-hidden="true" className="size-8" />
            <p className="font-medium text-foreground">No blog posts yet</p>
            <p className="text-sm">Write your first post with New Post.</p>
          </div>
        ) : (
          <ul aria-label="Blog posts" className="divide-y border-t">
            {posts.map((post) => {
              const path = postPath(post.slug);
              return (
                <li
                  key={post.id}
                  className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
                >
                  <div className="flex min-w-0 items-start gap-4">
                    {post.featuredImage ? (
                      <img
                        src={post.featuredImage}
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
                    )}
                    <div className="grid min-w-0 gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-semibold break-words">{post.title}</h3>
                        <PublishedBadge row={post} />
                      </div>
                      <p className="text-sm text-muted-foreground">
                        URL: <code className="text-foreground break-all">{path}</code>
                      </p>
                      <ScheduleNote row={post} timeZone={timeZone} />
                      <UrduVersion
                        row={post}
                        timeZone={timeZone}
                        onPreview={onPreview}
                        onHistory={onHistory}
                        onDelete={onDelete}
                      />
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={post.createdAt}>
                          {formatAdminDate(post.createdAt, timeZone)}
                        </time>
                        {post.tags.length > 0 ? ` · ${post.tags.join(", ")}` : null}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {post.isPublished ? (
                      <a
                        href={path}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`View ${post.title} (opens in a new tab)`}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        <ExternalLink aria-hidden="true" />
                        <span aria-hidden="true">View</span>
                      </a>
                    ) : null}
                    <EditSectionsLink pageId={post.id} title={post.title} kind="post" />
                    <PreviewButton title={post.title} onClick={() => onPreview(post)} />
                    <HistoryButton title={post.title} onClick={() => onHistory(post)} />
                    <EditDeleteButtons
                      title={post.title}
                      onEdit={() => onEdit(post)}
                      onDelete={() => onDelete(post)}
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
