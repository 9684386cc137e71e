import { MAX_UPLOAD_BODY_BYTES } from "#app/modules/media/upload-body.server.ts";
import { PAGE_LIMITS } from "#app/modules/pages/page-form.ts";

/**
 * Forms and JSON. The largest plain form (a pricing plan: 50 features of 200 characters) is
 * about 100 KB in the worst case, when every character is 3 UTF-8 bytes, each sent as %XX.
 */
export const FORM_BODY_LIMIT = 128 * 1024;
/** The page and blog editors post up to PAGE_LIMITS.content characters of HTML, same worst case. */
export const RICH_TEXT_BODY_LIMIT = PAGE_LIMITS.content * 9 + FORM_BODY_LIMIT;

const ROUTE_BODY_LIMITS: Record<string, number> = {
  "/admin/media/upload": MAX_UPLOAD_BODY_BYTES,
  "/admin/content": RICH_TEXT_BODY_LIMIT,
  "/admin/blog": RICH_TEXT_BODY_LIMIT,
};

/** The most a request body to this path may hold. */
export function bodyLimitFor(pathname: string): number {
  // Client-side submissions post to the route's `.data` URL.
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return ROUTE_BODY_LIMITS[path] ?? FORM_BODY_LIMIT;
}

export type BodyVerdict = { allowed: true } | { allowed: false; status: 400 | 413 };

/**
 * Checks a body against its limit: the declared Content-Length first (Node's parser holds the
 * client to it), else the bytes themselves, counted from a copy as they arrive and abandoned
 * once past the limit. A body within the limit stays readable by the action.
 */
export async function checkBodySize(request: Request, limit: number): Promise<BodyVerdict> {
  if (!request.body) return { allowed: true };
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) <= limit) return { allowed: true };
    await request.body.cancel().catch(() => {});
    return { allowed: false, status: 413 };
  }
  const reader = request.clone().body!.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { allowed: true };
      received += value.byteLength;
      if (received > limit) {
        // A tee's branches finish cancelling together: cancel both at once, not in turn.
        await Promise.all([reader.cancel(), request.body.cancel()]).catch(() => {});
        return { allowed: false, status: 413 };
      }
    }
  } catch {
    // The client went away mid-body.
    return { allowed: false, status: 400 };
  }
}
