import { ImageIcon, X } from "lucide-react";
import { useState } from "react";
import { ImagePickerDialog } from "#app/components/admin/editor/image-picker-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { FieldMeta } from "#app/modules/entities/entity-field.ts";
import { isImageUrl } from "#app/modules/pages/image-url.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";

/**
 * The control of a field declared with the image control (a post's featured image): an address
 * typed in, or one picked from the media library; labelled from the field's metadata.
 */
export function ImageField({
  name,
  meta,
  value,
  onChange,
  images,
  error,
}: {
  name: string;
  meta: FieldMeta;
  value: string;
  onChange: (value: string) => void;
  images: readonly MediaImage[];
  error?: string;
}) {
  const [picking, setPicking] = useState(false);
  const preview = value.trim() && isImageUrl(value.trim()) ? value.trim() : null;
  return (
    <div className="grid gap-3">
      <Field label={meta.label} error={error} description={meta.description}>
        {(props) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...props}
              name={name}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              inputMode="url"
              autoComplete="off"
              placeholder={meta.placeholder}
              maxLength={meta.limit}
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
        title={`Choose ${meta.label}`}
        description="Pick an image from the media library, or upload a new one."
        onPick={({ src }) => {
          setPicking(false);
          onChange(src);
        }}
      />
    </div>
  );
}
