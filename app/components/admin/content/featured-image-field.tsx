import { ImageIcon, X } from "lucide-react";
import { useState } from "react";
import { ImagePickerDialog } from "#app/components/admin/editor/image-picker-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { isImageUrl } from "#app/modules/pages/image-url.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import { pageDefinition } from "#app/modules/pages/page-definition.ts";

/** A post's featured image: an address typed in, or one picked from the media library. */
export function FeaturedImageField({
  value,
  onChange,
  images,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  images: readonly MediaImage[];
  error?: string;
}) {
  const [picking, setPicking] = useState(false);
  const preview = value.trim() && isImageUrl(value.trim()) ? value.trim() : null;
  return (
    <div className="grid gap-3">
      <Field
        label="Featured Image"
        error={error}
        description="Shown at the top of the post and when it is shared. An https:// address or one from the media library."
      >
        {(props) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...props}
              name="featuredImage"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/image.jpg"
              maxLength={pageDefinition.meta.featuredImage.limit}
            />
            <Button type="button" variant="outline" onClick={() => setPicking(true)}>
              <ImageIcon aria-hidden="true" />
              Choose from Library
            </Button>
          </div>
        )}
      </Field>
      {preview ? (
        <div className="flex items-start gap-3">
          <img
            src={preview}
            alt=""
            className="aspect-[2/1] w-48 rounded-md border bg-muted object-cover"
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
            <X aria-hidden="true" />
            Remove image
          </Button>
        </div>
      ) : null}
      <ImagePickerDialog
        open={picking}
        onOpenChange={setPicking}
        images={images}
        title="Choose Featured Image"
        description="Pick an image from the media library, or upload a new one."
        onPick={({ src }) => {
          setPicking(false);
          onChange(src);
        }}
      />
    </div>
  );
}
