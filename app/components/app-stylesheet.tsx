import { createContext, useContext } from "react";
import consoleStylesheetUrl from "../app.css?url";
import siteStylesheetUrl from "../site.css?url";

/** The two stylesheets: the console's (every class) and the public pages' (their classes). */
export const STYLESHEET_URLS = { console: consoleStylesheetUrl, site: siteStylesheetUrl };
export type StylesheetName = keyof typeof STYLESHEET_URLS;

// The stylesheets' text, which the server provides in production (entry.server.tsx).
const StylesheetTextContext = createContext<Record<StylesheetName, string> | null>(null);

export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * A stylesheet of the app. With its text at hand (the server in production) it is written
 * into the page, so the first paint waits for no other request: on a slow mobile link that
 * request cost about a third of a second before anything showed. React keys the element by
 * `href`, so the browser adopts the server's copy and needs no text of its own. Without the
 * text (development) it is the usual link.
 */
export function AppStylesheet({ name }: { name: StylesheetName }) {
  const text = useContext(StylesheetTextContext);
  const href = STYLESHEET_URLS[name];
  if (import.meta.env.DEV) {
    return <link rel="stylesheet" href={href} precedence="default" />;
  }
  return (
    <style href={href} precedence="default">
      {text?.[name] ?? ""}
    </style>
  );
}
