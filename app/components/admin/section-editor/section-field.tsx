import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useField,
  useFormMetadata,
} from "@conform-to/react";
import { ArrowDown, ArrowUp, ImageIcon, Plus, Trash2, X } from "lucide-react";
import { createContext, type ReactNode, use, useId, useState } from "react";
import { ImagePickerDialog } from "#app/components/admin/editor/image-picker-dialog.tsx";
import { LazyRichTextEditor } from "#app/components/admin/editor/lazy-rich-text-editor.tsx";
import { SECTION_ICON_COMPONENTS } from "#app/components/site/sections/section-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  type Locale,
  languageName,
} from "#app/modules/i18n/locales.ts";
import { MEDIA_URL_PREFIX, mediaUrl } from "#app/modules/media/media.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import { fieldLabel } from "#app/modules/sections/section-field-labels.ts";
import {
  SECTION_ICONS,
  type SectionIcon,
  sectionImage,
} from "#app/modules/sections/section-fields.ts";
import type { SectionType } from "#app/modules/sections/section-types.ts";
import { useEditorLanguages } from "./editor-languages.tsx";
import { emptyValueOf, type FieldSpec, fieldSpecOf } from "./field-specs.ts";

// One field of a section's form, drawn from its kind (field-specs.ts). Text inputs are the
// form's own (conform: names, values, errors); what a widget edits (a picture, a tick, a rich
// text) is posted by a hidden input beside it.

/** The section a field belongs to: its type names the fields, the library offers pictures. */
export const SectionContext = createContext<{
  type: SectionType;
  /** The section's props' field name (`content[2].props`). */
  propsName: string;
  images: readonly MediaImage[];
}>({ type: "richText", propsName: "", images: [] });

/** Words for the choices a schema offers (a section's style, a contact card's kind). */
const CHOICE_LABELS: Record<string, string> = {
  summary: "Short cards",
  full: "Full cards",
  band: "A band across the page",
  plain: "Plain",
  column: "In the page's column",
  card: "A card",
  cards: "Cards",
  phone: "Phone",
  email: "E-mail",
  whatsapp: "WhatsApp",
};

const ALT_TEXT = fieldSpecOf(sectionImage.shape.alt) as Extract<FieldSpec, { kind: "localized" }>;

/** A row's ticks are one per plan of its table: the one list of yes/no a section type has. */
const CHECK_COLUMNS = "plans";

/** A list's heading from the name of one of its items ("Quick reply" → "Quick replies"). */
export function pluralOf(noun: string): string {
  if (noun === "Person") return "People";
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

const isTrue = (value: unknown) => value === true || value === "true" || value === "on";

function errorText(meta: { errors?: string[] }): string | undefined {
  return meta.errors?.length ? meta.errors.join(" ") : undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** A field's heading and body, grouped so that a screen reader says which field it is in. */
function FieldGroup({
  name,
  legend,
  required,
  description,
  children,
  className,
}: {
  name: string;
  legend: ReactNode;
  required?: boolean;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      data-field={name}
      aria-describedby={description ? descriptionId : undefined}
      className={cn("grid min-w-0 gap-2", className)}
    >
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The field `name` of the kind `spec`, labelled `label`. */
export function SectionField({
  name,
  spec,
  label,
  prop,
}: {
  name: string;
  spec: FieldSpec;
  label: string;
  /** The prop's key, which names its items and sub-fields. */
  prop: string;
}) {
  switch (spec.kind) {
    case "localized":
      return <LocalizedField name={name} spec={spec} label={label} />;
    case "link":
      return <LinkField name={name} label={label} required={spec.required} />;
    case "text":
      return <TextField name={name} label={label} spec={spec} />;
    case "choice":
      return <ChoiceField name={name} label={label} spec={spec} />;
    case "icon":
      return <IconField name={name} label={label} required={spec.required} />;
    case "image":
      return <ImageField name={name} label={label} required={spec.required} />;
    case "checks":
      return <ChecksField name={name} />;
    case "group":
      return <GroupField name={name} label={label} spec={spec} />;
    case "list":
      return <ListField name={name} spec={spec} prop={prop} />;
  }
}

/** A text in each of the site's languages, side by side (stacked on a narrow screen). */
function LocalizedField({
  name,
  spec,
  label,
  description,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "localized" }>;
  label: string;
  description?: string;
}) {
  return (
    <FieldGroup name={name} legend={label} required={spec.required} description={description}>
      <LocalizedInputs name={name} spec={spec} label={label} />
    </FieldGroup>
  );
}

/** One input per language the editor writes in, in the order of the site's languages. */
function LocalizedInputs({
  name,
  spec,
  label,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "localized" }>;
  label: string;
}) {
  const [meta] = useField<Record<string, string>>(name);
  const locales = meta.getFieldset();
  const languages = useEditorLanguages();
  return (
    <div
      className="grid gap-3 @xl:grid-cols-[repeat(var(--languages),minmax(0,1fr))]"
      style={{ "--languages": languages.length } as React.CSSProperties}
    >
      {languages.map((locale) => (
        <LocaleText
          key={locale}
          meta={locales[locale] as FieldMetadata<string>}
          locale={locale}
          label={label}
          spec={spec}
        />
      ))}
    </div>
  );
}

function LocaleText({
  meta,
  locale,
  label,
  spec,
}: {
  meta: FieldMetadata<string>;
  locale: Locale;
  label: string;
  spec: Extract<FieldSpec, { kind: "localized" }>;
}) {
  const { lang, dir } = LOCALE_INFO[locale];
  const message = errorText(meta);
  // The control's name says the field and the language ("Headline (Urdu)"); the label shows
  // the language, under the field's heading.
  const language = languageName(locale);
  const accessibleName = `${label} (${language})`;
  if (spec.rich) {
    return (
      <div className="grid min-w-0 gap-1" data-field={meta.name}>
        <span id={`${meta.id}-label`} className="sr-only">
          {accessibleName}
        </span>
        <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
          {language}
        </span>
        <RichText
          key={meta.key}
          meta={meta}
          lang={lang}
          dir={dir}
          describedBy={message ? meta.errorId : undefined}
        />
        <FieldError id={meta.errorId} message={message} />
      </div>
    );
  }
  const common = {
    lang,
    dir,
    maxLength: spec.max,
    "aria-label": accessibleName,
    // English is the fallback of every language, so it alone is required (ADR 0023).
    "aria-required": spec.required && locale === DEFAULT_LOCALE ? true : undefined,
  };
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={meta.id} className="text-xs text-muted-foreground">
        {language}
      </Label>
      {spec.multiline ? (
        <TextareaFor meta={meta} rows={3} {...common} />
      ) : (
        <InputFor meta={meta} type="text" autoComplete="off" {...common} />
      )}
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}

/** An input with the form's props for `meta` (its key apart: React takes it separately). */
function InputFor({
  meta,
  type,
  ...props
}: { meta: FieldMetadata<string>; type: "text" | "email" } & React.ComponentProps<"input">) {
  const { key, ...inputProps } = getInputProps(meta, { type });
  return <Input key={key} {...inputProps} {...props} />;
}

function TextareaFor({
  meta,
  ...props
}: { meta: FieldMetadata<string> } & React.ComponentProps<"textarea">) {
  const { key, ...textareaProps } = getTextareaProps(meta);
  return <Textarea key={key} {...textareaProps} {...props} />;
}

function SelectFor({
  meta,
  children,
  ...props
}: { meta: FieldMetadata<string> } & React.ComponentProps<"select">) {
  const { key, ...selectProps } = getSelectProps(meta);
  return (
    <NativeSelect key={key} {...selectProps} {...props}>
      {children}
    </NativeSelect>
  );
}

/**
 * The rich-text editor for one language. Its HTML is posted by an input of the form's own,
 * there from the first render (the editor itself loads later), so the form always holds it.
 */
function RichText({
  meta,
  lang,
  dir,
  describedBy,
}: {
  meta: FieldMetadata<string>;
  lang: string;
  dir: "ltr" | "rtl";
  describedBy?: string;
}) {
  const { images } = use(SectionContext);
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [html, setHtml] = useState(initial);
  return (
    <>
      <input type="hidden" name={meta.name} value={html} />
      <LazyRichTextEditor
        defaultValue={initial}
        labelId={`${meta.id}-label`}
        describedBy={describedBy}
        images={images}
        onChange={setHtml}
        lang={lang}
        dir={dir}
      />
    </>
  );
}

function LinkField({ name, label, required }: { name: string; label: string; required: boolean }) {
  const [meta] = useField<string>(name);
  const message = errorText(meta);
  const hintId = `${meta.id}-hint`;
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <InputFor
        meta={meta}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        placeholder="/contact or https://wa.me/923001234567"
        aria-required={required || undefined}
        aria-describedby={[hintId, message ? meta.errorId : null].filter(Boolean).join(" ")}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        A page of this site (/pricing), or an https://, mailto: or tel: address.
      </p>
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}

function TextField({
  name,
  label,
  spec,
}: {
  name: string;
  label: string;
  spec: Extract<FieldSpec, { kind: "text" }>;
}) {
  const [meta] = useField<string>(name);
  const message = errorText(meta);
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>{label}</Label>
      <InputFor
        meta={meta}
        type={spec.email ? "email" : "text"}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        maxLength={spec.max}
      />
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}

function ChoiceField({
  name,
  label,
  spec,
}: {
  name: string;
  label: string;
  spec: Extract<FieldSpec, { kind: "choice" }>;
}) {
  const [meta] = useField<string>(name);
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>{label}</Label>
      <SelectFor meta={meta}>
        {spec.required ? null : <option value="">Default</option>}
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {CHOICE_LABELS[option] ?? option}
          </option>
        ))}
      </SelectFor>
      <FieldError id={meta.errorId} message={errorText(meta)} />
    </div>
  );
}

const iconName = (icon: string) => icon.charAt(0).toUpperCase() + icon.slice(1).replace(/-/g, " ");

function IconField({ name, label, required }: { name: string; label: string; required: boolean }) {
  const [meta] = useField<string>(name);
  const chosen = SECTION_ICON_COMPONENTS[meta.value as SectionIcon];
  const Icon = chosen ?? null;
  return (
    <div className="grid min-w-0 gap-1.5" data-field={name}>
      <Label htmlFor={meta.id}>{label}</Label>
      <div className="flex items-center gap-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md border bg-muted">
          {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
        </span>
        <SelectFor meta={meta}>
          {required ? null : <option value="">No icon</option>}
          {SECTION_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {iconName(icon)}
            </option>
          ))}
        </SelectFor>
      </div>
      <FieldError id={meta.errorId} message={errorText(meta)} />
    </div>
  );
}

/** A picture from the media library (its stored name) with its alt text in every language. */
function ImageField({ name, label, required }: { name: string; label: string; required: boolean }) {
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

/** A tick per plan of the table (a comparison row): posted "true" or "false" for each. */
function ChecksField({ name }: { name: string }) {
  const { propsName } = use(SectionContext);
  const [columns] = useField<{ en?: string }[]>(`${propsName}.${CHECK_COLUMNS}`);
  const [meta] = useField<boolean[]>(name);
  const initial = Array.isArray(meta.initialValue) ? meta.initialValue : [];
  const [ticks, setTicks] = useState<boolean[]>(() => initial.map(isTrue));
  const plans = columns.getFieldList();
  return (
    <FieldGroup name={name} legend="Included in">
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {plans.map((plan, index) => {
          const id = `${meta.id}-${index}`;
          const planName = (plan.value as { en?: string } | undefined)?.en || `Plan ${index + 1}`;
          return (
            <div key={plan.key} className="flex items-center gap-2">
              <input
                type="hidden"
                name={`${name}[${index}]`}
                value={ticks[index] ? "true" : "false"}
              />
              <Checkbox
                id={id}
                checked={ticks[index] ?? false}
                onCheckedChange={(checked) =>
                  setTicks((current) => {
                    const next = plans.map((_, at) => current[at] ?? false);
                    next[index] = checked === true;
                    return next;
                  })
                }
              />
              <Label htmlFor={id} className="font-normal">
                {planName}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldError id={meta.errorId} message={errorText(meta)} />
    </FieldGroup>
  );
}

/** Fields that belong together (a button's label and link, an example chat). */
function GroupField({
  name,
  label,
  spec,
}: {
  name: string;
  label: string;
  spec: Extract<FieldSpec, { kind: "group" }>;
}) {
  const [meta] = useField<Record<string, unknown>>(name);
  const [present, setPresent] = useState(spec.required || meta.initialValue != null);
  if (!present) {
    return (
      <div data-field={name}>
        <Button type="button" variant="outline" size="sm" onClick={() => setPresent(true)}>
          <Plus aria-hidden="true" />
          Add {label.toLowerCase()}
        </Button>
      </div>
    );
  }
  return (
    <FieldGroup name={name} legend={label} className="rounded-md border p-3">
      <GroupFields name={name} spec={spec} />
      {spec.required ? null : (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setPresent(false)}>
            <X aria-hidden="true" />
            Remove {label.toLowerCase()}
          </Button>
        </div>
      )}
    </FieldGroup>
  );
}

/** A group's fields, in its schema's order; a button's label and link side by side. */
function GroupFields({
  name,
  spec,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "group" }>;
}) {
  const { type } = use(SectionContext);
  const [meta] = useField<Record<string, unknown>>(name);
  const fields = meta.getFieldset();
  return (
    <div className={cn("grid gap-4", spec.button && "lg:grid-cols-[2fr_1fr] lg:items-start")}>
      {spec.fields.map(({ key, spec: field }) => (
        <SectionField
          key={key}
          name={(fields[key] as FieldMetadata).name}
          spec={field}
          label={fieldLabel(type, key)}
          prop={key}
        />
      ))}
    </div>
  );
}

/** A list item's fields: a group's fields, or a text's inputs, under the item's own heading. */
function ListItemFields({ name, spec, label }: { name: string; spec: FieldSpec; label: string }) {
  if (spec.kind === "group") return <GroupFields name={name} spec={spec} />;
  if (spec.kind === "localized") return <LocalizedInputs name={name} spec={spec} label={label} />;
  return <SectionField name={name} spec={spec} label={label} prop="" />;
}

/** Items the owner adds, removes and moves up or down (questions, cards, buttons). */
function ListField({
  name,
  spec,
  prop,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "list" }>;
  prop: string;
}) {
  const { type } = use(SectionContext);
  const form = useFormMetadata();
  const [meta] = useField<unknown[]>(name);
  const items = meta.getFieldList();
  const itemLabel = fieldLabel(type, prop);
  const listMessage = errorText(meta);
  return (
    <FieldGroup name={name} legend={pluralOf(itemLabel)} className="gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const itemName = `${itemLabel} ${index + 1}`;
            return (
              <li key={item.key}>
                <fieldset
                  data-field={item.name}
                  className="grid min-w-0 gap-3 rounded-md border bg-background p-3"
                >
                  <legend className="sr-only">{itemName}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span aria-hidden="true" className="text-sm font-semibold">
                      {itemName}
                    </span>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        disabled={index === 0}
                        aria-label={`Move ${itemName} up`}
                        title="Move up"
                        onClick={() => form.reorder({ name, from: index, to: index - 1 })}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        disabled={index === items.length - 1}
                        aria-label={`Move ${itemName} down`}
                        title="Move down"
                        onClick={() => form.reorder({ name, from: index, to: index + 1 })}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8 text-destructive hover:text-destructive"
                        disabled={items.length <= spec.min}
                        aria-label={`Remove ${itemName}`}
                        title="Remove"
                        onClick={() => form.remove({ name, index })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <ListItemFields name={item.name} spec={spec.item} label={itemName} />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={meta.errorId} message={listMessage} />
      {items.length < spec.max ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => form.insert({ name, defaultValue: emptyValueOf(spec.item) as never })}
          >
            <Plus aria-hidden="true" />
            Add {itemLabel.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}
