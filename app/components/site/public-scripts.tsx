import { createContext, useContext } from "react";

// What a public document carries instead of the framework's runtime (ADR 0009): the
// enhancement module and the speculation rules that make moving between pages instant.

// The module's URL, which only the server knows (entry.server.tsx reads it from the build).
const EnhanceModuleUrlContext = createContext<string | null>(null);

export const EnhanceModuleUrlProvider = EnhanceModuleUrlContext.Provider;

/**
 * Chromium prerenders a public page when the pointer rests on a link to it or presses it:
 * same-origin documents only, never the console, sign-in, feeds, files or the event stream.
 * Forms post, so no rule ever reaches an action.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/admin",
                "/admin/*",
                "/admin-auth",
                "/admin-auth/*",
                "/events",
                "/media/*",
                "/*.xml",
                "/*.txt",
              ],
            },
          },
          { not: { selector_matches: "[download], [target], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export function PublicScripts({ nonce }: { nonce: string }) {
  const enhanceModuleUrl = useContext(EnhanceModuleUrlContext);
  return (
    <>
      {enhanceModuleUrl ? (
        // Low priority: nothing of the first paint needs it, so on a slow link it waits behind
        // the fonts and the logo rather than sharing the bandwidth with them.
        <script type="module" src={enhanceModuleUrl} nonce={nonce} fetchPriority="low" />
      ) : null}
      <script
        type="speculationrules"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, with no "<"
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
    </>
  );
}
