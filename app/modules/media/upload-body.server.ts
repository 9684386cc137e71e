import { RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from "./media.ts";

// The upload's request body is read with a hard cap: the declared length is checked before
// anything is read, and the bytes are counted as they arrive, so a body past the cap is
// abandoned at once and never held whole in memory.

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

// The refusals of an upload, in the words of the Logo Manager's toast (its title and text).

export const tooLarge = () =>
  new RuleError("unsupported-file", MEDIA_MESSAGES.tooLarge.description, {
    status: 413,
    title: MEDIA_MESSAGES.tooLarge.title,
    reason: "too-large",
  });
export const notAnImage = (reason = "not-an-image") =>
  new RuleError("unsupported-file", MEDIA_MESSAGES.invalidType.description, {
    title: MEDIA_MESSAGES.invalidType.title,
    reason,
  });
const noFile = () =>
  new RuleError("invalid", "Please choose a file to upload", {
    title: MEDIA_MESSAGES.uploadFailed.title,
    reason: "no-file",
  });
const unreadable = () =>
  new RuleError("invalid", "The upload could not be read. Please try again.", {
    title: MEDIA_MESSAGES.uploadFailed.title,
    reason: "unreadable",
  });

/**
 * Reads a body of at most `limit` bytes into one buffer. Throws the too-large refusal (413) as
 * soon as the declared length or the bytes received pass the limit, cancelling the rest.
 */
export async function readBodyWithLimit(
  request: Request,
  limit: number = MAX_UPLOAD_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    throw ruleErrorOf(error) ?? unreadable();
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type UploadedFile = { name: string; bytes: Uint8Array };

/**
 * The file sent in the multipart field `field` (default `file`), read under the cap. The file
 * itself must be at most `maxFileBytes` (5 MB). Throws a RuleError: 413 too large, 415 not
 * multipart, 400 no file or unreadable.
 */
export async function readUploadedFile(
  request: Request,
  options: { field?: string; maxFileBytes?: number; maxBodyBytes?: number } = {},
): Promise<UploadedFile> {
  const { field = "file", maxFileBytes = MAX_UPLOAD_BYTES } = options;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    await request.body?.cancel().catch(() => {});
    throw notAnImage("not-multipart");
  }
  const body = await readBodyWithLimit(
    request,
    options.maxBodyBytes ?? maxFileBytes + MULTIPART_OVERHEAD_BYTES,
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw unreadable();
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw noFile();
  if (file.size > maxFileBytes) throw tooLarge();
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
