import { createContext, use } from "react";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";

/**
 * The languages the page editor writes in: all of the site's for a page (side by side), only
 * English for a blog post, whose Urdu version is an item of its own (ADR 0020).
 */
const EditorLanguagesContext = createContext<readonly Locale[]>(LOCALES);

export const EditorLanguagesProvider = EditorLanguagesContext.Provider;

export function useEditorLanguages(): readonly Locale[] {
  return use(EditorLanguagesContext);
}
