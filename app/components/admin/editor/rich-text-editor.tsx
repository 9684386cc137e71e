import Image from "@tiptap/extension-image";
import { NodeSelection } from "@tiptap/pm/state";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Redo2,
  SquareCode,
  TextQuote,
  Undo2,
} from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";
import { isSafeLinkUrl } from "#app/modules/content/link-url.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import { EditorToolbar, type ToolbarItem } from "./editor-toolbar.tsx";
import { ImagePickerDialog } from "./image-picker-dialog.tsx";
import { LinkDialog, type LinkValue } from "./link-dialog.tsx";

// The admin's rich-text editor (TipTap). It is loaded only by the console's content and blog
// screens, never by a public page. What it produces is HTML that the server sanitizes again
// with its allow-list before storing (docs/product.md#security); the editor's schema already keeps only
// paragraphs, h2-h4, bold, italic, underline, strike, lists, quotes, code, links and images.

export type RichTextEditorProps = {
  /**
   * The hidden input's name: the form posts the editor's HTML under it. Without one the editor
   * posts nothing, and `onChange` hands its HTML to an input of the form's own.
   */
  name?: string;
  defaultValue: string;
  /** The id of the visible label ("Content"). */
  labelId: string;
  describedBy?: string;
  images: readonly MediaImage[];
  onChange?: (html: string) => void;
  className?: string;
  /** The language the content is written in; Urdu is edited right to left (ADR 0020). */
  lang?: string;
  dir?: "ltr" | "rtl";
};

const NEW_TAB_REL = "noopener noreferrer nofollow";

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isSafeLinkUrl(url),
      shouldAutoLink: (url) => isSafeLinkUrl(url),
    },
  }),
  Image.configure({ allowBase64: false }),
];

function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    h4: editor.isActive("heading", { level: 4 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    code: editor.isActive("code"),
    codeBlock: editor.isActive("codeBlock"),
    link: editor.isActive("link"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * A just-inserted image is selected, so the next key would replace it: put the cursor in the
 * paragraph after it (adding one when there is none) so that typing goes on after the image.
 */
function placeCursorAfterImage(editor: Editor) {
  const { selection, doc } = editor.state;
  if (!(selection instanceof NodeSelection)) return;
  const after = selection.to;
  if (doc.resolve(after).nodeAfter?.isTextblock) {
    editor.commands.setTextSelection(after + 1);
  } else {
    editor
      .chain()
      .insertContentAt(after, { type: "paragraph" })
      .setTextSelection(after + 1)
      .run();
  }
}

const IDLE_STATE: ReturnType<typeof toolbarState> = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  h4: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  code: false,
  codeBlock: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

export default function RichTextEditor({
  name,
  defaultValue,
  labelId,
  describedBy,
  images,
  onChange,
  className,
  lang,
  dir,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue);
  const [linkDialog, setLinkDialog] = useState<{ key: number; initial: LinkValue | null } | null>(
    null,
  );
  const [pickerOpen, setPickerOpen] = useState(false);
  // Ctrl/Cmd+K in the editor opens the link prompt (the handler sees this render's state).
  const openLinkShortcut = useRef<() => void>(() => {});

  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // Options must keep their identity between renders: TipTap re-applies changed ones to the
  // live editor (which would disturb the selection while typing).
  const [editorProps] = useState(() => ({
    handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openLinkShortcut.current();
        return true;
      }
      return false;
    },
    attributes: {
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(lang ? { lang } : {}),
      ...(dir ? { dir } : {}),
      class: cn(
        "prose-content min-h-56 max-w-none px-4 py-3 text-base focus-visible:outline-hidden",
        "[&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-ring",
      ),
    },
  }));

  const editor = useEditor({
    // Rendered on the server too (the dialog can be open then): TipTap starts in the browser.
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: defaultValue,
    editorProps,
    onUpdate: ({ editor: current }) => {
      // The trailing empty paragraph the editor keeps after an image or a heading is not content.
      const next = current.isEmpty ? "" : current.getHTML().replace(/(?:<p><\/p>)+$/, "");
      setHtml(next);
      latestOnChange.current?.(next);
    },
  });

  // Until the editor's first transaction the state is the one of an empty document.
  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }) => (current ? toolbarState(current) : null),
    }) ?? IDLE_STATE;

  const ready = editor !== null;
  const run = (command: (current: Editor) => void) => () => {
    if (editor) command(editor);
  };

  function openLinkDialog() {
    if (!editor) return;
    const attributes = editor.getAttributes("link") as { href?: string; target?: string };
    setLinkDialog((previous) => ({
      key: (previous?.key ?? 0) + 1,
      initial: attributes.href
        ? { href: attributes.href, newTab: attributes.target === "_blank" }
        : null,
    }));
  }

  openLinkShortcut.current = openLinkDialog;

  // Back from a dialog, the editor gets focus at its own selection (the browser's would be at
  // the start of the text), so typing goes on where it was.
  const refocusEditor = (event: Event) => {
    if (!editor) return;
    event.preventDefault();
    editor.commands.focus();
  };

  function applyLink({ href, newTab }: LinkValue) {
    setLinkDialog(null);
    if (!editor) return;
    const attributes = {
      href,
      target: newTab ? "_blank" : null,
      rel: newTab ? NEW_TAB_REL : null,
    };
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: insert the address itself as the link's text.
      const text = href.replace(/^(mailto|tel):/, "");
      chain
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: attributes }] })
        .run();
    } else {
      chain.setLink(attributes).run();
    }
  }

  const groups: ToolbarItem[][] = [
    [
      {
        key: "bold",
        label: "Bold",
        icon: Bold,
        pressed: state.bold,
        shortcut: "Control+B",
        onClick: run((e) => e.chain().focus().toggleBold().run()),
      },
      {
        key: "italic",
        label: "Italic",
        icon: Italic,
        pressed: state.italic,
        shortcut: "Control+I",
        onClick: run((e) => e.chain().focus().toggleItalic().run()),
      },
      {
        key: "code",
        label: "Inline code",
        icon: Code,
        pressed: state.code,
        shortcut: "Control+E",
        onClick: run((e) => e.chain().focus().toggleCode().run()),
      },
    ],
    [
      {
        key: "h2",
        label: "Heading 2",
        icon: Heading2,
        pressed: state.h2,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: 2 }).run()),
      },
      {
        key: "h3",
        label: "Heading 3",
        icon: Heading3,
        pressed: state.h3,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: 3 }).run()),
      },
      {
        key: "h4",
        label: "Heading 4",
        icon: Heading4,
        pressed: state.h4,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: 4 }).run()),
      },
    ],
    [
      {
        key: "bulletList",
        label: "Bullet list",
        icon: List,
        pressed: state.bulletList,
        onClick: run((e) => e.chain().focus().toggleBulletList().run()),
      },
      {
        key: "orderedList",
        label: "Numbered list",
        icon: ListOrdered,
        pressed: state.orderedList,
        onClick: run((e) => e.chain().focus().toggleOrderedList().run()),
      },
      {
        key: "blockquote",
        label: "Quote",
        icon: TextQuote,
        pressed: state.blockquote,
        onClick: run((e) => e.chain().focus().toggleBlockquote().run()),
      },
      {
        key: "codeBlock",
        label: "Code block",
        icon: SquareCode,
        pressed: state.codeBlock,
        onClick: run((e) => e.chain().focus().toggleCodeBlock().run()),
      },
    ],
    [
      {
        key: "link",
        label: state.link ? "Edit link" : "Add link",
        icon: Link,
        pressed: state.link,
        shortcut: "Control+K",
        onClick: openLinkDialog,
      },
      {
        key: "image",
        label: "Insert Image",
        icon: ImagePlus,
        showLabel: true,
        onClick: () => setPickerOpen(true),
      },
    ],
    [
      {
        key: "undo",
        label: "Undo",
        icon: Undo2,
        disabled: !state.canUndo,
        shortcut: "Control+Z",
        onClick: run((e) => e.chain().focus().undo().run()),
      },
      {
        key: "redo",
        label: "Redo",
        icon: Redo2,
        disabled: !state.canRedo,
        shortcut: "Control+Shift+Z",
        onClick: run((e) => e.chain().focus().redo().run()),
      },
    ],
  ];

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border border-input bg-background",
        "focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background",
        className,
      )}
    >
      {ready ? (
        <EditorToolbar label="Formatting" groups={groups} />
      ) : (
        <div aria-hidden="true" className="h-12 border-b bg-muted/40" />
      )}
      {ready ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="min-h-56 px-4 py-3 text-sm text-muted-foreground">Loading editor...</div>
      )}
      {name ? <input type="hidden" name={name} value={html} /> : null}
      {linkDialog ? (
        <LinkDialog
          key={linkDialog.key}
          open
          initial={linkDialog.initial}
          onOpenChange={(open) => {
            if (!open) setLinkDialog(null);
          }}
          onApply={applyLink}
          onCloseAutoFocus={refocusEditor}
          onRemove={() => {
            setLinkDialog(null);
            editor?.chain().focus().extendMarkRange("link").unsetLink().run();
          }}
        />
      ) : null}
      <ImagePickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        images={images}
        title="Insert Image"
        description="Choose an image from the media library to insert at the cursor, or upload a new one."
        withAltText
        onCloseAutoFocus={refocusEditor}
        onPick={({ src, alt }) => {
          setPickerOpen(false);
          if (!editor) return;
          editor.chain().focus().setImage({ src, alt }).run();
          placeCursorAfterImage(editor);
          toast.success("Image inserted", { description: alt || undefined });
        }}
      />
    </div>
  );
}
