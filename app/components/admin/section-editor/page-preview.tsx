import { Monitor, Smartphone, Tablet } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { ChoiceGroup } from "#app/components/admin/choice-group.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  type Locale,
  localePathPrefix,
} from "#app/modules/i18n/locales.ts";
import { useEditorLanguages } from "./editor-languages.tsx";
import {
  connectPreviewFrame,
  type PreviewFrame,
  type PreviewFrameHandlers,
  type PreviewPick,
} from "./preview-frame.ts";

// The page editor's live preview (docs/product.md#page-editor, ADR 0024): the page as visitors will see it, drawn
// by the server from the form as it stands (unsaved), in a frame at a phone's, a tablet's or a
// desktop's width, in any of the site's languages. Each change of the form is posted (at most
// one request at a time, the last state always sent) and morphed into the frame in place, so
// its scroll and whatever is edited in place stay.

const DEVICES = {
  phone: { label: "Phone", width: 390, icon: Smartphone },
  tablet: { label: "Tablet", width: 768, icon: Tablet },
  desktop: { label: "Desktop", width: 1280, icon: Monitor },
} as const;
type Device = keyof typeof DEVICES;

/** The frame's handlers, told the language the preview shows (its texts' language). */
export type PagePreviewHandlers = {
  sectionName: PreviewFrameHandlers["sectionName"];
  pick: (target: PreviewPick, locale: Locale) => void;
  canEditInPlace: (sectionId: string, path: string, locale: Locale) => boolean;
  editText: (sectionId: string, path: string, text: string, locale: Locale) => void;
  /** Moves a section by one place; false when it cannot move that way. */
  moveSection: (sectionId: string, by: -1 | 1) => boolean;
  /** Ctrl+Z and Ctrl+Shift+Z pressed in the preview. */
  undo: () => void;
  redo: () => void;
};

/** The live preview in a language: the site's chrome in that language too. */
function frameUrl(pageId: string, locale: Locale) {
  // Not localizedPath: that leaves previews alone, for they are English but for this one.
  return `${localePathPrefix(locale)}/preview/${encodeURIComponent(pageId)}?frame`;
}

/** The form's values as the save would post them, without the submit buttons' intent. */
function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") body.append(name, value);
  }
  return body;
}

export function PagePreview({
  pageId,
  pageTitle,
  formRef,
  followForm,
  handlers,
  className,
}: {
  pageId: string;
  pageTitle: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Set here to what the editor calls when its form has rested (useFormChanges). */
  followForm: RefObject<(() => void) | null>;
  handlers: PagePreviewHandlers;
  className?: string;
}) {
  const [device, setDevice] = useState<Device>("desktop");
  // On a phone the preview starts at a phone's width, at its own size.
  useEffect(() => {
    if (window.matchMedia("(max-width: 767px)").matches) setDevice("phone");
  }, []);
  const languages = useEditorLanguages();
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [failed, setFailed] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const connection = useRef<PreviewFrame | null>(null);
  // The handlers of this render, for listeners set up once.
  const latest = useRef({ handlers, locale });
  latest.current = { handlers, locale };
  const sync = useRef<{ sent: string; busy: boolean; again: boolean; focus: string | null }>({
    sent: "",
    busy: false,
    again: false,
    focus: null,
  });

  /** Posts the form unless the frame already shows it; one request at a time. */
  async function send() {
    const form = formRef.current;
    const frame = connection.current;
    const state = sync.current;
    if (!form || !frame) return;
    if (state.busy) {
      state.again = true;
      return;
    }
    const currentLocale = latest.current.locale;
    const body = formBody(form);
    const key = `${currentLocale}|${body}`;
    if (key === state.sent) return;
    state.busy = true;
    try {
      const response = await fetch(frameUrl(pageId, currentLocale), {
        method: "POST",
        body,
        headers: { Accept: "text/html" },
      });
      // A session that ended is sent to sign in: that page is not the preview.
      if (!response.ok || response.redirected) {
        throw new Error(`The preview answered ${response.status}`);
      }
      const html = await response.text();
      // A language switched meanwhile reloads the frame, which sends again.
      if (connection.current === frame && latest.current.locale === currentLocale) {
        frame.morph(html);
        state.sent = key;
        if (state.focus) frame.focusSection(state.focus);
        state.focus = null;
      }
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      state.busy = false;
      if (state.again) {
        state.again = false;
        void send();
      }
    }
  }
  followForm.current = () => void send();

  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first frame
  useEffect(() => {
    // The frame may have loaded before the console's script could hear it.
    const loaded = frameRef.current?.contentDocument;
    if (loaded?.readyState === "complete" && loaded.location.href !== "about:blank") connect();
    return () => connection.current?.disconnect();
  }, []);

  function connect() {
    const frame = frameRef.current;
    connection.current?.disconnect();
    connection.current = null;
    if (!frame?.contentDocument?.querySelector("body")) return;
    connection.current = connectPreviewFrame(frame, {
      sectionName: (id) => latest.current.handlers.sectionName(id),
      canEditInPlace: (id, path) =>
        latest.current.handlers.canEditInPlace(id, path, latest.current.locale),
      editText: (id, path, text) =>
        latest.current.handlers.editText(id, path, text, latest.current.locale),
      pick: (target) => latest.current.handlers.pick(target, latest.current.locale),
      moveSection: (id, by) => {
        if (latest.current.handlers.moveSection(id, by)) sync.current.focus = id;
      },
      undo: () => latest.current.handlers.undo(),
      redo: () => latest.current.handlers.redo(),
    });
    // The frame shows the saved page: bring it to the form as it stands.
    sync.current.sent = "";
    void send();
  }

  const { width } = DEVICES[device];
  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return (
    <section aria-label="Live preview" className={cn("flex min-h-0 flex-col gap-2", className)}>
      <div className="flex flex-wrap items-center gap-2">
        <ChoiceGroup
          legend="Preview width"
          choices={(Object.keys(DEVICES) as Device[]).map((key) => ({
            value: key,
            label: DEVICES[key].label,
            icon: DEVICES[key].icon,
            title: `${DEVICES[key].label} width`,
          }))}
          value={device}
          onChange={setDevice}
        />
        {languages.length > 1 ? (
          <ChoiceGroup
            legend="Preview language"
            choices={languages.map((key) => ({ value: key, label: LANGUAGE_NAMES[key] }))}
            value={locale}
            onChange={setLocale}
          />
        ) : null}
        {failed ? (
          <p role="status" className="text-sm text-destructive">
            The preview could not be updated. It tries again as you edit.
          </p>
        ) : null}
      </div>
      <div
        ref={boxRef}
        className="relative min-h-[60vh] flex-1 overflow-hidden rounded-lg border bg-muted"
      >
        <iframe
          ref={frameRef}
          key={locale}
          src={frameUrl(pageId, locale)}
          title={`Preview of ${pageTitle} (${LANGUAGE_NAMES[locale]}, ${DEVICES[device].label.toLowerCase()} width)`}
          onLoad={connect}
          className="absolute top-0 left-1/2 origin-top border-0 bg-background"
          style={{
            width,
            height: box.height / scale,
            transform: `translateX(-50%) scale(${scale})`,
          }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Click a text to find its field; double-click a short text (or press F2 on it) to change it
        here. Alt with the arrow keys moves a section.
      </p>
    </section>
  );
}
