import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ChatButton } from "#app/components/site/chat/chat-button.tsx";
import { EditPageBar } from "#app/components/site/edit-page-bar.tsx";
import { NotFoundContent } from "#app/components/site/not-found-content.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { orDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { peekConsoleSession } from "#app/modules/auth/session.server.ts";
import type { ReplyNote } from "#app/modules/business-hours/reply-note-at.ts";
import { offeredChatNumber } from "#app/modules/chat/chat-number.ts";
import { chatReplyNotes } from "#app/modules/chat/chat-reply-notes.server.ts";
import { errorPageDetailsFor } from "#app/modules/i18n/error-page.server.ts";
import { requestLocale } from "#app/modules/i18n/locales.ts";
import { rememberedSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import type { SiteNavigation } from "#app/modules/navigation/navigation.ts";
import { siteNavigationContext } from "#app/modules/navigation/site-context.server.ts";
import { publicPageEditorPath } from "#app/modules/pages/public-page-editor.server.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import type { DocumentHandle, loader as rootLoader } from "#app/root.tsx";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/layout";

/** Public pages are plain documents: no framework runtime, one small module (ADR 0009). */
export const handle: DocumentHandle = { hydrate: false };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { db, changes } = context.get(servicesContext);
    // Computed once per request: the layout shows it and each built-in page checks it.
    context.set(
      siteNavigationContext,
      await orDatabaseUnavailable(
        rememberedSiteNavigation(db, changes),
        errorPageDetailsFor(request),
      ),
    );
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // Where the console edits this page, for an admin signed in to it. A visitor's request has no
  // session cookie: the check reads no row and the page stays the cached one (ADR 0005).
  const editorPath = (await peekConsoleSession(services, request))
    ? await publicPageEditorPath(services.db, new URL(request.url).pathname)
    : null;
  // The chat button shows while the owner has it on and a valid number set (ADR 0046), saying
  // outside the business hours when the team replies (ADR 0049).
  const config = await getSiteConfig(services.db);
  const chat =
    offeredChatNumber(config) === null
      ? null
      : {
          replyNotes: await chatReplyNotes(
            { ...services, log: context.get(requestInfoContext).log },
            {
              locale: requestLocale(request),
              zone: services.config.SITE_TIMEZONE,
              zoneLabel: config.timeZoneLabel,
            },
          ),
        };
  return { navigation: context.get(siteNavigationContext), editorPath, chat };
}

/** While the layout has no data (an error before its loader ran): the frame as the spec has it. */
const NO_NAVIGATION: SiteNavigation = {
  items: [],
  enabledPages: BUILT_IN_PAGES.map((page) => page.id),
  legalPages: { privacy: null, terms: null },
};

function SiteFrame({
  navigation,
  editorPath = null,
  chat = null,
  children,
}: {
  navigation: SiteNavigation;
  /** The floating chat button, when shown: what it says outside the business hours. */
  chat?: { replyNotes: readonly ReplyNote[] } | null;
  /** The console's editor of the page, shown to a signed-in admin in a bar above the page. */
  editorPath?: string | null;
  children: React.ReactNode;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      <RenderInSlices>
        <SiteHeader
          siteTitle={root.site.siteTitle}
          logoUrl={root.site.logoUrl}
          items={navigation.items}
          adminLogin={root.site.adminLoginLink}
        />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {/* A visitor's page has the page alone in <main>, as before the bar: a slot left
              empty before it would renumber React's ids (useId) in every form below. */}
          {editorPath ? (
            <>
              <EditPageBar editorPath={editorPath} />
              {children}
            </>
          ) : (
            children
          )}
        </main>
        <SiteFooter
          config={root.site}
          enabledPages={navigation.enabledPages}
          legalPages={navigation.legalPages}
          chatOffered={chat !== null}
        />
        {chat ? <ChatButton replyNotes={chat.replyNotes} /> : null}
      </RenderInSlices>
    </div>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame
      navigation={loaderData.navigation}
      editorPath={loaderData.editorPath}
      chat={loaderData.chat}
    >
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A page that answers 404 (a disabled page, say) keeps the site's frame around the message,
 * without the edit bar: a page that does not answer has nothing to edit.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <SiteFrame navigation={loaderData?.navigation ?? NO_NAVIGATION} chat={loaderData?.chat}>
      <NotFoundContent />
    </SiteFrame>
  );
}
