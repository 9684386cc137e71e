// The Logo Manager's rules (docs/product.md#logo-manager, #uploads), shared by the server
// and the browser: which images are accepted, how big they may be, how stored files are named
// and addressed, and how sizes are shown.

/** The largest upload accepted: 5 MB (docs/product.md#uploads). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The image types accepted, decided from the bytes on the server (SVG is refused). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const EXTENSION_BY_TYPE: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const TYPE_BY_EXTENSION: Record<string, AcceptedImageType> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The favicon set made when a file becomes the logo (docs/product.md#logo-manager). */
export const MEDIA_VARIANTS = {
  "favicon-32": { size: 32 },
  "apple-touch-icon-180": { size: 180 },
} as const;
export type MediaVariant = keyof typeof MEDIA_VARIANTS;

export function isMediaVariant(name: string): name is MediaVariant {
  return Object.hasOwn(MEDIA_VARIANTS, name);
}

/** The visible texts of the Logo Manager (docs/product.md#logo-manager). */
export const MEDIA_MESSAGES = {
  helper: "JPG, PNG, GIF and WebP are accepted, 200x200px recommended",
  invalidType: { title: "Invalid file type", description: "Please upload an image file" },
  tooLarge: { title: "File too large", description: "Please upload a file smaller than 5MB" },
  uploadFailed: { title: "Upload failed", description: "Failed to upload logo" },
  uploaded: "Upload successful",
  loadFailed: "Failed to load logo files",
  logoUpdated: "Logo updated",
  updateFailed: { title: "Update failed", description: "Failed to set as logo" },
  deleted: "File deleted",
  deleteFailed: { title: "Delete failed", description: "Failed to delete file" },
  urlCopied: "URL copied",
} as const;

export type UploadProblem = { title: string; description: string };

/**
 * The browser's check before sending (docs/product.md#logo-manager): the declared type must be one we accept and
 * the size at most 5 MB. The server checks again, from the bytes.
 */
export function checkFileBeforeUpload(file: { type: string; size: number }): UploadProblem | null {
  if (!isAcceptedImageType(file.type)) return MEDIA_MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}

/** `1536` → "1.5 KB": Bytes, KB, MB or GB in steps of 1024 with up to 2 decimals (docs/product.md#logo-manager). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"] as const;
  const power = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  return `${Number.parseFloat(value.toFixed(2))} ${units[power]}`;
}

const SUFFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Six random characters from a-z0-9, from the given random bytes (crypto on the server). */
export function randomSuffix(bytes: Uint8Array): string {
  let suffix = "";
  for (let index = 0; index < 6; index++) {
    suffix += SUFFIX_ALPHABET[(bytes[index] ?? 0) % SUFFIX_ALPHABET.length];
  }
  return suffix;
}

/**
 * The stored name (docs/product.md#uploads): 'logo', a timestamp, a random suffix and the extension of the
 * type read from the bytes, e.g. `logo-1732190000000-k3j9x2.png`. Never the uploader's name.
 */
export function generateMediaFilename(
  type: AcceptedImageType,
  now: number,
  suffix: string,
): string {
  return `logo-${Math.trunc(now)}-${suffix}.${EXTENSION_BY_TYPE[type]}`;
}

/** What a stored name may look like; anything else is never looked up. */
const FILENAME_PATTERN = /^logo-\d{1,15}-[a-z0-9]{6}\.(jpg|png|gif|webp)$/;

export function isMediaFilename(name: string): boolean {
  return FILENAME_PATTERN.test(name);
}

/** The type a stored name implies, from its extension. */
export function typeOfMediaFilename(name: string): AcceptedImageType | null {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return TYPE_BY_EXTENSION[extension] ?? null;
}

export const MEDIA_URL_PREFIX = "/media/";

/** The public URL of a stored file: `/media/<filename>`. */
export function mediaUrl(filename: string): string {
  return `${MEDIA_URL_PREFIX}${filename}`;
}

/** The public URL of a derived image: `/media/<variant>/<filename>`. */
export function mediaVariantUrl(variant: MediaVariant, filename: string): string {
  return `${MEDIA_URL_PREFIX}${variant}/${filename}`;
}

/** Reads the part of the URL after `/media/`: a stored name, optionally behind a variant. */
export function parseMediaPath(
  path: string,
): { filename: string; variant: MediaVariant | null } | null {
  const parts = path.split("/");
  if (parts.length === 1 && parts[0] && isMediaFilename(parts[0])) {
    return { filename: parts[0], variant: null };
  }
  if (parts.length === 2 && parts[0] && parts[1] && isMediaFilename(parts[1])) {
    return isMediaVariant(parts[0]) ? { filename: parts[1], variant: parts[0] } : null;
  }
  return null;
}

/**
 * The stored name behind a logo URL when it is one of our files (`/media/<filename>`, also
 * written absolute), else null (an outside URL, or none).
 */
export function mediaFilenameFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(MEDIA_URL_PREFIX)) return null;
  const parsed = parseMediaPath(path.slice(MEDIA_URL_PREFIX.length));
  return parsed && parsed.variant === null ? parsed.filename : null;
}

/** The page icons for a logo: our favicon set when the logo is one of our files, else null. */
export function logoIconLinks(logoUrl: string | null | undefined) {
  const filename = mediaFilenameFromUrl(logoUrl);
  if (!filename) return null;
  return {
    icon: mediaVariantUrl("favicon-32", filename),
    appleTouchIcon: mediaVariantUrl("apple-touch-icon-180", filename),
  };
}

/** An uploader's file name made safe to keep and show: no control characters, at most 200. */
export function cleanOriginalName(name: string): string {
  const cleaned = Array.from(name.replace(/[\p{Cc}\p{Cf}]/gu, "").trim())
    .slice(0, 200)
    .join("");
  return cleaned || "image";
}
