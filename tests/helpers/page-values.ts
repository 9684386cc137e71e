import { parsePageEditor } from "#app/modules/pages/page-form.ts";
import { validationMessage } from "#app/modules/pages/page-texts.ts";
import {
  appendPageValues,
  type PageFormValues,
  type PageInput,
} from "#app/modules/pages/page-values.ts";

export type PageParseResult =
  | { ok: true; page: PageInput }
  | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * Typed values checked as the editor's form is (pageEditorSchema): the item as stored, or why
 * not, for tests that store pages without posting the form. The schedule fields are left out.
 */
export function parsePageValues(values: PageFormValues): PageParseResult {
  const submission = parsePageEditor(appendPageValues(new FormData(), values), "UTC");
  if (submission.status === "success") return { ok: true, page: submission.value.page };
  const errors = submission.error ?? {};
  return {
    ok: false,
    error: validationMessage(errors),
    fieldErrors: Object.fromEntries(
      Object.entries(errors).flatMap(([field, messages]) =>
        messages?.[0] ? [[field, messages[0]]] : [],
      ),
    ),
  };
}
