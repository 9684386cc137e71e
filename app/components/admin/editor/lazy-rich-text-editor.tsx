import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { cn } from "#app/lib/utils.ts";

// TipTap is loaded when a rich text first shows, in its own chunk, on console screens only.
const loadRichTextEditor = () => import("./rich-text-editor.tsx");
const RichTextEditor = lazy(loadRichTextEditor);

/**
 * Loads the editor's chunk (~110 KB compressed) once the browser is idle, on a screen whose
 * next step is an editor (the page and post lists): opened then, it shows at once rather than
 * after "Loading editor..." (on a slow phone, or a busy machine, that took seconds).
 */
export function useRichTextEditorPreload(): void {
  useEffect(() => {
    const load = () => void loadRichTextEditor();
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(load, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

/**
 * The rich-text editor, with a placeholder of about its height while its chunk loads.
 * `placeholderClassName` sets that height (the page editor's is taller than a section's).
 */
export function LazyRichTextEditor({
  placeholderClassName,
  ...props
}: ComponentProps<typeof RichTextEditor> & { placeholderClassName?: string }) {
  return (
    <Suspense
      fallback={
        <div
          className={cn(
            "min-h-56 rounded-md border border-input px-4 py-3 text-sm text-muted-foreground",
            placeholderClassName,
          )}
        >
          Loading editor...
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
