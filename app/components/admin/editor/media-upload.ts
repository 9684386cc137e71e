import type { MediaImage } from "#app/modules/pages/media-image.ts";

// Uploading an image to the media library from the Insert Image picker: the same checks as
// the Logo Manager's (docs/product.md#logo-manager), then POST /admin/media/upload, whose answer is
// `{ ok: true, file }` or `{ ok: false, title?, error }`. Whatever else comes back (an HTML error page,
// a network failure) is turned into a message, never thrown.

export const UPLOAD_URL = "/admin/media/upload";
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/gif,image/webp";

export type UploadFailure = { ok: false; title: string; error: string };
export type UploadResult = { ok: true; image: MediaImage } | UploadFailure;

const UPLOAD_FAILED = "Upload failed";

/** The browser-side checks: an image type, at most 5 MB. */
export function checkImageFile(file: { type: string; size: number }): UploadFailure | null {
  if (!file.type.startsWith("image/")) {
    return { ok: false, title: "Invalid file type", error: "Please upload an image file" };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, title: "File too large", error: "Please upload a file smaller than 5MB" };
  }
  return null;
}

type UploadedFile = Partial<MediaImage> & { id?: unknown; filePath?: unknown };

function toImage(file: UploadedFile, original: File): MediaImage | null {
  if (typeof file.filePath !== "string" || !file.filePath) return null;
  return {
    id: typeof file.id === "string" ? file.id : file.filePath,
    filePath: file.filePath,
    originalName: typeof file.originalName === "string" ? file.originalName : original.name,
    mimeType: typeof file.mimeType === "string" ? file.mimeType : original.type,
    fileSize: typeof file.fileSize === "number" ? file.fileSize : original.size,
    createdAt: typeof file.createdAt === "string" ? file.createdAt : new Date().toISOString(),
  };
}

/** A short, plain message from a response that is not the expected JSON. */
function plainMessage(body: string, status: number): string {
  const text = body
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text && text.length <= 200) return text;
  return `The server answered ${status}. Please try again.`;
}

export async function uploadMediaImage(
  file: File,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadResult> {
  const refused = checkImageFile(file);
  if (refused) return refused;
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetchImpl(UPLOAD_URL, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, title: UPLOAD_FAILED, error: "Failed to upload image" };
  }
  const text = await response.text().catch(() => "");
  let answer: { ok?: unknown; title?: unknown; error?: unknown; file?: UploadedFile } | null = null;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = null;
  }
  if (answer && typeof answer === "object") {
    if (answer.ok === true && answer.file) {
      const image = toImage(answer.file, file);
      if (image) return { ok: true, image };
    }
    if (typeof answer.error === "string" && answer.error) {
      const title = typeof answer.title === "string" && answer.title ? answer.title : UPLOAD_FAILED;
      return { ok: false, title, error: answer.error };
    }
  }
  return { ok: false, title: UPLOAD_FAILED, error: plainMessage(text, response.status) };
}
