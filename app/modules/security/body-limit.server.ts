import { pathWithoutLocale } from "#app/modules/i18n/locales.ts";
import { MAX_UPLOAD_BODY_BYTES } from "#app/modules/media/upload-body.server.ts";
import { PAGE_LIMITS } from "#app/modules/pages/page-limits.ts";
import { formShapeProblem } from "#app/modules/security/form-shape.ts";

/**
 * Forms and JSON. The largest plain form (a pricing plan: 50 features of 200 characters) is
 * about 100 KB in the worst case, when every character is 3 UTF-8 bytes, each sent as %XX.
 */
export const FORM_BODY_LIMIT = 128 * 1024;
/** The page and blog editors post up to PAGE_LIMITS.content characters of HTML, same worst case. */
export const RICH_TEXT_BODY_LIMIT = PAGE_LIMITS.content * 9 + FORM_BODY_LIMIT;

/** What a route accepts as a body: at most `limit` bytes, and a form unless it reads its own. */
export type BodyRule = { limit: number; form: boolean };

const ROUTE_BODY_RULES: Record<string, BodyRule> = {
  // The upload reads its multipart body itself, under its own cap (readUploadedFile).
  "/admin/media/upload": { limit: MAX_UPLOAD_BODY_BYTES, form: false },
  "/admin/content": { limit: RICH_TEXT_BODY_LIMIT, form: true },
  "/admin/blog": { limit: RICH_TEXT_BODY_LIMIT, form: true },
  // The editors' autosave holds what they hold: a page's HTML, or its sections (ADR 0023).
  "/admin/autosave": { limit: RICH_TEXT_BODY_LIMIT, form: true },
};

/**
 * The page editor (`/admin/pages/:pageId`, a post's at `/admin/posts/:pageId`) posts a page's
 * sections, rich texts included, and so does its live preview (`/preview/:pageId?frame`, in
 * any of the site's languages).
 */
const PAGE_EDITOR_PATHS = [/^\/admin\/(?:pages|posts)\/[^/]+$/, /^\/preview\/[^/]+$/];

export function bodyRuleFor(pathname: string): BodyRule {
  // Client-side submissions post to the route's `.data` URL.
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const rule = ROUTE_BODY_RULES[path];
  if (rule) return rule;
  if (PAGE_EDITOR_PATHS.some((pattern) => pattern.test(pathWithoutLocale(path))))
    return { limit: RICH_TEXT_BODY_LIMIT, form: true };
  return { limit: FORM_BODY_LIMIT, form: true };
}

export type BodyVerdict =
  | { allowed: true }
  | { allowed: false; status: 400 | 413 | 415; reason?: string };

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

/** Whether the body is declared a form: formData() throws on any other type. */
function isFormType(request: Request): boolean {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/**
 * The body as a form, or why it is not one: 415 when it is not a form at all, 400 when it is
 * a broken one. Reads the body.
 */
export async function readFormBody(
  request: Request,
): Promise<{ form: FormData } | { status: 400 | 415 }> {
  if (!isFormType(request)) {
    await request.body?.cancel().catch(() => {});
    return { status: 415 };
  }
  try {
    return { form: await request.formData() };
  } catch {
    return { status: 400 };
  }
}

/**
 * Whether the body is a form the action can read (readFormBody), without a NUL character,
 * which no one types and PostgreSQL cannot store in text or jsonb, and of a shape the forms'
 * parser reads in bounded time and memory (form-shape.ts): else 400, with the reason. Read
 * from a copy, after the size check, so the action still gets the body.
 */
export async function checkFormBody(request: Request): Promise<BodyVerdict> {
  // Checked before the copy is made: a copy's cancel waits for the original's.
  if (!isFormType(request)) {
    await request.body?.cancel().catch(() => {});
    return { allowed: false, status: 415 };
  }
  const read = await readFormBody(request.clone());
  if ("status" in read) {
    await request.body?.cancel().catch(() => {});
    return { allowed: false, status: read.status };
  }
  for (const [key, value] of read.form) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0"))) {
      await request.body?.cancel().catch(() => {});
      return { allowed: false, status: 400 };
    }
  }
  const reason = formShapeProblem(read.form);
  if (reason) {
    await request.body?.cancel().catch(() => {});
    return { allowed: false, status: 400, reason };
  }
  return { allowed: true };
}
