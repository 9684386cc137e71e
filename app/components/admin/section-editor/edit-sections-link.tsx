import { LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** Where a page's sections are edited: the page editor (ADR 0023). */
export function editorPath(pageId: string): string {
  return `/admin/pages/${pageId}`;
}

/** Opens a page's sections in the page editor, named after the page for screen readers. */
export function EditSectionsLink({
  pageId,
  title,
  variant = "outline",
}: {
  pageId: string;
  title: string;
  variant?: "outline" | "default";
}) {
  return (
    <Link
      to={editorPath(pageId)}
      aria-label={`Edit sections of ${title}`}
      className={buttonVariants({ variant, size: "sm" })}
    >
      <LayoutTemplate aria-hidden="true" />
      <span aria-hidden="true">Edit sections</span>
    </Link>
  );
}
