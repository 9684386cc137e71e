import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";
import { EditSectionsLink } from "#app/components/admin/section-editor/edit-sections-link.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";
import { BLOG_SLUG_PREFIX, postPath } from "#app/modules/blog/blog.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import type { PageAddress } from "#app/modules/pages/page-addresses.ts";
import {
  autosaveSlot,
  emptyPageValues,
  type MediaImage,
  PAGE_LIMITS,
  PAGE_TEXTS,
  type PageField,
  type PageFieldErrors,
  type PageFormValues,
  type PageKind,
  type PagesActionResult,
  pageKindOf,
  pageValuesFromRow,
  parsePageValues,
  SEO_RANGES,
  type StoredPageFields,
  savedSinceAutosave,
  slugify,
} from "#app/modules/pages/page-form.ts";
import { instantToSiteTime, parseScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { AutosaveOffer, useEditorAutosave } from "./autosave.tsx";
import { FeaturedImageField } from "./featured-image-field.tsx";
import { SaveButtons } from "./save-buttons.tsx";
import { SeoHint } from "./seo-hint.tsx";
import { TagInput } from "./tag-input.tsx";

// TipTap is loaded when a dialog first opens, in its own chunk, and only on console screens.
const RichTextEditor = lazy(() => import("#app/components/admin/editor/rich-text-editor.tsx"));

export type EditablePage = StoredPageFields & {
  id: string;
  /** The row's language: an Urdu row is the Urdu version of an English item (ADR 0020). */
  locale: ContentLanguage;
  /** Unpublished changes to a published item, edited instead of the live version. */
  draft: (StoredPageFields & { savedAt: string }) | null;
  /** Pending schedule times (ISO instants), if any. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** When the live version was last saved. */
  updatedAt: string;
  /** An English item's Urdu version, when it has one. */
  translation?: EditablePage | null;
  /** A page's address (not a post's): where it answers, and whether it is a built-in page. */
  address?: PageAddress;
};

type ContentLanguage = "en" | "ur";
const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: "English", ur: "Urdu" };

type Manager = "content" | "blog";
type BlogTab = "content" | "seo";

const SETTINGS_FIELDS: readonly (keyof PageFieldErrors)[] = [
  "publishAt",
  "unpublishAt",
  "metaTitle",
  "metaDescription",
  "featuredImage",
  "tags",
  "isPublished",
];

type DialogProps = {
  manager: Manager;
  /** The site's time zone: the schedule fields are read and shown in it. */
  timeZone: string;
  /** The row being edited, or null to create one. */
  editing: EditablePage | null;
  images: readonly MediaImage[];
  onClose: () => void;
};

/**
 * The create/edit dialog of the Content Manager and the Blog Manager (docs/product.md#content-pages-and-blog-posts).
 * Content Manager: a 'Page' / 'Blog Post' tab only when creating, then every field in one
 * column. Blog Manager: 'Content' and 'SEO & Settings' tabs. The slug follows the title while
 * it is empty (and until it is typed in); a failed save keeps everything that was typed.
 * Editing an English item, an English / Urdu switch opens its Urdu version (ADR 0020): a row
 * of its own with its own slug, title, content, SEO fields and Published state, created on its
 * first save. Both editors stay mounted once opened, so switching keeps what was typed.
 */
export function PageDialog({ manager, editing, images, timeZone, onClose }: DialogProps) {
  const [language, setLanguage] = useState<ContentLanguage>("en");
  const [opened, setOpened] = useState<Record<ContentLanguage, boolean>>({ en: true, ur: false });
  const [busy, setBusy] = useState(false);
  const translatable = editing !== null && editing.locale === "en";
  const languageSwitch = translatable ? (
    <fieldset className="mt-3 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Language</legend>
      <span aria-hidden="true" className="text-sm font-medium">
        Language
      </span>
      <div className="inline-flex rounded-md border bg-muted p-0.5">
        {(["en", "ur"] as const).map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={language === option ? "default" : "ghost"}
            aria-pressed={language === option}
            disabled={busy}
            onClick={() => {
              setLanguage(option);
              setOpened((current) => ({ ...current, [option]: true }));
            }}
          >
            {LANGUAGE_NAMES[option]}
          </Button>
        ))}
      </div>
      {editing?.translation ? null : (
        <span className="text-xs text-muted-foreground">No Urdu version yet</span>
      )}
    </fieldset>
  ) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        className="sm:max-w-3xl"
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          // A click outside must not throw away what was typed.
          event.preventDefault();
        }}
      >
        <PageEditor
          manager={manager}
          editing={editing}
          images={images}
          timeZone={timeZone}
          onClose={onClose}
          active={language === "en"}
          languageSwitch={languageSwitch}
          onBusyChange={setBusy}
        />
        {translatable && opened.ur ? (
          <PageEditor
            manager={manager}
            editing={editing.translation ?? null}
            original={editing}
            images={images}
            timeZone={timeZone}
            onClose={onClose}
            active={language === "ur"}
            languageSwitch={languageSwitch}
            onBusyChange={setBusy}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * One language's editor: its header, form and buttons. `original` is the English item when
 * this edits (or creates) its Urdu version. Only the active one is shown.
 */
function PageEditor({
  manager,
  editing,
  original = null,
  images,
  timeZone,
  onClose,
  active,
  languageSwitch,
  onBusyChange,
}: DialogProps & {
  original?: EditablePage | null;
  active: boolean;
  languageSwitch: ReactNode;
  onBusyChange: (busy: boolean) => void;
}) {
  const fetcher = useFetcher<PagesActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const urdu = original !== null;
  // A page's Urdu version answers at its English page's address, so it keeps that slug.
  const urduPage = original !== null && pageKindOf(original.slug) === "page";
  const [values, setValues] = useState<PageFormValues>(() => {
    if (editing) {
      const stored = pageValuesFromRow(editing.draft ?? editing);
      return urduPage ? { ...stored, slug: original.slug } : stored;
    }
    if (original) {
      // A new Urdu version starts from the English slug and picture, with empty texts.
      const english = pageValuesFromRow(original);
      return {
        ...emptyPageValues(english.kind),
        slug: english.slug,
        ...(english.kind === "post" ? { featuredImage: english.featuredImage, tags: [] } : {}),
      };
    }
    return emptyPageValues(manager === "blog" ? "post" : "page");
  });
  // An Urdu title gives no Latin slug: the Urdu version's slug is typed (or kept) by hand.
  const [autoSlug, setAutoSlug] = useState(() => values.slug === "" && !urdu);
  const [errors, setErrors] = useState<PageFieldErrors>({});
  const [schedule, setSchedule] = useState(() => ({
    publishAt: editing?.publishAt ? instantToSiteTime(new Date(editing.publishAt), timeZone) : "",
    unpublishAt: editing?.unpublishAt
      ? instantToSiteTime(new Date(editing.unpublishAt), timeZone)
      : "",
  }));

  const [tab, setTab] = useState<BlogTab>("content");
  const ids = { content: useId(), slugHint: useId() };
  const busy = fetcher.state !== "idle";
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const savingIntent = busy ? fetcher.formData?.get("intent") : null;
  const creating = editing === null;
  // A published item keeps its live version while changes are saved as a draft beside it.
  const keepsLive = editing?.isPublished === true;
  const kind = values.kind;
  const noun = kind === "post" ? "Blog Post" : "Page";
  const autosave = useEditorAutosave(
    autosaveSlot(editing?.id ?? null, kind, editing ? null : (original?.id ?? null)),
    values,
  );
  // The Urdu version's texts are typed right to left; slugs and URLs stay left to right.
  const textLanguage = urdu ? ({ lang: "ur", dir: "rtl" } as const) : {};
  // A built-in page keeps its slug and stays published (its route is fixed; Page Settings
  // turns it off); a page's Urdu version keeps its English page's slug.
  const englishAddress = (original ?? editing)?.address;
  const builtIn = englishAddress?.builtIn === true;
  const slugFixed = builtIn || urduPage;
  const keptPublished = builtIn && !urdu;
  const language = urdu ? "ur" : "en";
  const path =
    kind === "post"
      ? localizedPath(language, postPath(values.slug || "your-post"))
      : slugFixed
        ? englishAddress?.path && localizedPath(language, englishAddress.path)
        : `/${values.slug || "your-page"}`;
  // The editor reads its content once: a new key starts it again from restored values.
  const [editorKey, setEditorKey] = useState(0);

  const set = <Field extends keyof PageFormValues>(field: Field, value: PageFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as PageField]) setErrors(({ [field as PageField]: _, ...rest }) => rest);
  };

  function focusFirstError(fieldErrors: PageFieldErrors) {
    const fields = Object.keys(fieldErrors) as (keyof PageFieldErrors)[];
    if (manager === "blog" && fields.length > 0) {
      setTab(fields.every((field) => SETTINGS_FIELDS.includes(field)) ? "seo" : "content");
    }
    // Let React show the messages (and the tab) first, then move to the first field to fix.
    requestAnimationFrame(() => {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) {
      setErrors({});
      toast.success(result.message, { description: result.description });
      onClose();
      return;
    }
    const fieldErrors = result?.fieldErrors ?? {};
    setErrors(fieldErrors);
    toast.error(result?.title ?? PAGE_TEXTS.saveFailedTitle, {
      description: result?.error ?? PAGE_TEXTS[kind].saveFailed,
    });
    focusFirstError(fieldErrors);
  });

  const slugField = (
    <Field
      label="Slug"
      required
      error={errors.slug}
      description={
        <span id={ids.slugHint}>
          {kind === "post"
            ? `Starts with ${BLOG_SLUG_PREFIX} (added when missing). Public URL: `
            : builtIn
              ? `${PAGE_TEXTS.builtInSlug} `
              : urduPage
                ? "The Urdu version answers at its English page's address. "
                : "Filled in from the title while empty. "}
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
            {...props}
            name="slug"
            value={values.slug}
            readOnly={slugFixed}
            onChange={(event) => {
              set("slug", event.target.value);
              setAutoSlug(event.target.value === "");
            }}
            autoComplete="off"
            spellCheck={false}
            placeholder={kind === "post" ? "my-first-post" : "about-us"}
            maxLength={PAGE_LIMITS.slug}
            className={cn(
              kind === "post" && "rounded-l-none",
              slugFixed && "bg-muted text-muted-foreground",
            )}
          />
        </div>
      )}
    </Field>
  );

  const titleField = (
    <Field label="Title" required error={errors.title}>
      {(props) => (
        <Input
          {...props}
          name="title"
          value={values.title}
          onChange={(event) => {
            const title = event.target.value;
            setValues((current) => ({
              ...current,
              title,
              ...(autoSlug ? { slug: slugify(title.trim()) } : {}),
            }));
            setErrors(({ title: _title, ...rest }) =>
              autoSlug ? { ...rest, slug: undefined } : rest,
            );
          }}
          autoComplete="off"
          {...textLanguage}
          placeholder={
            urdu ? undefined : kind === "post" ? "How to answer every DM in seconds" : "About Us"
          }
          maxLength={PAGE_LIMITS.title}
        />
      )}
    </Field>
  );

  // A page's text is its sections, every language's in one layout (ADR 0023): they are edited
  // in the page editor, for its Urdu version too. The content posted stays as it was.
  const sectionsPageId = kind === "page" ? (urdu ? original?.id : editing?.id) : undefined;
  const contentField = sectionsPageId ? (
    <div className="grid gap-2 rounded-md border bg-muted/40 px-3 py-3">
      <input type="hidden" name="content" value={values.content} />
      <p className="text-sm font-medium">Content</p>
      <p className="text-sm text-muted-foreground">
        What this page shows is made of sections, in every language side by side.
      </p>
      <div>
        <EditSectionsLink
          pageId={sectionsPageId}
          title={(urdu ? original?.title : editing?.title) ?? values.title}
          variant="default"
        />
      </div>
    </div>
  ) : (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={ids.content} className="text-sm font-medium leading-snug">
          Content
        </span>
        {/* The full editor, beside a preview of the post as visitors will read it (docs/product.md#page-editor). */}
        {kind === "post" && editing && !urdu ? (
          <EditSectionsLink pageId={editing.id} title={editing.title} kind="post" />
        ) : null}
      </div>
      <Suspense
        fallback={
          <div className="min-h-72 rounded-md border border-input px-4 py-3 text-sm text-muted-foreground">
            Loading editor...
          </div>
        }
      >
        <RichTextEditor
          key={editorKey}
          name="content"
          defaultValue={values.content}
          labelId={ids.content}
          images={images}
          onChange={(html) => set("content", html)}
          {...textLanguage}
        />
      </Suspense>
      {errors.content ? (
        <p className="text-sm font-medium text-destructive">{errors.content}</p>
      ) : null}
    </div>
  );

  const seoFields = (
    <>
      <Field
        label="Meta Title"
        error={errors.metaTitle}
        description={<SeoHint length={values.metaTitle.length} range={SEO_RANGES.metaTitle} />}
      >
        {(props) => (
          <Input
            {...props}
            name="metaTitle"
            {...textLanguage}
            value={values.metaTitle}
            onChange={(event) => set("metaTitle", event.target.value)}
            placeholder="Leave empty to use the title"
            maxLength={PAGE_LIMITS.metaTitle}
          />
        )}
      </Field>
      <Field
        label="Meta Description"
        error={errors.metaDescription}
        description={
          <SeoHint length={values.metaDescription.length} range={SEO_RANGES.metaDescription} />
        }
      >
        {(props) => (
          <Textarea
            {...props}
            name="metaDescription"
            {...textLanguage}
            rows={3}
            value={values.metaDescription}
            onChange={(event) => set("metaDescription", event.target.value)}
            placeholder="A short summary for search results (150-160 characters)"
            maxLength={PAGE_LIMITS.metaDescription}
          />
        )}
      </Field>
    </>
  );

  const publishedField = (
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
            checked={values.isPublished}
            onCheckedChange={(checked) => set("isPublished", checked)}
          />
          <input type="hidden" name="isPublished" value={String(values.isPublished)} />
        </>
      )}
    </Field>
  );

  const scheduleFields = (
    <ScheduleFieldset
      timeZone={timeZone}
      hint="Leave empty to publish or keep published now."
      errors={errors}
      inputOf={(field) => ({
        name: field,
        value: schedule[field],
        onChange: (event) => {
          const { value } = event.target;
          setSchedule((current) => ({ ...current, [field]: value }));
          setErrors(({ [field]: _, ...rest }) => rest);
        },
      })}
    />
  );

  let body: ReactNode;
  if (manager === "blog") {
    body = (
      <Tabs value={tab} onValueChange={(next) => setTab(next as BlogTab)} className="grid gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="content" className="flex-1 sm:flex-none">
            Content
          </TabsTrigger>
          <TabsTrigger value="seo" className="flex-1 sm:flex-none">
            SEO & Settings
          </TabsTrigger>
        </TabsList>
        {/* Both panels stay mounted, so every field is posted whichever tab is shown. */}
        <TabsContent value="content" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          {titleField}
          {slugField}
          {contentField}
        </TabsContent>
        <TabsContent value="seo" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          {seoFields}
          <FeaturedImageField
            value={values.featuredImage ?? ""}
            onChange={(value) => set("featuredImage", value)}
            images={images}
            error={errors.featuredImage}
          />
          <TagInput
            tags={values.tags ?? []}
            onChange={(tags) => set("tags", tags)}
            error={errors.tags}
          />
          {publishedField}
          {scheduleFields}
        </TabsContent>
      </Tabs>
    );
  } else {
    const fields = (
      <div className="grid gap-4">
        {titleField}
        {slugField}
        {contentField}
        {seoFields}
        {publishedField}
        {scheduleFields}
      </div>
    );
    body =
      creating && !urdu ? (
        <Tabs
          value={kind}
          onValueChange={(next) => {
            setValues((current) => ({ ...current, kind: next as PageKind }));
            setErrors(({ slug: _slug, ...rest }) => rest);
          }}
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
      ) : (
        fields
      );
  }

  const heading = urdu
    ? `${creating ? "New" : "Edit"} ${noun} · Urdu version`
    : creating
      ? `New ${noun}`
      : `Edit ${noun}`;
  return (
    <div hidden={!active} className="contents">
      {active ? (
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>
            {urdu
              ? `The Urdu version of “${original.title}” has its own ${urduPage ? "" : "slug, "}title, content, SEO fields and Published state.${creating ? " It is created when you save it." : ""}`
              : kind === "post"
                ? "Write the post, then check its SEO and settings. Title and slug are required."
                : "Title and slug are required. Empty meta title? The title is used."}
          </DialogDescription>
          {languageSwitch}
        </DialogHeader>
      ) : null}
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        className="contents"
        onSubmit={(event) => {
          const parsed = parsePageValues(values);
          const times = parseScheduleFields(schedule, timeZone);
          if (!parsed.ok || !times.ok) {
            event.preventDefault();
            const fieldErrors: PageFieldErrors = {
              ...(parsed.ok ? {} : parsed.fieldErrors),
              ...(times.ok ? {} : { [times.field]: times.error }),
            };
            setErrors(fieldErrors);
            toast.error(PAGE_TEXTS.validationTitle, {
              description: parsed.ok ? PAGE_TEXTS.checkFields : parsed.error,
            });
            focusFirstError(fieldErrors);
          } else {
            // Saving drops the autosave on the server: nothing is autosaved after it.
            autosave.settle();
          }
        }}
      >
        {keepsLive ? null : (
          <input type="hidden" name="intent" value={creating ? "create" : "update"} />
        )}
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        {!editing && original ? (
          <input type="hidden" name="translationOf" value={original.id} />
        ) : null}
        <input type="hidden" name="kind" value={kind} />
        <DialogBody className="py-2">
          {autosave.offered ? (
            <AutosaveOffer
              offered={autosave.offered}
              savedSince={savedSinceAutosave(autosave.offered.savedAt, editing)}
              noun={noun.toLowerCase()}
              timeZone={timeZone}
              onRestore={() => {
                const restored = autosave.offered?.values;
                // A fixed slug and a built-in page's Published state stay what they are.
                if (restored) {
                  setValues({
                    ...restored,
                    kind,
                    ...(slugFixed ? { slug: values.slug } : {}),
                    ...(keptPublished ? { isPublished: true } : {}),
                  });
                }
                setAutoSlug(false);
                setEditorKey((key) => key + 1);
                autosave.accept();
              }}
              onDiscard={autosave.decline}
            />
          ) : null}
          {editing?.draft ? (
            <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
              You are editing unpublished changes. The live version stays as it is until you
              publish.
            </p>
          ) : null}
          {body}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <SaveButtons
            keepsLive={keepsLive}
            busy={busy}
            savingIntent={savingIntent}
            publishLabel={values.isPublished ? "Publish" : `Update ${noun}`}
            saveLabel={creating ? `Create ${noun}` : `Update ${noun}`}
          />
        </DialogFooter>
      </fetcher.Form>
    </div>
  );
}
