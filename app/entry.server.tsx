import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import enhanceModuleUrl from "virtual:enhance-module";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { STYLESHEET_URLS, StylesheetTextProvider } from "./components/app-stylesheet.tsx";
import { EnhanceModuleUrlProvider } from "./components/site/public-scripts.tsx";
import {
  createSliceScheduler,
  SliceSchedulerProvider,
} from "./components/site/render-in-slices.tsx";
import { logServerError } from "./modules/logging/server-errors.server.ts";
import { contentSecurityPolicy, createNonce } from "./modules/security/content-security-policy.ts";
import { NonceProvider } from "./modules/security/nonce.tsx";
import { wantsPlainDocument } from "./root.tsx";
import { requestLogOf, servicesContext } from "./services.server.ts";

export { COUNTED_ON_SERVE_METRIC } from "./enhance/page-view.ts";
export { isCountedOnServe } from "./modules/analytics/page-view.ts";
// The Node entry (server/main.ts) reaches the app's services, and the pure helpers it shares
// with the app, through the server build.
export {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyNonce,
} from "./modules/security/content-security-policy.ts";
export { securityHeaders } from "./modules/security/security-headers.ts";
export {
  answerPageViewBeacon,
  countServedPageView,
} from "./routes/api/page-view-beacon.server.ts";
export { startAppServices } from "./services.server.ts";

export const streamTimeout = 5_000;

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: Readonly<RouterContextProvider> },
): void {
  logServerError(error, { request, log: requestLogOf(context) });
}

// The built stylesheets, written into every page (AppStylesheet). The server build runs from
// build/server, next to the browser's files in build/client.
const readStylesheet = (url: string) =>
  readFileSync(new URL(`../client${url}`, import.meta.url), "utf8");
const stylesheetText = import.meta.env.DEV
  ? null
  : {
      console: readStylesheet(STYLESHEET_URLS.console),
      site: readStylesheet(STYLESHEET_URLS.site),
    };

/** Whether the matched routes render a plain document, without the framework (ADR 0009). */
function isPlainDocument({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some((match) =>
    wantsPlainDocument(routeModules[match.route.id]?.handle),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = createNonce();
  // The page editor's live preview, which its route lets the console frame: the console's
  // editor drives it, so it runs no script of its own (ADR 0024).
  const framedBySelf = responseHeaders.get("X-Frame-Options") === "SAMEORIGIN";
  // Vite's development client injects scripts of its own; the policy guards the built site.
  if (!import.meta.env.DEV) {
    const { secureCookies } = loadContext.get(servicesContext);
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce }, { https: secureCookies, framedBySelf }),
    );
  }

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready,
    // except on public pages: without the framework's runtime nothing could fill in a part
    // streamed later, so they are written whole (and rendered in slices: RenderInSlices).
    const plainDocument = isPlainDocument(routerContext);
    const readyOption: keyof RenderToPipeableStreamOptions =
      plainDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextProvider value={stylesheetText}>
        <EnhanceModuleUrlProvider value={framedBySelf ? null : enhanceModuleUrl}>
          <NonceProvider value={nonce}>
            <SliceSchedulerProvider value={plainDocument ? createSliceScheduler() : null}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </SliceSchedulerProvider>
          </NonceProvider>
        </EnhanceModuleUrlProvider>
      </StylesheetTextProvider>,
      {
        nonce,
        // A finished part larger than this would be sent apart, with a script to put it in
        // place: public pages have no scripts for that.
        ...(plainDocument ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) handleError(error, { request, context: loadContext });
        },
      },
    );
  });
}
