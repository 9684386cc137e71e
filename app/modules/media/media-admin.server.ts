import { randomBytes } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { mediaFiles, websiteConfig, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import { IMAGE_KEYS } from "#app/modules/pages/page-definition.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import {
  detectImageType,
  ImageDecodeError,
  reencodeImage,
  renderFaviconSet,
  renderVariant,
} from "./image-processing.server.ts";
import {
  cleanOriginalName,
  generateMediaFilename,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  type MediaVariant,
  mediaFilenameFromUrl,
  randomSuffix,
} from "./media.ts";
import { databaseMediaStore, type MediaFile, type StoredBytes } from "./media-store.server.ts";
import { notAnImage, tooLarge } from "./upload-body.server.ts";

// The Logo Manager's commands (docs/product.md#logo-manager): upload, set as logo, delete.
// A refused command changes nothing; it throws a RuleError whose title and message are the
// toast's (docs/decisions/0040-one-rule-error.md).

const CONFIG_ID = 1;

/**
 * Checks an uploaded file by its bytes (JPEG, PNG, GIF or WebP, at most 5 MB), encodes it
 * again and stores it under a generated name, recording `upload_media`. Throws a RuleError
 * (415 type, 413 size, 422 undecodable) without storing anything.
 */
export async function uploadMedia(
  db: Database,
  actorId: string | null,
  upload: { name: string; bytes: Uint8Array },
  now: () => number = Date.now,
): Promise<MediaFile> {
  if (upload.bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  const type = await detectImageType(upload.bytes);
  if (!type) throw notAnImage();
  let image: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    image = await reencodeImage(upload.bytes, type);
  } catch (error) {
    if (error instanceof ImageDecodeError) {
      throw new RuleError(
        "unsupported-file",
        "The image could not be read. It may be damaged or incomplete: please try another file.",
        { status: 422, title: MEDIA_MESSAGES.uploadFailed.title, cause: error },
      );
    }
    throw error;
  }
  return databaseMediaStore(db).saveUpload(
    {
      filename: generateMediaFilename(type, now(), randomSuffix(randomBytes(6))),
      originalName: cleanOriginalName(upload.name),
      mimeType: image.type,
      bytes: image.bytes,
    },
    actorId,
  );
}

export type LogoLibrary = {
  files: MediaFile[];
  /** The configured logo URL; null when the bundled logo shows. */
  logoUrl: string | null;
};

/** The library, newest first, and the current logo. */
export async function getLogoLibrary(db: Database): Promise<LogoLibrary> {
  const [files, [config]] = await Promise.all([
    databaseMediaStore(db).listFiles(),
    db
      .select({ logoUrl: websiteConfig.logoUrl })
      .from(websiteConfig)
      .where(eq(websiteConfig.id, CONFIG_ID)),
  ]);
  return { files, logoUrl: config?.logoUrl ?? null };
}

const fileGone = () =>
  new RuleError("not-found", "This file no longer exists. Reload the page to see the library.", {
    title: "Not found",
  });

/**
 * Makes a library file the site's logo: renders its favicon set (32 px icon, 180 px
 * apple-touch-icon), then in one transaction stores them, points website_config.logo_url at
 * the file (creating the row with the default site title when there is none) and records
 * `set_logo`.
 */
export async function setLogo(
  db: Database,
  actorId: string | null,
  fileId: string,
): Promise<MediaFile> {
  const store = databaseMediaStore(db);
  const file = await store.getFile(fileId);
  if (!file) throw fileGone();
  const original = await store.readFile(file.filename);
  if (!original) throw fileGone();
  const variants = await renderFaviconSet(original.bytes);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, fileId))
      .for("update");
    if (!locked) throw fileGone();
    await databaseMediaStore(tx).saveVariants(
      file.id,
      variants.map((variant) => ({
        variant: variant.variant,
        mimeType: variant.type,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes,
      })),
    );
    const [previous] = await tx
      .select({ logoUrl: websiteConfig.logoUrl })
      .from(websiteConfig)
      .where(eq(websiteConfig.id, CONFIG_ID))
      .for("update");
    if (previous) {
      await tx
        .update(websiteConfig)
        .set({ logoUrl: file.filePath, updatedAt: sql`now()` })
        .where(eq(websiteConfig.id, CONFIG_ID));
    } else {
      await tx
        .insert(websiteConfig)
        .values({ id: CONFIG_ID, ...defaultSiteConfig(), logoUrl: file.filePath })
        .onConflictDoUpdate({
          target: websiteConfig.id,
          set: { logoUrl: file.filePath, updatedAt: sql`now()` },
        });
    }
    await recordActivity(tx, {
      userId: actorId,
      action: "set_logo",
      entity: "website_config",
      entityId: String(CONFIG_ID),
      details: {
        media_file_id: file.id,
        filename: file.filename,
        logo_url: file.filePath,
        previous_logo_url: previous?.logoUrl ?? null,
      },
    });
    return file;
  });
}

/**
 * Goes back to the bundled logo (and its icons): website_config.logo_url cleared, recording
 * `set_logo`. False when the site already shows the bundled one (nothing recorded).
 */
export async function restoreBundledLogo(db: Database, actorId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ logoUrl: websiteConfig.logoUrl })
      .from(websiteConfig)
      .where(eq(websiteConfig.id, CONFIG_ID))
      .for("update");
    if (!previous?.logoUrl) return false;
    await tx
      .update(websiteConfig)
      .set({ logoUrl: null, updatedAt: sql`now()` })
      .where(eq(websiteConfig.id, CONFIG_ID));
    await recordActivity(tx, {
      userId: actorId,
      action: "set_logo",
      entity: "website_config",
      entityId: String(CONFIG_ID),
      details: { logo_url: null, previous_logo_url: previous.logoUrl },
    });
    return true;
  });
}

/**
 * Deletes a library file with its bytes and variants, recording `delete_media`. Refused
 * (409) while the file is the current logo or a page or post uses it (its content or
 * featured image mentions the file).
 */
export async function deleteMedia(
  db: Database,
  actorId: string | null,
  fileId: string,
): Promise<MediaFile> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: mediaFiles.id, filename: mediaFiles.filename })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, fileId))
      .for("update");
    if (!file) throw fileGone();

    const [config] = await tx
      .select({ logoUrl: websiteConfig.logoUrl })
      .from(websiteConfig)
      .where(eq(websiteConfig.id, CONFIG_ID))
      .for("share");
    if (mediaFilenameFromUrl(config?.logoUrl) === file.filename) {
      throw new RuleError(
        "conflict",
        "This file is the current logo. Set another logo first, then delete it.",
        { title: MEDIA_MESSAGES.deleteFailed.title },
      );
    }

    const users = await tx
      .select({ title: englishOf(websitePages.title), slug: englishOf(websitePages.slug) })
      .from(websitePages)
      .where(
        or(
          // The content of every language: the document's text holds each one's HTML.
          sql`position(${file.filename} in ${websitePages.content}::text) > 0`,
          // Every field the page's definition declares a picture's address (its image control).
          ...IMAGE_KEYS.map(
            (key) => sql`position(${file.filename} in coalesce(${websitePages[key]}, '')) > 0`,
          ),
        ),
      )
      .orderBy(englishOf(websitePages.title))
      .limit(3);
    if (users.length > 0) {
      const names = users.map((page) => `"${page.title}"`).join(", ");
      const kind = users.every((page) => page.slug.startsWith("blog/")) ? "post" : "page";
      throw new RuleError(
        "conflict",
        `This file is used in ${users.length > 1 ? `${kind}s` : `the ${kind}`} ${names}. Remove it there first, then delete it.`,
        { title: MEDIA_MESSAGES.deleteFailed.title },
      );
    }

    const deleted = await databaseMediaStore(tx).deleteFile(file.id, actorId);
    if (!deleted) throw fileGone();
    return deleted;
  });
}

/**
 * The bytes behind `/media/<filename>` or `/media/<variant>/<filename>`. A missing variant of
 * an existing file is rendered and kept on first request (e.g. a logo set before variants
 * existed).
 */
export async function readMedia(
  db: Database,
  filename: string,
  variant: MediaVariant | null,
): Promise<StoredBytes | null> {
  const store = databaseMediaStore(db);
  if (!variant) return store.readFile(filename);
  const stored = await store.readVariant(filename, variant);
  if (stored) return stored;
  const original = await store.readFile(filename);
  if (!original) return null;
  const [file] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(eq(mediaFiles.filename, filename));
  if (!file) return null;
  const rendered = await renderVariant(original.bytes, variant);
  try {
    await store.saveVariants(file.id, [
      {
        variant,
        mimeType: rendered.type,
        width: rendered.width,
        height: rendered.height,
        bytes: rendered.bytes,
      },
    ]);
  } catch (error) {
    // Deleted meanwhile, or kept by a parallel request: serving this copy is still right.
    requestLogger()?.warn({ err: error }, `Could not keep the ${variant} of ${filename}`);
  }
  return { bytes: rendered.bytes, mimeType: rendered.type, writtenAt: new Date() };
}
