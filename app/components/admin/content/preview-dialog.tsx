import { Copy, Eye, Link2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import {
  type PreviewLinkResult,
  type PreviewLinkState,
  type PreviewLinksLoaderData,
  previewPath,
} from "#app/modules/publishing/preview.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { type ContentDialogProps, RouteData, useRouteDialog } from "./route-dialog.tsx";

const STATE_LABELS: Record<PreviewLinkState, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/**
 * A page's or post's preview (docs/product.md#publishing): open its unpublished version in the site's layout,
 * create a share link (shown once, valid for 7 days) for someone without an account, and
 * revoke the links given out.
 */
export function PreviewDialog({ target, timeZone, onClose }: ContentDialogProps) {
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const url = `/admin/preview-links/${target.id}`;
  const {
    data: loaded,
    change,
    busy,
  } = useRouteDialog<PreviewLinksLoaderData, PreviewLinkResult>(url, (result) => {
    if (result?.ok) {
      if (result.intent === "create") {
        setCreated({ url: result.url, expiresAt: result.expiresAt });
        toast.success("Share link created", { description: "Copy it now: it is shown once." });
      } else {
        toast.success("Link revoked", { description: "It no longer opens the preview." });
      }
    } else {
      toast.error("Preview link failed", { description: result?.error ?? "Please try again." });
    }
  });

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Link copied");
    } catch {
      toast.error("Copy failed", { description: "Select the link and copy it yourself." });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Preview “{target.title}”</DialogTitle>
          <DialogDescription>
            See the unpublished version in the site's layout, or share it with someone who has no
            account.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5 py-2">
          <div className="flex flex-wrap gap-2">
            <a
              href={previewPath(target.id, target.locale)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline" })}
            >
              <Eye aria-hidden="true" />
              Open preview
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <change.Form method="post" action={url}>
              <input type="hidden" name="intent" value="create" />
              {target.locale ? <input type="hidden" name="locale" value={target.locale} /> : null}
              <Button type="submit" disabled={busy}>
                {busy && change.formData?.get("intent") === "create" ? (
                  <Spinner />
                ) : (
                  <Link2 aria-hidden="true" />
                )}
                Create share link
              </Button>
            </change.Form>
          </div>
          {created ? (
            <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
              <Label htmlFor="preview-share-link">Share link</Label>
              <div className="flex gap-2">
                <Input
                  id="preview-share-link"
                  readOnly
                  value={created.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={() => void copy(created.url)}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Anyone with this link can see the preview until{" "}
                {formatSiteTime(created.expiresAt, timeZone)}. It is shown only once.
              </p>
            </div>
          ) : null}
          <section aria-labelledby="preview-links-heading" className="grid gap-2">
            <h3 id="preview-links-heading" className="text-sm font-semibold">
              Share links
            </h3>
            <RouteData data={loaded} loading="Loading links...">
              {({ links }) =>
                links.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No share links yet.</p>
                ) : (
                  <ul aria-label="Share links" className="divide-y rounded-md border">
                    {links.map((link) => {
                      const createdOn = formatSiteTime(link.createdAt, timeZone);
                      return (
                        <li
                          key={link.id}
                          className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
                        >
                          <div className="grid gap-0.5">
                            <span className="flex flex-wrap items-center gap-2">
                              Created {createdOn}
                              <Badge variant={link.state === "active" ? "default" : "secondary"}>
                                {STATE_LABELS[link.state]}
                              </Badge>
                            </span>
                            <span className="text-xs text-muted-foreground">
                              {link.createdByName ? `${link.createdByName} · ` : ""}
                              {link.state === "expired" ? "Expired" : "Expires"}{" "}
                              {formatSiteTime(link.expiresAt, timeZone)}
                            </span>
                          </div>
                          {link.state === "active" ? (
                            <change.Form method="post" action={url}>
                              <input type="hidden" name="intent" value="revoke" />
                              <input type="hidden" name="link" value={link.id} />
                              <Button
                                type="submit"
                                variant="outline"
                                size="sm"
                                disabled={busy}
                                aria-label={`Revoke link ${link.id}, created ${createdOn}`}
                              >
                                Revoke
                              </Button>
                            </change.Form>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                )
              }
            </RouteData>
          </section>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
