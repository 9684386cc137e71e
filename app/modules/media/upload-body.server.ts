import { MAX_UPLOAD_BYTES } from "./media.ts";

// The upload's request body is read with a hard cap: the declared length is checked before
// anything is read, and the bytes are counted as they arrive, so a body past the cap is
// abandoned at once and never held whole in memory.

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Why an upload's body was refused before its image was looked at. */
export class UploadBodyError extends Error {
  readonly status: 400 | 413 | 415;
  readonly reason: "too-large" | "not-multipart" | "no-file" | "unreadable";
  constructor(reason: UploadBodyError["reason"], message: string) {
    super(message);
    this.name = "UploadBodyError";
    this.reason = reason;
    this.status = reason === "too-large" ? 413 : reason === "not-multipart" ? 415 : 400;
  }
}

/**
 * Reads a body of at most `limit` bytes into one buffer. Throws UploadBodyError("too-large")
 * as soon as the declared length or the bytes received pass the limit, cancelling the rest.
 */
export async function readBodyWithLimit(
  request: Request,
  limit: number = MAX_UPLOAD_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new UploadBodyError("too-large", "The upload is larger than allowed");
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
    if (error instanceof UploadBodyError) throw error;
    throw new UploadBodyError("unreadable", "The upload could not be read");
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
 * itself must be at most `maxFileBytes` (5 MB).
 */
export async function readUploadedFile(
  request: Request,
  options: { field?: string; maxFileBytes?: number; maxBodyBytes?: number } = {},
): Promise<UploadedFile> {
  const { field = "file", maxFileBytes = MAX_UPLOAD_BYTES } = options;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    await request.body?.cancel().catch(() => {});
    throw new UploadBodyError("not-multipart", "Send the file as multipart/form-data");
  }
  const body = await readBodyWithLimit(
    request,
    options.maxBodyBytes ?? maxFileBytes + MULTIPART_OVERHEAD_BYTES,
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new UploadBodyError("unreadable", "The upload could not be read");
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw new UploadBodyError("no-file", "No file was sent");
  if (file.size > maxFileBytes) {
    throw new UploadBodyError("too-large", "The file is larger than allowed");
  }
  if (file.size === 0) throw new UploadBodyError("no-file", "The file is empty");
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
