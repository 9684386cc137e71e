import { Columns2, LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { pageEditorPath } from "#app/modules/pages/page-paths.ts";
import type { PageKind } from "#app/modules/pages/page-slugs.ts";

const LINK_TEXTS = {
  page: {
    icon: LayoutTemplate,
    text: "Edit sections",
    name: (title: string) => `Edit sections of ${title}`,
  },
  post: {
    icon: Columns2,
    text: "Edit with preview",
    name: (title: string) => `Edit with preview: ${title}`,
  },
} as const;

/**
 * Opens a page's sections, or a post's body beside its live preview, in the page editor, named
 * after the item for screen readers.
 */
export function EditSectionsLink({
  pageId,
  title,
  kind = "page",
  variant = "outline",
}: {
  pageId: string;
  title: string;
  kind?: PageKind;
  variant?: "outline" | "default";
}) {
  const { icon: Icon, text, name } = LINK_TEXTS[kind];
  return (
    <Link
      to={pageEditorPath(pageId, kind)}
      aria-label={name(title)}
      className={buttonVariants({ variant, size: "sm" })}
    >
      <Icon aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </Link>
  );
}
