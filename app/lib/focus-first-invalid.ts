/**
 * Focuses the first field marked `aria-invalid="true"` inside `container`, so the person lands
 * on the first thing to fix. Returns whether there was one. A missing container finds none.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return invalid != null;
}
