import { createContext, use } from "react";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";

/**
 * The languages the page editor writes in: all of the site's for a page (side by side), only
 * the languages a blog post has a version in (ADR 0042).
 */
const EditorLanguagesContext = createContext<readonly Locale[]>(LOCALES);

export const EditorLanguagesProvider = EditorLanguagesContext.Provider;

export function useEditorLanguages(): readonly Locale[] {
  return use(EditorLanguagesContext);
}
