import { getFormProps, useForm } from "@conform-to/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import {
  DialogBody,
  DialogCancelButton,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import { refusalReply } from "#app/lib/refusal-reply.ts";
import { BLOG_SLUG_PREFIX, postPath } from "#app/modules/blog/blog.ts";
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  LOCALE_INFO,
  type Locale,
  localizedPath,
} from "#app/modules/i18n/locales.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import type { PagesActionResult } from "#app/modules/pages/page-action-result.ts";
import type { PageAddress } from "#app/modules/pages/page-addresses.ts";
import { autosaveSlot, savedSinceAutosave } from "#app/modules/pages/page-autosave-slots.ts";
import { pageDefinition, SETTINGS } from "#app/modules/pages/page-definition.ts";
import {
  PAGE_EDITOR_CONSTRAINT,
  type PageEditorOutput,
  parsePageEditor,
} from "#app/modules/pages/page-form.ts";
import { type PageKind, pageKindOf } from "#app/modules/pages/page-slugs.ts";
import { PAGE_TEXTS, validationMessage } from "#app/modules/pages/page-texts.ts";
import {
  type PageEditorValues,
  pageEditorValues,
  pageFormValuesOf,
  type StoredPageFields,
} from "#app/modules/pages/page-values.ts";
import { AutosaveOffer, useEditorAutosave } from "./autosave.tsx";
import {
  ChatMessageField,
  ContentField,
  ContentManagerFields,
  PageScheduleFields,
  PostSettingsFields,
  PublishedField,
  SeoFields,
  SlugField,
  TitleField,
} from "./page-fields.tsx";
import { SaveButtons } from "./save-buttons.tsx";

// One language's version of a page or post in its editor's dialog (page-dialog.tsx): a form
// of the editor's one schema through conform (ADR 0033), checked when sent and again by the
// editor route's action, which saves it.

export type EditablePage = StoredPageFields & {
  id: string;
  /** The version's language: the item's texts in it (ADR 0042). */
  locale: Locale;
  /** Unpublished changes to a published item, edited instead of the live version. */
  draft: (StoredPageFields & { savedAt: string }) | null;
  /** Pending schedule times (ISO instants), if any. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** When the live version was last saved. */
  updatedAt: string;
  /** An English item's translated versions, one per language it has. */
  translations?: EditablePage[];
  /** A page's address (not a post's): where it answers, and whether it is a built-in page. */
  address?: PageAddress;
};

export type Manager = "content" | "blog";
type BlogTab = "content" | "seo";

/** The Blog Manager's 'SEO & Settings' fields: a problem only there shows that tab. */
const SETTINGS_FIELDS: readonly string[] = Object.entries(pageDefinition.meta)
  .filter(([, field]) => field.group === SETTINGS)
  .map(([key]) => key);

export type EditorProps = {
  manager: Manager;
  /** The site's time zone: the schedule fields are read and shown in it. */
  timeZone: string;
  /** The row being edited, or null to create one. */
  editing: EditablePage | null;
  images: readonly MediaImage[];
  onClose: () => void;
};

/**
 * One language's editor: its header, form and buttons. `translation` names the English item
 * and the language when this edits (or creates) a translated version. Only the active one is
 * shown. Its form is checked by the editor's schema when sent, and again by the route's action.
 */
export function PageEditorForm({
  manager,
  editing,
  translation = null,
  images,
  timeZone,
  onClose,
  active,
  languageSwitch,
  onBusyChange,
}: EditorProps & {
  translation?: { of: EditablePage; locale: TranslatedLocale } | null;
  active: boolean;
  languageSwitch: ReactNode;
  onBusyChange: (busy: boolean) => void;
}) {
  const fetcher = useFetcher<PagesActionResult>();
  const original = translation?.of ?? null;
  const locale = translation?.locale ?? DEFAULT_LOCALE;
  const languageName = LANGUAGE_NAMES[locale];
  const translated = original !== null;
  const [defaultValue] = useState(() =>
    pageEditorValues(editing, original, manager === "blog" ? "post" : "page", timeZone),
  );
  const [tab, setTab] = useState<BlogTab>("content");
  // A new object only for a new answer: conform takes each one as a new reply.
  const lastResult = useMemo(() => refusalReply(fetcher.data), [fetcher.data]);
  const [form, fields] = useForm<PageEditorValues, PageEditorOutput>({
    id: `page-${editing?.id ?? original?.id ?? "new"}-${locale}`,
    defaultValue,
    constraint: PAGE_EDITOR_CONSTRAINT,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parsePageEditor(formData, timeZone);
      if (submitter && submission.status === "error") {
        const errors = submission.error ?? {};
        toast.error(PAGE_TEXTS.validationTitle, { description: validationMessage(errors) });
        showFirstError(errors);
      }
      return submission;
    },
    // Saving drops the autosave on the server: nothing is autosaved after it.
    onSubmit: () => autosave.settle(),
  });
  const kind: PageKind = fields.kind.value === "post" ? "post" : "page";
  const values = pageFormValuesOf(form.value, kind);
  // A translated title may give no Latin slug: a version's slug is typed (or kept) by hand.
  const [autoSlug, setAutoSlug] = useState(defaultValue.slug === "" && !translated);
  const busy = fetcher.state !== "idle";
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const savingIntent = busy ? fetcher.formData?.get("intent") : null;
  // Every language's form saves into the one item (ADR 0042): only a new item is created.
  const item = editing ?? original;
  const creating = editing === null;
  // A published item keeps its live version while changes are saved as a draft beside it
  // (the English item's state: a version only drafted reads as unpublished).
  const keepsLive = (original ?? editing)?.isPublished === true;
  const noun = kind === "post" ? "Blog Post" : "Page";
  const autosave = useEditorAutosave(autosaveSlot(item?.id ?? null, kind, locale), values);
  // A version's texts are typed in its language's direction; slugs and URLs stay left to right.
  const textLanguage = translated
    ? { lang: LOCALE_INFO[locale].lang, dir: LOCALE_INFO[locale].dir }
    : {};
  // A built-in page keeps its slug and stays published (its route is fixed; Page Settings
  // turns it off); a page's translated version keeps its English page's slug.
  const translatedPage = original !== null && pageKindOf(original.slug) === "page";
  const englishAddress = (original ?? editing)?.address;
  const builtIn = englishAddress?.builtIn === true;
  const slugFixed = builtIn || translatedPage;
  const keptPublished = builtIn && !translated;
  const path =
    kind === "post"
      ? localizedPath(locale, postPath(values.slug || "your-post"))
      : slugFixed
        ? englishAddress?.path && localizedPath(locale, englishAddress.path)
        : `/${values.slug || "your-page"}`;
  // TipTap reads its content once: a new key starts it again from restored values.
  const [editorKey, setEditorKey] = useState(0);

  /** A field on the Blog Manager's other tab is shown first; then the first to fix is focused. */
  function showFirstError(errors: Record<string, string[] | null>) {
    const invalid = Object.keys(errors).filter((name) => errors[name]?.length);
    if (manager === "blog" && invalid.length > 0) {
      const onSettingsTab = (name: string) =>
        SETTINGS_FIELDS.some((field) => name === field || name.startsWith(`${field}[`));
      setTab(invalid.every(onSettingsTab) ? "seo" : "content");
    }
    // Let React show the messages (and the tab) first, then move to the first field to fix.
    requestAnimationFrame(() => {
      focusFirstInvalid(document.forms.namedItem(form.id));
    });
  }

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) {
      toast.success(result.message, { description: result.description });
      onClose();
      return;
    }
    toast.error(result?.error ?? PAGE_TEXTS.saveFailedTitle, {
      description: result ? result.description : PAGE_TEXTS[kind].saveFailed,
    });
    showFirstError(result?.fieldErrors ?? {});
  });

  // A page's text is its sections, every language's in one layout (ADR 0023): they are edited
  // in the page editor, for its translated versions too. The content posted stays as it was.
  const sectionsItem = kind === "page" ? (translated ? original : editing) : null;
  const fieldProps = { form, kind, textLanguage };
  const titleAndContent = (
    <>
      <TitleField {...fieldProps} autoSlug={autoSlug} translated={translated} />
      <SlugField
        form={form}
        kind={kind}
        path={path}
        fixed={slugFixed}
        hint={
          kind === "post"
            ? `Starts with ${BLOG_SLUG_PREFIX} (added when missing). Public URL: `
            : builtIn
              ? `${PAGE_TEXTS.builtInSlug} `
              : translatedPage
                ? `The ${languageName} version answers at its English page's address. `
                : "Filled in from the title while empty. "
        }
        onTyped={(slug) => setAutoSlug(slug === "")}
      />
      <ContentField
        {...fieldProps}
        sectionsOf={sectionsItem ? { id: sectionsItem.id, title: sectionsItem.title } : null}
        postEditorOf={kind === "post" && editing && !translated ? editing : null}
        images={images}
        editorKey={editorKey}
      />
    </>
  );
  // The item's state and schedule are set in its English form, for all its languages.
  const settings = translated ? null : (
    <>
      <PublishedField form={form} kind={kind} keptPublished={keptPublished} />
      <PageScheduleFields form={form} timeZone={timeZone} />
    </>
  );

  const heading = translated
    ? `${creating ? "New" : "Edit"} ${noun} · ${languageName} version`
    : creating
      ? `New ${noun}`
      : `Edit ${noun}`;
  return (
    <div hidden={!active} className="contents">
      {active ? (
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>
            {translated
              ? `The ${languageName} version of “${original.title}” has its own ${translatedPage ? "" : "slug, "}title, content and SEO fields; it is published with the item.${creating ? " It is added when you save it." : ""}`
              : kind === "post"
                ? "Write the post, then check its SEO and settings. Title and slug are required."
                : "Title and slug are required. Empty meta title? The title is used."}
          </DialogDescription>
          {languageSwitch}
        </DialogHeader>
      ) : null}
      <fetcher.Form method="post" {...getFormProps(form)} className="contents">
        {keepsLive ? null : (
          <input type="hidden" name="intent" value={item ? "update" : "create"} />
        )}
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        {translated ? <input type="hidden" name="locale" value={locale} /> : null}
        <input type="hidden" name={fields.kind.name} value={kind} />
        <DialogBody className="py-2">
          {autosave.offered ? (
            <AutosaveOffer
              offered={autosave.offered}
              savedSince={savedSinceAutosave(autosave.offered.savedAt, editing)}
              noun={noun.toLowerCase()}
              timeZone={timeZone}
              onRestore={() => {
                const { sections: _, ...restored } = autosave.offered?.values ?? {};
                // A fixed slug and a built-in page's Published state stay what they are.
                if (autosave.offered) {
                  form.update({
                    value: {
                      ...restored,
                      kind,
                      ...(slugFixed ? { slug: values.slug } : {}),
                      ...(keptPublished ? { isPublished: true } : {}),
                      publishAt: fields.publishAt.value ?? "",
                      unpublishAt: fields.unpublishAt.value ?? "",
                    },
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
          {manager === "blog" ? (
            <Tabs
              value={tab}
              onValueChange={(next) => setTab(next as BlogTab)}
              className="grid gap-4"
            >
              <TabsList className="w-full sm:w-fit">
                <TabsTrigger value="content" className="flex-1 sm:flex-none">
                  Content
                </TabsTrigger>
                <TabsTrigger value="seo" className="flex-1 sm:flex-none">
                  SEO & Settings
                </TabsTrigger>
              </TabsList>
              {/* Both panels stay mounted, so every field is posted whichever tab is shown. */}
              <TabsContent
                value="content"
                forceMount
                className="grid gap-4 data-[state=inactive]:hidden"
              >
                {titleAndContent}
              </TabsContent>
              <TabsContent
                value="seo"
                forceMount
                className="grid gap-5 data-[state=inactive]:hidden"
              >
                <SeoFields {...fieldProps} />
                <ChatMessageField {...fieldProps} />
                <PostSettingsFields form={form} images={images} withItemFields={!translated} />
                {settings}
              </TabsContent>
            </Tabs>
          ) : (
            <ContentManagerFields
              kindChoice={creating && !translated}
              kind={kind}
              onKindChange={(next) => form.update({ name: fields.kind.name, value: next })}
            >
              {titleAndContent}
              <SeoFields {...fieldProps} />
              <ChatMessageField {...fieldProps} />
              {settings}
            </ContentManagerFields>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogCancelButton disabled={busy} />
          <SaveButtons
            keepsLive={keepsLive}
            busy={busy}
            savingIntent={savingIntent}
            // Another language's form has no switch: it goes live as the item is.
            publishLabel={
              (translated ? keepsLive : values.isPublished) ? "Publish" : `Update ${noun}`
            }
            saveLabel={item ? `Update ${noun}` : `Create ${noun}`}
          />
        </DialogFooter>
      </fetcher.Form>
    </div>
  );
}
