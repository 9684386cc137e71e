import { fork } from "node:child_process";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { IMAGE_PROCESS_NODE_FLAGS, IMAGE_PROCESS_TIMEOUT_MS } from "#app/lib/memory-budget.ts";
import type { ImageJob, ImageJobResult } from "./image-codec.server.ts";
import {
  type AcceptedImageType,
  isAcceptedImageType,
  MEDIA_VARIANTS,
  type MediaVariant,
} from "./media.ts";

// Images are judged by their bytes, never by a declared type or name (docs/product.md#uploads), then
// decoded and written out again: the stored file is pixels we encoded ourselves, without the
// uploader's metadata or anything hidden after the image data (polyglots).

// An upload is rare and libvips' memory is native: each job runs in a process of its own
// (./image-child.server.ts, libvips on one thread), which ends with it and gives its memory
// back to the system; in the server's process it stayed, 50-80 MB after one upload (ADR 0050).
// Run by Node as it is (the server build bundles this module, not the child's); npm scripts
// run from the project root.
const CHILD_FILE = path.resolve(process.cwd(), "app/modules/media/image-child.server.ts");

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

/**
 * Runs one job in a new image process. Rejects with ImageDecodeError when libvips refused the
 * image, with an Error when the process failed (it crashed, or ran out of time).
 */
function inImageProcess<T>(job: ImageJob): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD_FILE, [], {
      execArgv: [...IMAGE_PROCESS_NODE_FLAGS],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      settle(() => reject(new Error(`The image process took over ${IMAGE_PROCESS_TIMEOUT_MS} ms`)));
    }, IMAGE_PROCESS_TIMEOUT_MS);
    child.once("message", (message: ImageJobResult) => {
      settle(() =>
        message.ok
          ? resolve(message.value as T)
          : reject(new ImageDecodeError(new Error(message.message))),
      );
    });
    child.once("error", (error) => settle(() => reject(error)));
    child.once("exit", (code, signal) => {
      settle(() =>
        reject(new Error(`The image process ended without an answer (${signal ?? code})`)),
      );
    });
    child.send(job);
  });
}

/** Bytes that crossed from the image process (a Uint8Array) as the Buffer callers expect. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

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
  const image = await inImageProcess<EncodedImage>({ op: "encode", bytes, type });
  return { ...image, bytes: asBuffer(image.bytes) };
}

export type RenderedVariant = {
  variant: MediaVariant;
  type: "image/png";
  width: number;
  height: number;
  bytes: Buffer;
};

async function renderVariants(
  bytes: Uint8Array,
  variants: MediaVariant[],
): Promise<RenderedVariant[]> {
  const rendered = await inImageProcess<RenderedVariant[]>({ op: "variants", bytes, variants });
  return rendered.map((variant) => ({ ...variant, bytes: asBuffer(variant.bytes) }));
}

/**
 * A square PNG icon of the image's first frame: a 32 px favicon on a transparent ground, a
 * 180 px apple-touch-icon on white (iOS shows transparency as black).
 */
export async function renderVariant(
  bytes: Uint8Array,
  variant: MediaVariant,
): Promise<RenderedVariant> {
  const [rendered] = await renderVariants(bytes, [variant]);
  return rendered as RenderedVariant;
}

/** The whole favicon set of an image, in one image process. */
export function renderFaviconSet(bytes: Uint8Array): Promise<RenderedVariant[]> {
  return renderVariants(bytes, Object.keys(MEDIA_VARIANTS) as MediaVariant[]);
}
