import { useField } from "@conform-to/react";
import { ImageIcon, Plus, X } from "lucide-react";
import { use, useState } from "react";
import { ImagePickerDialog } from "#app/components/admin/editor/image-picker-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MEDIA_URL_PREFIX, mediaUrl } from "#app/modules/media/media.ts";
import { sectionImage } from "#app/modules/sections/section-fields.ts";
import { errorText, FieldError, FieldGroup } from "./field-frame.tsx";
import { type FieldSpec, fieldSpecOf } from "./field-specs.ts";
import { LocalizedField } from "./localized-field.tsx";
import { SectionContext } from "./section-context.ts";

// A section field of the kind "image": the picture is a widget (the media library's picker)
// whose stored name a hidden input posts, beside its alt text in every language.

const ALT_TEXT = fieldSpecOf(sectionImage.shape.alt) as Extract<FieldSpec, { kind: "localized" }>;

/** A picture from the media library (its stored name) with its alt text in every language. */
export function ImageField({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required: boolean;
}) {
  const { images } = use(SectionContext);
  const [meta] = useField<{ media: string; alt: Record<string, string> }>(name);
  const fields = meta.getFieldset();
  const initial = fields.media.initialValue;
  const [media, setMedia] = useState(typeof initial === "string" ? initial : "");
  const [present, setPresent] = useState(required || meta.initialValue != null);
  const [picking, setPicking] = useState(false);
  const message = errorText(fields.media);
  return (
    <FieldGroup name={name} legend={label} required={required}>
      {present ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3" data-field={fields.media.name}>
            <input type="hidden" name={fields.media.name} value={media} />
            {media ? (
              <img
                src={mediaUrl(media)}
                alt=""
                className="size-20 shrink-0 rounded-md border object-cover"
              />
            ) : (
              <span className="flex size-20 shrink-0 items-center justify-center rounded-md border border-dashed text-muted-foreground">
                <ImageIcon aria-hidden="true" className="size-6" />
              </span>
            )}
            <div className="grid gap-2">
              <span className="text-sm break-all text-muted-foreground">
                {media || "No picture chosen"}
              </span>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-describedby={message ? fields.media.errorId : undefined}
                  aria-invalid={message ? true : undefined}
                  onClick={() => setPicking(true)}
                >
                  <ImageIcon aria-hidden="true" />
                  {media ? "Change picture" : "Choose picture"}
                  <span className="sr-only"> for {label}</span>
                </Button>
                {required ? null : (
                  <Button type="button" variant="ghost" size="sm" onClick={() => setPresent(false)}>
                    <X aria-hidden="true" />
                    Remove picture
                    <span className="sr-only"> of {label}</span>
                  </Button>
                )}
              </div>
            </div>
          </div>
          <FieldError id={fields.media.errorId} message={message} />
          <LocalizedField
            name={fields.alt.name}
            spec={ALT_TEXT}
            label="Alt text"
            description="What the picture shows, for people who can't see it."
          />
        </div>
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setPresent(true);
              setPicking(true);
            }}
          >
            <Plus aria-hidden="true" />
            Add picture
            <span className="sr-only"> for {label}</span>
          </Button>
        </div>
      )}
      <ImagePickerDialog
        open={picking}
        onOpenChange={setPicking}
        images={images}
        title="Choose a picture"
        description="Choose a picture from the media library, or upload a new one."
        onPick={({ src }) => {
          setPicking(false);
          setMedia(src.startsWith(MEDIA_URL_PREFIX) ? src.slice(MEDIA_URL_PREFIX.length) : src);
        }}
      />
    </FieldGroup>
  );
}
