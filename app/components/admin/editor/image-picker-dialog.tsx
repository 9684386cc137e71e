import { ImageIcon, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import { ACCEPTED_IMAGE_TYPES, uploadMediaImage } from "./media-upload.ts";

export type PickedImage = { src: string; alt: string };

/** "summer-sale_2025.png" reads as "summer sale 2025": a starting point for the alt text. */
function nameAsText(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .trim();
}

/**
 * Picks an image from the media library (newest first), or uploads a new one into it and
 * picks that. Used by the editor's Insert Image button and by a post's featured image.
 */
export function ImagePickerDialog({
  open,
  onOpenChange,
  images,
  title,
  description,
  withAltText = false,
  onPick,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly MediaImage[];
  title: string;
  description: string;
  /** Offers an alt text field (for images inside the content). */
  withAltText?: boolean;
  onPick: (image: PickedImage) => void;
  /** Where focus goes back to on closing (e.g. the editor, at its own selection). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [uploaded, setUploaded] = useState<MediaImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [alt, setAlt] = useState("");
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const altId = useId();
  const uploadHintId = useId();
  const known = new Set(uploaded.map((image) => image.id));
  const library = [...uploaded, ...images.filter((image) => !known.has(image.id))];

  function pick(image: MediaImage) {
    onPick({ src: image.filePath, alt: alt.trim() || nameAsText(image.originalName) });
    setAlt("");
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const result = await uploadMediaImage(file);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = "";
    if (!result.ok) {
      toast.error(result.title, { description: result.error });
      return;
    }
    setUploaded((list) => [result.image, ...list]);
    // The screen's library list (other pickers, e.g. the featured image's) now includes it.
    void revalidator.revalidate();
    pick(result.image);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!uploading) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          {withAltText ? (
            <div className="grid gap-2">
              <Label htmlFor={altId}>Alt text</Label>
              <Input
                id={altId}
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
                placeholder="Describe the image for people who can't see it"
                maxLength={200}
              />
            </div>
          ) : null}
          {library.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-md border border-dashed py-10 text-center text-muted-foreground">
              <ImageIcon aria-hidden="true" className="size-8" />
              <p>No images in the media library yet.</p>
              <p className="text-sm">Upload one below.</p>
            </div>
          ) : (
            <ul
              aria-label="Media library images"
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
            >
              {library.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => pick(image)}
                    className="group flex w-full cursor-pointer flex-col overflow-hidden rounded-md border bg-card text-left transition-colors hover:border-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                  >
                    <img
                      src={image.filePath}
                      alt=""
                      loading="lazy"
                      className="aspect-square w-full bg-muted object-cover"
                    />
                    <span className="truncate px-2 py-1.5 text-xs">
                      <span className="sr-only">Choose </span>
                      {image.originalName}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter className="sm:items-center sm:justify-between">
          <p id={uploadHintId} className="text-xs text-muted-foreground">
            JPG, PNG, GIF or WebP, up to 5 MB. Uploads are added to the media library.
          </p>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            disabled={uploading}
            aria-busy={uploading || undefined}
            aria-describedby={uploadHintId}
            onClick={() => fileInput.current?.click()}
          >
            {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
            {uploading ? "Uploading..." : "Upload New Image"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
