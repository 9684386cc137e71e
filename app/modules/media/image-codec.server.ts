// The image work itself, done by libvips (sharp) in a process of its own that ends with the job
// (./image-process.server.ts): libvips' native memory, some 50-80 MB for an upload, goes back
// to the system with it instead of staying in the server's (ADR 0050). Run by Node without a
// bundler: erasable syntax only, relative imports with `.ts`.
import sharp from "sharp";
import { IMAGE_LIBRARY } from "../../lib/memory-budget.ts";
import { type AcceptedImageType, MEDIA_VARIANTS, type MediaVariant } from "./media.ts";

sharp.cache({ memory: IMAGE_LIBRARY.cacheMb, items: IMAGE_LIBRARY.cacheItems, files: 0 });
sharp.concurrency(IMAGE_LIBRARY.concurrency);

/** Longest side kept; larger images are scaled down. */
export const MAX_IMAGE_DIMENSION = 4096;
/** Decoding more pixels than this is refused (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export type EncodedImage = {
  bytes: Uint8Array;
  type: AcceptedImageType;
  width: number;
  /** The height of one frame for an animation. */
  height: number;
};

export type RenderedVariant = {
  variant: MediaVariant;
  type: "image/png";
  width: number;
  height: number;
  bytes: Uint8Array;
};

/**
 * Decodes the image (all frames of an animated GIF or WebP), applies its orientation, scales
 * it down to at most 4096 px, and encodes it again in the same format without metadata.
 * Throws when the bytes do not decode completely as that format.
 */
export async function encodeImage(
  bytes: Uint8Array,
  type: AcceptedImageType,
): Promise<EncodedImage> {
  const animated = type === "image/gif" || type === "image/webp";
  const input = () =>
    sharp(bytes, { animated, failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS });
  const metadata = await input().metadata();
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw new Error(`Decoded as ${metadata.format}, expected ${SHARP_FORMAT[type]}`);
  }
  let pipeline = input().autoOrient().resize({
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
}

/**
 * A square PNG icon of the image's first frame: a 32 px favicon on a transparent ground, a
 * 180 px apple-touch-icon on white (iOS shows transparency as black).
 */
export async function encodeVariant(
  bytes: Uint8Array,
  variant: MediaVariant,
): Promise<RenderedVariant> {
  const { size } = MEDIA_VARIANTS[variant];
  const opaque = variant === "apple-touch-icon-180";
  let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
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
}

/** What the image process is asked to do: one job, then it ends. */
export type ImageJob =
  | { op: "encode"; bytes: Uint8Array; type: AcceptedImageType }
  | { op: "variants"; bytes: Uint8Array; variants: MediaVariant[] };

export type ImageJobResult =
  | { ok: true; value: EncodedImage | RenderedVariant[] }
  | { ok: false; message: string };

export async function runImageJob(job: ImageJob): Promise<EncodedImage | RenderedVariant[]> {
  if (job.op === "encode") return encodeImage(job.bytes, job.type);
  return Promise.all(job.variants.map((variant) => encodeVariant(job.bytes, variant)));
}
