import { ImageOff, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import bundledLogo from "#app/assets/logo.svg?url";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import { LogoUploader } from "#app/components/admin/media/logo-uploader.tsx";
import { type LibraryFile, MediaFileCard } from "#app/components/admin/media/media-file-card.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { answerIntent, type IntentResult } from "#app/lib/intent-action.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { countInWords } from "#app/modules/i18n/count-words.ts";
import { formatFileSize, MEDIA_MESSAGES, mediaFilenameFromUrl } from "#app/modules/media/media.ts";
import {
  deleteMedia,
  getLogoLibrary,
  restoreBundledLogo,
  setLogo,
} from "#app/modules/media/media-admin.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/media";

// The Logo Manager (docs/product.md#logo-manager). Uploads go to the
// /admin/media/upload resource route; setting the logo and deleting post here.

export type MediaActionResult = IntentResult<"set-logo" | "default-logo" | "delete">;

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "media.edit");
  const { db } = context.get(servicesContext);
  try {
    const library = await getLogoLibrary(db);
    return {
      loadFailed: false,
      logoUrl: library.logoUrl,
      files: library.files.map(
        (file): LibraryFile => ({ ...file, createdAt: file.createdAt.toISOString() }),
      ),
    };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Error loading logo files");
    return { loadFailed: true, logoUrl: null, files: [] as LibraryFile[] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { id: actorId } = requirePermission({ request, context }, "media.edit");
  const { db } = context.get(servicesContext);
  const formData = await request.formData();
  /** The posted file's id, or the refusal of one that cannot be a file's. */
  const fileId = () => {
    const id = String(formData.get("id") ?? "");
    if (!/^[0-9a-f-]{36}$/i.test(id))
      throw new RuleError("not-found", "That file no longer exists.");
    return id;
  };
  return answerIntent(
    formData,
    {
      "set-logo": async () => {
        await setLogo(db, actorId, fileId());
        return MEDIA_MESSAGES.logoUpdated;
      },
      "default-logo": async () => {
        await restoreBundledLogo(db, actorId);
        return MEDIA_MESSAGES.logoUpdated;
      },
      delete: async () => {
        await deleteMedia(db, actorId, fileId());
        return MEDIA_MESSAGES.deleted;
      },
    },
    {
      log: context.get(requestInfoContext).log,
      fallback: {
        "set-logo": MEDIA_MESSAGES.updateFailed.description,
        "default-logo": MEDIA_MESSAGES.updateFailed.description,
        delete: MEDIA_MESSAGES.deleteFailed.description,
      },
      what: "Logo Manager",
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Logo Manager | Admin" }];

function postData(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

/** Copies with the Clipboard API, or (on plain-HTTP origins, where it is missing) a selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

export default function LogoManager({ loaderData }: Route.ComponentProps) {
  const { files, logoUrl, loadFailed } = loaderData;
  const revalidator = useRevalidator();
  const activeFilename = mediaFilenameFromUrl(logoUrl);
  const activeFile = files.find((file) => file.filename === activeFilename) ?? null;

  // --- set as logo ---
  const setLogoFetcher = useFetcher<MediaActionResult>();
  useFetcherSettled(setLogoFetcher, (result) => {
    if (result?.ok) {
      toast.success(result.message, {
        description:
          result.intent === "default-logo"
            ? "Your website now shows the default logo."
            : "Your website now shows this logo.",
      });
    } else {
      toast.error(MEDIA_MESSAGES.updateFailed.title, {
        description: result?.error || MEDIA_MESSAGES.updateFailed.description,
      });
    }
  });
  const settingId =
    setLogoFetcher.state !== "idle" ? String(setLogoFetcher.formData?.get("id") ?? "") : null;

  // --- delete (the confirmation stays open, busy, until the server answers) ---
  const [deleteTarget, setDeleteTarget] = useState<LibraryFile | null>(null);
  const remove = useFetcher<MediaActionResult>();
  const settleDelete = useRef<((ok: boolean) => void) | null>(null);
  useFetcherSettled(remove, (result) => {
    if (result?.ok) {
      toast.success(result.message);
    } else {
      toast.error(MEDIA_MESSAGES.deleteFailed.title, {
        description: result?.error || MEDIA_MESSAGES.deleteFailed.description,
      });
    }
    settleDelete.current?.(Boolean(result?.ok));
    settleDelete.current = null;
  });
  function confirmDelete(file: LibraryFile) {
    return new Promise<boolean | undefined>((resolve) => {
      settleDelete.current = (ok) => resolve(ok ? undefined : false);
      void remove.submit(postData({ intent: "delete", id: file.id }), { method: "post" });
    });
  }
  const deletingId = remove.state !== "idle" ? String(remove.formData?.get("id") ?? "") : null;

  async function copyUrl(file: LibraryFile) {
    const url = new URL(file.filePath, window.location.origin).href;
    if (await copyText(url)) toast.success(MEDIA_MESSAGES.urlCopied, { description: url });
    else toast.error("Copy failed", { description: url });
  }

  return (
    <>
      <AdminPageHeader
        title="Logo Manager"
        subtitle="Upload your logo and choose the one your website and its browser icons show"
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild className="text-lg">
              <h2>Current Logo</h2>
            </CardTitle>
            <CardDescription>
              Shown in the website's navigation and used for its browser and home-screen icons.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-4 sm:flex-row">
            <div className="flex size-40 shrink-0 items-center justify-center rounded-lg border border-border bg-muted p-4">
              <img
                src={logoUrl || bundledLogo}
                alt="Current logo"
                className="max-h-full max-w-full object-contain"
                data-testid="current-logo"
              />
            </div>
            <div className="min-w-0 text-center text-sm sm:text-left">
              {activeFile ? (
                <>
                  <p className="truncate font-medium" title={activeFile.originalName}>
                    {activeFile.originalName}
                  </p>
                  <p className="text-muted-foreground">{formatFileSize(activeFile.fileSize)}</p>
                </>
              ) : logoUrl ? (
                <p className="break-all text-muted-foreground">{logoUrl}</p>
              ) : null}
              {logoUrl ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  disabled={setLogoFetcher.state !== "idle"}
                  onClick={() =>
                    void setLogoFetcher.submit(postData({ intent: "default-logo" }), {
                      method: "post",
                    })
                  }
                >
                  <RotateCcw aria-hidden="true" />
                  Use the default logo
                </Button>
              ) : (
                <>
                  <p className="font-medium">Default logo</p>
                  <p className="text-muted-foreground">
                    No logo is set yet: the website shows the bundled one.
                  </p>
                </>
              )}
            </div>
          </CardContent>
        </Card>

        <LogoUploader onUploaded={() => void revalidator.revalidate()} />
      </div>

      {loadFailed ? (
        <div className="mt-6">
          <LoadErrorCard message={MEDIA_MESSAGES.loadFailed} />
        </div>
      ) : (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle asChild className="text-lg">
              <h2>Logo Library ({countInWords(files.length, { one: "file", other: "files" })})</h2>
            </CardTitle>
            <CardDescription>
              Click "Set as Logo" on an image to use it on your website.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {files.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border py-10 text-center">
                <ImageOff aria-hidden="true" className="size-10 text-muted-foreground" />
                <h3 className="font-semibold">No logo files yet</h3>
                <p className="max-w-sm px-4 text-sm text-muted-foreground">
                  Upload an image above to start your library.
                </p>
              </div>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
                {files.map((file) => (
                  <MediaFileCard
                    key={file.id}
                    file={file}
                    active={file.filename === activeFilename}
                    settingLogo={settingId === file.id}
                    deleting={deletingId === file.id}
                    onSetLogo={() =>
                      void setLogoFetcher.submit(postData({ intent: "set-logo", id: file.id }), {
                        method: "post",
                      })
                    }
                    onCopyUrl={() => void copyUrl(file)}
                    onDelete={() => setDeleteTarget(file)}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}

      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(null);
        }}
        title="Delete this file?"
        description={
          deleteTarget
            ? `"${deleteTarget.originalName}" will be removed from the library and its URL will stop working. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => (deleteTarget ? confirmDelete(deleteTarget) : undefined)}
      />
    </>
  );
}
