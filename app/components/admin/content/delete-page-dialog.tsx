import { useRef } from "react";
import { useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale } from "#app/modules/i18n/locales.ts";
import type { PagesActionResult } from "#app/modules/pages/page-action-result.ts";
import type { PageKind } from "#app/modules/pages/page-slugs.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";

/** " with its Urdu version", " with its Urdu and Arabic versions", or nothing without any. */
function withVersions(translations: readonly { locale: Locale }[]): string {
  const names = translations.map((translation) => LANGUAGE_NAMES[translation.locale]);
  if (names.length === 0) return "";
  const listed =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return ` with its ${listed} version${names.length === 1 ? "" : "s"}`;
}

/**
 * Asks before deleting a page or post (docs/product.md#validation). The dialog stays open, busy, until the
 * server has answered and the list has been reloaded; a failure keeps it open with a toast.
 */
export function DeletePageDialog({
  target,
  kind,
  onDone,
}: {
  /**
   * An item (`translations`: its versions in other languages, deleted with it), or one of its
   * versions in another language (`locale`), deleted alone.
   */
  target: {
    id: string;
    title: string;
    locale?: Locale;
    translations?: readonly { locale: Locale }[];
  } | null;
  kind: PageKind;
  onDone: () => void;
}) {
  const fetcher = useFetcher<PagesActionResult>();
  const settle = useRef<((ok: boolean) => void) | null>(null);

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) toast.success(result.message, { description: result.description });
    else {
      toast.error(result?.error ?? PAGE_TEXTS.deleteFailedTitle, {
        description: result ? result.description : PAGE_TEXTS[kind].deleteFailed,
      });
    }
    settle.current?.(result?.ok === true);
    settle.current = null;
  });

  const noun = kind === "post" ? "blog post" : "page";
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={`Delete ${noun}?`}
      description={
        target
          ? `“${target.title}” will be deleted${withVersions(target.translations ?? [])}${kind === "post" ? " and disappear from the blog" : ""}. This cannot be undone.`
          : undefined
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (!target) return false;
        return new Promise<boolean>((resolve) => {
          settle.current = resolve;
          const version = target.locale && target.locale !== DEFAULT_LOCALE ? target.locale : null;
          void fetcher.submit(
            { intent: "delete", id: target.id, ...(version ? { locale: version } : {}) },
            { method: "post" },
          );
        });
      }}
    />
  );
}
