// What the Content and Blog managers and the page editor say
// (docs/product.md#content-pages-and-blog-posts).

export const PAGE_TEXTS = {
  validationTitle: "Validation Error",
  required: "Title and slug are required",
  checkFields: "Please check the highlighted fields.",
  saveFailedTitle: "Save failed",
  deleteFailedTitle: "Delete failed",
  slugTaken: "A page with this slug already exists",
  contentTooLong: "The content is too long",
  contentTooDeep: "The content nests its formatting too deeply",
  checkSections: "Please check the page's sections.",
  postHasNoSections: "A blog post has no sections: its text is its content",
  revisionGone: "This revision no longer exists",
  builtInDelete: "Built-in pages can't be deleted. Turn a page off in Page Settings.",
  builtInUnpublish: "Built-in pages stay published. Turn a page off in Page Settings.",
  builtInSlug: "A built-in page keeps its slug: it is the page's address on the site.",
  restoreFailed: "Failed to restore the revision",
  page: {
    saved: "Page saved",
    deleted: "Page deleted",
    saveFailed: "Failed to save page",
    deleteFailed: "Failed to delete page",
    loadFailed: "Failed to load content pages",
    gone: "This page no longer exists",
    notFound: "Page not found",
  },
  post: {
    saved: "Blog post saved",
    deleted: "Blog post deleted",
    saveFailed: "Failed to save blog post",
    deleteFailed: "Failed to delete blog post",
    loadFailed: "Failed to load blog posts",
    gone: "This blog post no longer exists",
    notFound: "Blog post not found",
  },
} as const;

/**
 * The toast under 'Validation Error' for a refused form: the product's 'Title and slug are
 * required' when one of them is missing, else a word to check the highlighted fields.
 */
export function validationMessage(errors: Record<string, string[] | null | undefined>): string {
  const missing =
    errors.title?.includes("Title is required") || errors.slug?.includes("Slug is required");
  return missing ? PAGE_TEXTS.required : PAGE_TEXTS.checkFields;
}
