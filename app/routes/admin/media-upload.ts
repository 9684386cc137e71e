import { type RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { MEDIA_MESSAGES } from "#app/modules/media/media.ts";
import { uploadMedia } from "#app/modules/media/media-admin.server.ts";
import { readUploadedFile, type UploadedFile } from "#app/modules/media/upload-body.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { logRefusal } from "#app/modules/security/request-guard.server.ts";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/media-upload";

// POST /admin/media/upload (multipart, field `file`): the Logo Manager's upload, sent by
// XMLHttpRequest so the screen can show its progress. Only those allowed to edit media may
// upload (ADR 0027). Uploads are limited per client address (UPLOAD_RATE_LIMIT), the
// body is read under a 5 MB cap and the image is judged by its bytes (see uploadMedia).

export type MediaUploadResult =
  | {
      ok: true;
      file: {
        id: string;
        filename: string;
        originalName: string;
        filePath: string;
        mimeType: string;
        fileSize: number;
        createdAt: string;
      };
    }
  | { ok: false; title: string; error: string };

function refuse(rule: RuleError) {
  return Response.json(
    {
      ok: false,
      title: rule.title ?? MEDIA_MESSAGES.uploadFailed.title,
      error: rule.message,
    } satisfies MediaUploadResult,
    { status: rule.status },
  );
}

/** A fault, not a refusal: logged, and answered with the screen's own text. */
function failed(log: { error(details: { err: unknown }, message: string): void }, error: unknown) {
  log.error({ err: error }, "Logo upload failed");
  return Response.json(
    {
      ok: false,
      title: MEDIA_MESSAGES.uploadFailed.title,
      error: MEDIA_MESSAGES.uploadFailed.description,
    } satisfies MediaUploadResult,
    { status: 500 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "media.edit");
  if (request.method !== "POST") {
    return Response.json(
      {
        ok: false,
        title: MEDIA_MESSAGES.uploadFailed.title,
        error: "Method not allowed",
      } satisfies MediaUploadResult,
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  const { db, rateLimits } = context.get(servicesContext);
  const { log } = context.get(requestInfoContext);
  const actorId = user.id;
  const { ip, limitKey } = context.get(clientContext);
  const limit = await rateLimits.uploads.consume(limitKey);
  if (!limit.allowed) {
    await request.body?.cancel().catch(() => {});
    log.warn({ event: "rate_limit.hit", limit: "uploads", ip, adminId: actorId }, "upload limit");
    return Response.json(
      {
        ok: false,
        title: "Too many uploads",
        error: retryAfterMessage(limit.retryAfterSeconds),
      } satisfies MediaUploadResult,
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  let upload: UploadedFile;
  try {
    upload = await readUploadedFile(request);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) return failed(log, error);
    // A body refused before its image is looked at is a refused request (docs/log-events.md).
    logRefusal(log, request, ip, rule.status as 400 | 413 | 415, { reason: rule.reason });
    return refuse(rule);
  }
  try {
    const file = await uploadMedia(db, actorId, upload);
    return Response.json(
      {
        ok: true,
        file: { ...file, createdAt: file.createdAt.toISOString() },
      } satisfies MediaUploadResult,
      { status: 201 },
    );
  } catch (error) {
    const rule = ruleErrorOf(error);
    return rule ? refuse(rule) : failed(log, error);
  }
}
