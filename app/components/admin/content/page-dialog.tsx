import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale } from "#app/modules/i18n/locales.ts";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import { type EditablePage, type EditorProps, PageEditorForm } from "./page-editor-form.tsx";

const LANGUAGES: readonly Locale[] = [DEFAULT_LOCALE, ...TRANSLATED_LOCALES];

/** The English item's version in `locale`, if it has one. */
function versionIn(item: EditablePage, locale: TranslatedLocale): EditablePage | null {
  return item.translations?.find((translation) => translation.locale === locale) ?? null;
}

/**
 * The create/edit dialog of the Content Manager and the Blog Manager (docs/product.md#content-pages-and-blog-posts).
 * Content Manager: a 'Page' / 'Blog Post' tab only when creating, then every field in one
 * column. Blog Manager: 'Content' and 'SEO & Settings' tabs. The slug follows the title while
 * it is empty (and until it is typed in); a failed save keeps everything that was typed.
 * Editing an item, a switch of the languages (English, then TRANSLATED_LOCALES) opens its
 * version in another language (ADR 0042): its own slug (a post's), title, content, SEO fields
 * and tags in the item's one row, added on its first save; the item's state, schedule and
 * picture are its English form's. Each language's editor stays mounted once opened, so
 * switching keeps what was typed.
 */
export function PageDialog({ manager, editing, images, timeZone, onClose }: EditorProps) {
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const [opened, setOpened] = useState<ReadonlySet<Locale>>(() => new Set([DEFAULT_LOCALE]));
  const [busy, setBusy] = useState(false);
  const translatable = editing !== null && editing.locale === DEFAULT_LOCALE;
  const languageSwitch = translatable ? (
    <fieldset className="mt-3 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Language</legend>
      <span aria-hidden="true" className="text-sm font-medium">
        Language
      </span>
      <div className="inline-flex rounded-md border bg-muted p-0.5">
        {LANGUAGES.map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={language === option ? "default" : "ghost"}
            aria-pressed={language === option}
            disabled={busy}
            onClick={() => {
              setLanguage(option);
              setOpened((current) => new Set([...current, option]));
            }}
          >
            {LANGUAGE_NAMES[option]}
          </Button>
        ))}
      </div>
      {TRANSLATED_LOCALES.filter((locale) => !versionIn(editing, locale)).map((locale) => (
        <span key={locale} className="text-xs text-muted-foreground">
          No {LANGUAGE_NAMES[locale]} version yet
        </span>
      ))}
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
        <PageEditorForm
          manager={manager}
          editing={editing}
          images={images}
          timeZone={timeZone}
          onClose={onClose}
          active={language === DEFAULT_LOCALE}
          languageSwitch={languageSwitch}
          onBusyChange={setBusy}
        />
        {translatable
          ? TRANSLATED_LOCALES.filter((locale) => opened.has(locale)).map((locale) => (
              <PageEditorForm
                key={locale}
                manager={manager}
                editing={versionIn(editing, locale)}
                translation={{ of: editing, locale }}
                images={images}
                timeZone={timeZone}
                onClose={onClose}
                active={language === locale}
                languageSwitch={languageSwitch}
                onBusyChange={setBusy}
              />
            ))
          : null}
      </DialogContent>
    </Dialog>
  );
}
