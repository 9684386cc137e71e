import { type FormMetadata, getInputProps, useInputControl } from "@conform-to/react";
import { Fragment, type ReactNode, useId } from "react";
import { ConformField, conformControlProps } from "#app/components/admin/conform-field.tsx";
import { LazyRichTextEditor } from "#app/components/admin/editor/lazy-rich-text-editor.tsx";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { EditSectionsLink } from "#app/components/admin/section-editor/edit-sections-link.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { cn } from "#app/lib/utils.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { isSwitchOn } from "#app/modules/entities/entity-field.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import { POST_ONLY_KEYS, pageDefinition } from "#app/modules/pages/page-definition.ts";
import { type PageKind, slugify } from "#app/modules/pages/page-slugs.ts";
import { postedTags } from "#app/modules/pages/page-tags.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import type { PageEditorValues } from "#app/modules/pages/page-values.ts";
import { ImageField } from "./image-field.tsx";
import { SeoHint } from "./seo-hint.tsx";
import { TagInput } from "./tag-input.tsx";

// The fields of the page and post editor (page-dialog.tsx), each a control of its conform form
// (the editor's one schema, ADR 0033): named, filled and refused by their field.

export type PageForm = FormMetadata<PageEditorValues, string[]>;

/** The language a version's texts are typed in: its tag and direction (none for English). */
export type TextLanguage = { lang?: string; dir?: "ltr" | "rtl" };

/**
 * The title, with the slug following it while the slug is empty (and until it is typed in):
 * `autoSlug` says whether it still follows.
 */
export function TitleField({
  form,
  kind,
  autoSlug,
  textLanguage,
  translated,
}: {
  form: PageForm;
  kind: PageKind;
  autoSlug: boolean;
  textLanguage: TextLanguage;
  translated: boolean;
}) {
  const fields = form.getFieldset();
  return (
    <ConformField
      field={fields.title}
      label="Title"
      required
      onChange={(event) => {
        if (!autoSlug) return;
        form.update({ name: fields.slug.name, value: slugify(event.currentTarget.value.trim()) });
      }}
      autoComplete="off"
      {...textLanguage}
      placeholder={
        translated ? undefined : kind === "post" ? "How to answer every DM in seconds" : "About Us"
      }
      maxLength={pageDefinition.meta.title.limit}
    />
  );
}

/** The slug, with the address it gives; a post's shown after its 'blog/' prefix. */
export function SlugField({
  form,
  kind,
  hint,
  path,
  fixed,
  onTyped,
}: {
  form: PageForm;
  kind: PageKind;
  /** What the slug is, before the URL. */
  hint: string;
  /** The public URL, or null when the site uses the English page's. */
  path: string | null | undefined;
  /** A built-in page's slug, or a page's translated version's: shown, not edited. */
  fixed: boolean;
  onTyped: (slug: string) => void;
}) {
  const field = form.getFieldset().slug;
  const hintId = useId();
  const { key, rest } = conformControlProps(getInputProps(field, { type: "text" }), field);
  return (
    <Field
      label="Slug"
      required
      error={field.errors}
      id={field.id}
      description={
        <span id={hintId}>
          {hint}
          {path ? (
            <>
              {kind === "post" ? null : "URL: "}
              <code className="rounded bg-muted px-1 py-0.5 text-foreground">{path}</code>
            </>
          ) : (
            "No URL: the English page's slug is used by the site."
          )}
        </span>
      }
    >
      {(props) => (
        <div className="flex">
          {kind === "post" ? (
            <span
              aria-hidden="true"
              className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground"
            >
              {BLOG_SLUG_PREFIX}
            </span>
          ) : null}
          <Input
            key={key}
            {...rest}
            {...props}
            readOnly={fixed}
            onChange={(event) => onTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder={kind === "post" ? "my-first-post" : "about-us"}
            maxLength={pageDefinition.meta.slug.limit}
            className={cn(
              kind === "post" && "rounded-l-none",
              fixed && "bg-muted text-muted-foreground",
            )}
          />
        </div>
      )}
    </Field>
  );
}

/**
 * The content: a page's sections are edited in the page editor (ADR 0023), every language's in
 * one layout, and the content posted stays as it was; anything else is written here in TipTap.
 * The editor's HTML goes to the form through `content`, posted by a hidden input.
 */
export function ContentField({
  form,
  sectionsOf,
  postEditorOf,
  images,
  editorKey,
  textLanguage,
}: {
  form: PageForm;
  /** The page whose sections make this page's content, if they do. */
  sectionsOf: { id: string; title: string } | null;
  /** The post the full editor opens (an English post being edited), if any. */
  postEditorOf: { id: string; title: string } | null;
  images: readonly MediaImage[];
  /** A new key starts TipTap again from the form's value (an autosave restored). */
  editorKey: number;
  textLanguage: TextLanguage;
}) {
  const field = form.getFieldset().content;
  const labelId = useId();
  const content = <input type="hidden" name={field.name} value={field.value ?? ""} />;
  if (sectionsOf) {
    return (
      <div className="grid gap-2 rounded-md border bg-muted/40 px-3 py-3">
        {content}
        <p className="text-sm font-medium">Content</p>
        <p className="text-sm text-muted-foreground">
          What this page shows is made of sections, in every language side by side.
        </p>
        <div>
          <EditSectionsLink pageId={sectionsOf.id} title={sectionsOf.title} variant="default" />
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {content}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium leading-snug">
          Content
        </span>
        {/* The full editor, beside a preview of the post as visitors will read it (docs/product.md#page-editor). */}
        {postEditorOf ? (
          <EditSectionsLink pageId={postEditorOf.id} title={postEditorOf.title} kind="post" />
        ) : null}
      </div>
      <LazyRichTextEditor
        key={editorKey}
        placeholderClassName="min-h-72"
        defaultValue={field.value ?? ""}
        labelId={labelId}
        images={images}
        onChange={(html) => form.update({ name: field.name, value: html })}
        {...textLanguage}
      />
      {field.errors ? (
        <p className="text-sm font-medium text-destructive">{field.errors.join(" ")}</p>
      ) : null}
    </div>
  );
}

/**
 * The SEO fields (those with a recommended length: Meta Title, Meta Description), each drawn
 * from its metadata with its length against the recommended range (guidance only).
 */
export function SeoFields({ form, textLanguage }: { form: PageForm; textLanguage: TextLanguage }) {
  const fields = form.getFieldset();
  return Object.entries(pageDefinition.meta).map(([key, meta]) => {
    if (!meta.recommended) return null;
    const field = fields[key as keyof typeof fields];
    const length = typeof field.value === "string" ? field.value.length : 0;
    return (
      <ConformField
        key={key}
        field={field}
        {...(meta.control === "textarea" ? { as: "textarea", rows: 3 } : {})}
        label={meta.label}
        description={<SeoHint length={length} range={meta.recommended} />}
        {...textLanguage}
        placeholder={meta.placeholder}
        maxLength={meta.limit}
      />
    );
  });
}

/** The item's own chat message (ADR 0048), in the language edited, drawn from its metadata. */
export function ChatMessageField({
  form,
  textLanguage,
}: {
  form: PageForm;
  textLanguage: TextLanguage;
}) {
  const meta = pageDefinition.meta.chatMessage;
  return (
    <ConformField
      field={form.getFieldset().chatMessage}
      as="textarea"
      rows={3}
      label={meta.label}
      description={meta.description}
      {...textLanguage}
      placeholder={meta.placeholder}
      maxLength={meta.limit}
    />
  );
}

/** The Published switch, posted as "true" or "false" by a hidden input beside it. */
export function PublishedField({
  form,
  kind,
  keptPublished,
}: {
  form: PageForm;
  kind: PageKind;
  /** A built-in page stays published: Page Settings turns it off. */
  keptPublished: boolean;
}) {
  const field = form.getFieldset().isPublished;
  // The switch is no input: its value is posted by the hidden input beside it, that conform keeps.
  const control = useInputControl(field);
  const published = isSwitchOn(control.value);
  return (
    <Field
      label="Published"
      orientation="horizontal"
      description={
        kind === "post"
          ? "Published posts appear on the blog. Turn off to keep this post as a draft."
          : keptPublished
            ? PAGE_TEXTS.builtInUnpublish
            : "Turn off to keep this page as a draft."
      }
    >
      {(props) => (
        <>
          <Switch
            {...props}
            disabled={keptPublished}
            checked={published}
            onCheckedChange={(checked) => control.change(String(checked))}
          />
          <input type="hidden" name={field.name} value={String(published)} />
        </>
      )}
    </Field>
  );
}

/** Publish at and Unpublish at, read in the site's time zone. */
export function PageScheduleFields({ form, timeZone }: { form: PageForm; timeZone: string }) {
  const fields = form.getFieldset();
  return (
    <ScheduleFieldset
      timeZone={timeZone}
      hint="Leave empty to publish or keep published now."
      errors={{ publishAt: fields.publishAt.errors, unpublishAt: fields.unpublishAt.errors }}
      inputOf={(name) => {
        const field = fields[name];
        const { key, rest } = conformControlProps(
          getInputProps(field, { type: "datetime-local" }),
          field,
        );
        return { key, ...rest };
      }}
    />
  );
}

/**
 * The fields only a post has (page-definition.ts), in the definition's order, kept by the form
 * (posted by their own inputs): each drawn by its declared control, the tags by their own.
 */
export function PostSettingsFields({
  form,
  images,
  withItemFields,
}: {
  form: PageForm;
  images: readonly MediaImage[];
  /** The item's own fields are the post's in every language: only its English form sets them (ADR 0042). */
  withItemFields: boolean;
}) {
  const fields = form.getFieldset();
  const { tags } = fields;
  const tagErrors = Object.values(tags.allErrors).flat();
  const custom: Partial<Record<string, ReactNode>> = {
    tags: (
      <TagInput
        name={tags.name}
        tags={postedTags(tags.value)}
        onChange={(next) => form.update({ name: tags.name, value: next })}
        error={tagErrors.length > 0 ? tagErrors.join(" ") : undefined}
      />
    ),
  };
  return POST_ONLY_KEYS.map((key) => {
    const meta = pageDefinition.meta[key];
    if (!meta.translatable && !withItemFields) return null;
    const field = fields[key as keyof typeof fields];
    const name: string = field.name;
    if (meta.control === "image") {
      return (
        <ImageField
          key={key}
          name={name}
          meta={meta}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={(value) => form.update({ name, value })}
          images={images}
          error={field.errors?.join(" ")}
        />
      );
    }
    return <Fragment key={key}>{custom[key]}</Fragment>;
  });
}

/**
 * The Content Manager's fields in one column; when creating, under a 'Page' / 'Blog Post'
 * choice of what is created.
 */
export function ContentManagerFields({
  kindChoice,
  kind,
  onKindChange,
  children,
}: {
  kindChoice: boolean;
  kind: PageKind;
  onKindChange: (kind: PageKind) => void;
  children: ReactNode;
}) {
  const fields = <div className="grid gap-4">{children}</div>;
  if (!kindChoice) return fields;
  return (
    <Tabs
      value={kind}
      onValueChange={(next) => onKindChange(next as PageKind)}
      className="grid gap-4"
    >
      <TabsList aria-label="Type" className="w-full sm:w-fit">
        <TabsTrigger value="page" className="flex-1 sm:flex-none">
          Page
        </TabsTrigger>
        <TabsTrigger value="post" className="flex-1 sm:flex-none">
          Blog Post
        </TabsTrigger>
      </TabsList>
      <TabsContent value={kind} className="mt-0">
        {fields}
      </TabsContent>
    </Tabs>
  );
}
