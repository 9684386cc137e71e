import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { mediaFileContents, mediaFiles, mediaVariants } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { AcceptedImageType, MediaVariant } from "./media.ts";
import { mediaUrl } from "./media.ts";

// Where uploaded images live. The Logo Manager and the /media route talk to this interface
// only, so an object store can take the bytes later; the database implementation below keeps
// them in media_file_contents and media_variants, written in one transaction with the
// media_files row and the activity entry.

export type MediaFile = {
  id: string;
  filename: string;
  originalName: string;
  /** The public URL: `/media/<filename>`. */
  filePath: string;
  mimeType: string;
  fileSize: number;
  createdAt: Date;
};

export type StoredBytes = {
  bytes: Uint8Array;
  mimeType: string;
  /** When these bytes were written (a variant is rewritten when its file becomes the logo). */
  writtenAt: Date;
};

export type NewUpload = {
  filename: string;
  originalName: string;
  mimeType: AcceptedImageType;
  bytes: Uint8Array;
};

export type NewVariant = {
  variant: MediaVariant;
  mimeType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
};

export type MediaStore = {
  /** Stores a new file and records `upload_media` for the actor. */
  saveUpload(upload: NewUpload, actorId: string | null): Promise<MediaFile>;
  /** Every file, newest first, without bytes. */
  listFiles(): Promise<MediaFile[]>;
  getFile(id: string): Promise<MediaFile | null>;
  readFile(filename: string): Promise<StoredBytes | null>;
  readVariant(filename: string, variant: MediaVariant): Promise<StoredBytes | null>;
  /** Writes (or replaces) derived images of a file. */
  saveVariants(fileId: string, variants: NewVariant[]): Promise<void>;
  /** Removes a file with its bytes and variants, records `delete_media`; null when unknown. */
  deleteFile(id: string, actorId: string | null): Promise<MediaFile | null>;
};

const fileColumns = {
  id: mediaFiles.id,
  filename: mediaFiles.filename,
  originalName: mediaFiles.originalName,
  filePath: mediaFiles.filePath,
  mimeType: mediaFiles.mimeType,
  fileSize: mediaFiles.fileSize,
  createdAt: mediaFiles.createdAt,
};

/** Both drivers hand bytea back as bytes; pg gives a Buffer, PGlite a Uint8Array. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * The store on the app's database. Given a transaction, every call joins it (each write
 * still commits or fails whole on its own).
 */
export function databaseMediaStore(db: Database): MediaStore {
  return {
    async saveUpload(upload, actorId) {
      return db.transaction(async (tx) => {
        const [file] = await tx
          .insert(mediaFiles)
          .values({
            filename: upload.filename,
            originalName: upload.originalName,
            filePath: mediaUrl(upload.filename),
            mimeType: upload.mimeType,
            fileSize: upload.bytes.byteLength,
          })
          .returning(fileColumns);
        if (!file) throw new Error("The media file was not stored");
        await tx
          .insert(mediaFileContents)
          .values({ mediaFileId: file.id, bytes: asBuffer(upload.bytes) });
        await recordActivity(tx, {
          userId: actorId,
          action: "upload_media",
          entity: "media_files",
          entityId: file.id,
          details: {
            filename: file.filename,
            original_name: file.originalName,
            mime_type: file.mimeType,
            file_size: file.fileSize,
          },
        });
        return file;
      });
    },

    async listFiles() {
      return db
        .select(fileColumns)
        .from(mediaFiles)
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
    },

    async getFile(id) {
      const [file] = await db.select(fileColumns).from(mediaFiles).where(eq(mediaFiles.id, id));
      return file ?? null;
    },

    async readFile(filename) {
      const [row] = await db
        .select({
          bytes: mediaFileContents.bytes,
          mimeType: mediaFiles.mimeType,
          writtenAt: mediaFiles.createdAt,
        })
        .from(mediaFiles)
        .innerJoin(mediaFileContents, eq(mediaFileContents.mediaFileId, mediaFiles.id))
        .where(eq(mediaFiles.filename, filename));
      return row ?? null;
    },

    async readVariant(filename, variant) {
      const [row] = await db
        .select({
          bytes: mediaVariants.bytes,
          mimeType: mediaVariants.mimeType,
          writtenAt: mediaVariants.createdAt,
        })
        .from(mediaVariants)
        .innerJoin(mediaFiles, eq(mediaFiles.id, mediaVariants.mediaFileId))
        .where(and(eq(mediaFiles.filename, filename), eq(mediaVariants.variant, variant)));
      return row ?? null;
    },

    async saveVariants(fileId, variants) {
      if (variants.length === 0) return;
      await db
        .insert(mediaVariants)
        .values(
          variants.map((variant) => ({
            mediaFileId: fileId,
            variant: variant.variant,
            mimeType: variant.mimeType,
            width: variant.width,
            height: variant.height,
            bytes: asBuffer(variant.bytes),
          })),
        )
        .onConflictDoUpdate({
          target: [mediaVariants.mediaFileId, mediaVariants.variant],
          set: {
            mimeType: sql`excluded.mime_type`,
            width: sql`excluded.width`,
            height: sql`excluded.height`,
            bytes: sql`excluded.bytes`,
            createdAt: sql`now()`,
          },
        });
    },

    async deleteFile(id, actorId) {
      return db.transaction(async (tx) => {
        // Contents and variants go with the row (ON DELETE CASCADE).
        const [file] = await tx
          .delete(mediaFiles)
          .where(eq(mediaFiles.id, id))
          .returning(fileColumns);
        if (!file) return null;
        await recordActivity(tx, {
          userId: actorId,
          action: "delete_media",
          entity: "media_files",
          entityId: file.id,
          details: { filename: file.filename, original_name: file.originalName },
        });
        return file;
      });
    },
  };
}
