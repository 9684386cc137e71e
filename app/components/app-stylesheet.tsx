import { createContext, useContext } from "react";
import stylesheetUrl from "../app.css?url";

// The app's stylesheet text, which the server provides in production (entry.server.tsx).
const StylesheetTextContext = createContext<string | null>(null);

export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The app's stylesheet. With its text at hand (the server in production) it is written into
 * the page, so the first paint waits for no other request: on a slow mobile link that
 * request cost about a third of a second before anything showed. React keys the element by
 * `href`, so the browser adopts the server's copy and needs no text of its own. Without the
 * text (development) it is the usual link.
 */
export function AppStylesheet() {
  const text = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) {
    return <link rel="stylesheet" href={stylesheetUrl} precedence="default" />;
  }
  return (
    <style href={stylesheetUrl} precedence="default">
      {text ?? ""}
    </style>
  );
}
