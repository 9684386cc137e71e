import { fileTypeFromBuffer } from "file-type";
import type sharpLibrary from "sharp";
import type { Sharp, SharpOptions } from "sharp";
import { IMAGE_LIBRARY } from "#app/lib/memory-budget.ts";
import {
  type AcceptedImageType,
  isAcceptedImageType,
  MEDIA_VARIANTS,
  type MediaVariant,
} from "./media.ts";

// Images are judged by their bytes, never by a declared type or name (docs/product.md#uploads), then
// decoded and written out again: the stored file is pixels we encoded ourselves, without the
// uploader's metadata or anything hidden after the image data (polyglots).

// An upload is rare: libvips (some 20 MB resident) is loaded by the first, keeps little between
// them and decodes on one thread (ADR 0050).
let imageLibrary: Promise<typeof sharpLibrary> | null = null;
async function openImage(bytes: Uint8Array, options: SharpOptions): Promise<Sharp> {
  imageLibrary ??= import("sharp").then(({ default: library }) => {
    library.cache({ memory: IMAGE_LIBRARY.cacheMb, items: IMAGE_LIBRARY.cacheItems, files: 0 });
    library.concurrency(IMAGE_LIBRARY.concurrency);
    return library;
  });
  return (await imageLibrary)(bytes, options);
}

/** Longest side kept; larger images are scaled down. */
export const MAX_IMAGE_DIMENSION = 4096;
/** Decoding more pixels than this is refused (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The accepted image type the bytes really are, or null (SVG, HTML, anything else). */
export async function detectImageType(bytes: Uint8Array): Promise<AcceptedImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && isAcceptedImageType(detected.mime) ? detected.mime : null;
}

/** The image could not be decoded: damaged, truncated, or not what its header says. */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super("The image could not be read", { cause });
    this.name = "ImageDecodeError";
  }
}

const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export type EncodedImage = {
  bytes: Buffer;
  type: AcceptedImageType;
  width: number;
  /** The height of one frame for an animation. */
  height: number;
};

/**
 * Decodes the image (all frames of an animated GIF or WebP), applies its orientation, scales
 * it down to at most 4096 px, and encodes it again in the same format without metadata.
 * Throws ImageDecodeError when the bytes do not decode completely as that format.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: AcceptedImageType,
): Promise<EncodedImage> {
  const animated = type === "image/gif" || type === "image/webp";
  try {
    const input = () =>
      openImage(bytes, { animated, failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await (await input()).metadata();
    if (metadata.format !== SHARP_FORMAT[type]) {
      throw new Error(`Decoded as ${metadata.format}, expected ${SHARP_FORMAT[type]}`);
    }
    let pipeline = (await input()).autoOrient().resize({
      width: MAX_IMAGE_DIMENSION,
      height: MAX_IMAGE_DIMENSION,
      fit: "inside",
      withoutEnlargement: true,
    });
    if (type === "image/jpeg") pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
    else if (type === "image/png") pipeline = pipeline.png({ compressionLevel: 9 });
    else if (type === "image/gif") pipeline = pipeline.gif();
    else pipeline = pipeline.webp({ quality: 90 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const pages = info.pageHeight && info.height ? info.height / info.pageHeight : 1;
    return {
      bytes: data,
      type,
      width: info.width,
      height: pages > 1 && info.pageHeight ? info.pageHeight : info.height,
    };
  } catch (error) {
    throw new ImageDecodeError(error);
  }
}

export type RenderedVariant = {
  variant: MediaVariant;
  type: "image/png";
  width: number;
  height: number;
  bytes: Buffer;
};

/**
 * A square PNG icon of the image's first frame: a 32 px favicon on a transparent ground, a
 * 180 px apple-touch-icon on white (iOS shows transparency as black).
 */
export async function renderVariant(
  bytes: Uint8Array,
  variant: MediaVariant,
): Promise<RenderedVariant> {
  const { size } = MEDIA_VARIANTS[variant];
  const opaque = variant === "apple-touch-icon-180";
  try {
    let pipeline = (await openImage(bytes, { limitInputPixels: MAX_INPUT_PIXELS }))
      .autoOrient()
      .resize({
        width: size,
        height: size,
        fit: "contain",
        background: opaque ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 },
      });
    if (opaque) pipeline = pipeline.flatten({ background: "#ffffff" });
    const data = await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return { variant, type: "image/png", width: size, height: size, bytes: data };
  } catch (error) {
    throw new ImageDecodeError(error);
  }
}

/** The whole favicon set of an image. */
export async function renderFaviconSet(bytes: Uint8Array): Promise<RenderedVariant[]> {
  return Promise.all(
    (Object.keys(MEDIA_VARIANTS) as MediaVariant[]).map((variant) => renderVariant(bytes, variant)),
  );
}
