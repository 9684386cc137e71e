import { MEDIA_MESSAGES } from "#app/modules/media/media.ts";

export type UploadAnswer =
  | { ok: true; originalName: string }
  | { ok: false; title: string; description: string };

/**
 * Posts the file as multipart form data (field `file`) with XMLHttpRequest, which, unlike
 * fetch, reports the upload's progress. Resolves with the server's answer; never rejects.
 */
export function uploadWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const failed: UploadAnswer = {
    ok: false,
    title: MEDIA_MESSAGES.uploadFailed.title,
    description: MEDIA_MESSAGES.uploadFailed.description,
  };
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      const body = request.response as {
        ok?: boolean;
        title?: string;
        error?: string;
        file?: { originalName?: string };
      } | null;
      if (request.status >= 200 && request.status < 300 && body?.ok) {
        resolve({ ok: true, originalName: body.file?.originalName ?? file.name });
        return;
      }
      if (request.status === 413 && !body) {
        resolve({ ok: false, ...MEDIA_MESSAGES.tooLarge });
        return;
      }
      resolve({
        ok: false,
        title: body?.title || failed.title,
        description: body?.error || failed.description,
      });
    };
    request.onerror = () => resolve(failed);
    request.onabort = () => resolve(failed);
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
