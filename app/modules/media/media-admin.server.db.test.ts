import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  mediaFileContents,
  mediaFiles,
  mediaVariants,
  users,
  websiteConfig,
  websitePages,
} from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { DEFAULT_SITE_TITLE } from "../site-config/defaults.ts";
import {
  deleteMedia,
  getLogoLibrary,
  readMedia,
  restoreBundledLogo,
  setLogo,
  uploadMedia,
} from "./media-admin.server.ts";
import { MAX_UPLOAD_BODY_BYTES, readUploadedFile } from "./upload-body.server.ts";

let database: TestDatabase;
const ADMIN_ID = "admin-media-test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await database.db.insert(users).values({ id: ADMIN_ID, email: "media@dmflow.pk", role: "admin" });
});
afterAll(() => database.close());

const db = () => database.db;

function solid(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 3, background: "#3366ff" } });
}

async function counts() {
  const [files] = await db().select({ n: count() }).from(mediaFiles);
  const [contents] = await db().select({ n: count() }).from(mediaFileContents);
  const [variants] = await db().select({ n: count() }).from(mediaVariants);
  const [uploads] = await db()
    .select({ n: count() })
    .from(activityLog)
    .where(eq(activityLog.action, "upload_media"));
  return { files: files?.n, contents: contents?.n, variants: variants?.n, uploads: uploads?.n };
}

/** Expects the upload to be refused with this status, and nothing to be stored. */
async function expectRefused(upload: { name: string; bytes: Uint8Array }, status: number) {
  const before = await counts();
  const error = await uploadMedia(db(), ADMIN_ID, upload).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RuleError);
  expect((error as RuleError).status).toBe(status);
  expect(await counts()).toEqual(before);
  return error as RuleError;
}

async function storedBytes(fileId: string): Promise<Buffer> {
  const [row] = await db()
    .select({ bytes: mediaFileContents.bytes })
    .from(mediaFileContents)
    .where(eq(mediaFileContents.mediaFileId, fileId));
  if (!row) throw new Error("no bytes stored");
  return Buffer.from(row.bytes);
}

function multipartRequest(file: File): Request {
  const form = new FormData();
  form.append("file", file);
  return new Request("http://localhost/admin/media/upload", { method: "POST", body: form });
}

describe("uploading", () => {
  it("stores a PNG named .jpg as a PNG with a generated .png name, and records upload_media", async () => {
    const png = await solid().png().toBuffer();
    const upload = await readUploadedFile(
      multipartRequest(new File([png], "brand logo.jpg", { type: "image/jpeg" })),
    );
    const file = await uploadMedia(db(), ADMIN_ID, upload, () => 1732190000000);

    expect(file.filename).toMatch(/^logo-1732190000000-[a-z0-9]{6}\.png$/);
    expect(file.filePath).toBe(`/media/${file.filename}`);
    expect(file.mimeType).toBe("image/png");
    expect(file.originalName).toBe("brand logo.jpg");

    const bytes = await storedBytes(file.id);
    expect(file.fileSize).toBe(bytes.byteLength);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 64, 64]);

    const [entry] = await db().select().from(activityLog).where(eq(activityLog.entityId, file.id));
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      action: "upload_media",
      entity: "media_files",
      details: { filename: file.filename, original_name: "brand logo.jpg", mime_type: "image/png" },
    });
  });

  it("refuses an SVG carrying a script (415) and stores nothing", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const error = await expectRefused({ name: "logo.svg", bytes: svg }, 415);
    expect(error.title).toBe("Invalid file type");
    expect(error.message).toBe("Please upload an image file");
  });

  it("refuses an HTML file named .png (415) and stores nothing", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    await expectRefused({ name: "logo.png", bytes: html }, 415);
  });

  it("refuses a 6 MB image (413) without buffering the request whole, and stores nothing", async () => {
    const big = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(6 * 1024 * 1024);

    // Through the streaming reader, the body arriving in 64 KB chunks as from a socket: it is
    // abandoned once past the cap.
    const form = new FormData();
    form.append("file", new File([big], "huge.png", { type: "image/png" }));
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type") ?? "";
    const multipart = new Uint8Array(await encoded.arrayBuffer());
    let pulled = 0;
    const counted = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= multipart.byteLength) {
          controller.close();
          return;
        }
        const chunk = multipart.subarray(pulled, pulled + 64 * 1024);
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/admin/media/upload", {
      method: "POST",
      body: counted,
      headers: { "content-type": contentType },
      duplex: "half",
    } as RequestInit);
    const before = await counts();
    const error = await readUploadedFile(request).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RuleError);
    const refusal = error as RuleError;
    expect([refusal.status, refusal.title, refusal.message]).toEqual([
      413,
      "File too large",
      "Please upload a file smaller than 5MB",
    ]);
    expect(pulled).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 3 * 64 * 1024);
    expect(pulled).toBeLessThan(multipart.byteLength);
    expect(await counts()).toEqual(before);

    // And the domain function refuses the bytes themselves.
    await expectRefused({ name: "huge.png", bytes: big }, 413);
  });

  it("refuses a truncated image (422) and stores nothing", async () => {
    const png = await solid(200, 200).png().toBuffer();
    const jpeg = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const pngError = await expectRefused(
      { name: "cut.png", bytes: png.subarray(0, Math.floor(png.byteLength / 2)) },
      422,
    );
    expect(pngError.title).toBe("Upload failed");
    await expectRefused(
      { name: "cut.jpg", bytes: jpeg.subarray(0, Math.floor(jpeg.byteLength / 2)) },
      422,
    );
  });

  it("re-encodes: metadata and anything appended after the image are gone", async () => {
    const jpeg = await solid()
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner" } })
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<script>alert('polyglot')</script>")]);
    const file = await uploadMedia(db(), ADMIN_ID, { name: "photo.jpeg", bytes: polyglot });
    expect(file.filename).toMatch(/\.jpg$/);
    const bytes = await storedBytes(file.id);
    expect(bytes.includes("secret-owner")).toBe(false);
    expect(bytes.includes("<script>")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it("keeps the frames of an animated GIF and scales huge images down to 4096 px", async () => {
    const frames = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
        sharp({ create: { width: 20, height: 20, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 20, height: 60, channels: 3, pageHeight: 20 },
    })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    const animated = await uploadMedia(db(), ADMIN_ID, { name: "spin.gif", bytes: gif });
    const gifMeta = await sharp(await storedBytes(animated.id), { animated: true }).metadata();
    expect([gifMeta.format, gifMeta.pages, gifMeta.pageHeight]).toEqual(["gif", 3, 20]);

    const wide = await solid(5000, 200).png().toBuffer();
    const scaled = await uploadMedia(db(), ADMIN_ID, { name: "wide.png", bytes: wide });
    const wideMeta = await sharp(await storedBytes(scaled.id)).metadata();
    expect(wideMeta.width).toBe(4096);

    const webp = await solid().webp().toBuffer();
    const webpFile = await uploadMedia(db(), ADMIN_ID, { name: "logo.webp", bytes: webp });
    expect([webpFile.mimeType, webpFile.filename.endsWith(".webp")]).toEqual(["image/webp", true]);
  });
});

describe("the logo", () => {
  beforeEach(async () => {
    await db().update(websiteConfig).set({ logoUrl: null }).where(eq(websiteConfig.id, 1));
  });

  it("set from the library points logo_url at the file, stores its favicon set and records set_logo", async () => {
    const file = await uploadMedia(db(), ADMIN_ID, {
      name: "wide-logo.png",
      bytes: await solid(300, 100).png().toBuffer(),
    });
    await setLogo(db(), ADMIN_ID, file.id);

    const library = await getLogoLibrary(db());
    expect(library.logoUrl).toBe(file.filePath);
    expect(library.files[0]?.id).toBe(file.id);

    const variants = await db()
      .select()
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaFileId, file.id))
      .orderBy(mediaVariants.variant);
    expect(variants.map((row) => [row.variant, row.mimeType, row.width, row.height])).toEqual([
      ["apple-touch-icon-180", "image/png", 180, 180],
      ["favicon-32", "image/png", 32, 32],
    ]);
    const icon = await sharp(Buffer.from(variants[1]?.bytes ?? [])).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(["png", 32, 32]);

    const served = await readMedia(db(), file.filename, "favicon-32");
    expect(served?.mimeType).toBe("image/png");
    const original = await readMedia(db(), file.filename, null);
    expect(original?.mimeType).toBe("image/png");

    const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "set_logo"));
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      entity: "website_config",
      entityId: "1",
      details: { filename: file.filename, logo_url: file.filePath, previous_logo_url: null },
    });

    // Setting it again replaces the icons rather than failing.
    await setLogo(db(), ADMIN_ID, file.id);
    const [again] = await db()
      .select({ n: count() })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaFileId, file.id));
    expect(again?.n).toBe(2);
  });

  it("goes back to the bundled logo, recording set_logo once", async () => {
    const file = await uploadMedia(db(), ADMIN_ID, {
      name: "for-now.png",
      bytes: await solid().png().toBuffer(),
    });
    await setLogo(db(), ADMIN_ID, file.id);
    expect(await restoreBundledLogo(db(), ADMIN_ID)).toBe(true);
    expect((await getLogoLibrary(db())).logoUrl).toBeNull();
    const entries = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "set_logo"))
      .orderBy(activityLog.id);
    expect(entries.at(-1)?.details).toEqual({ logo_url: null, previous_logo_url: file.filePath });
    // Already the bundled one: nothing to record.
    expect(await restoreBundledLogo(db(), ADMIN_ID)).toBe(false);
    const after = await db().select().from(activityLog).where(eq(activityLog.action, "set_logo"));
    expect(after).toHaveLength(entries.length);
  });

  it("creates the configuration row with the default site title when none exists", async () => {
    const file = await uploadMedia(db(), ADMIN_ID, {
      name: "first.png",
      bytes: await solid().png().toBuffer(),
    });
    const [saved] = await db().select().from(websiteConfig);
    await db().delete(websiteConfig);
    try {
      await setLogo(db(), ADMIN_ID, file.id);
      const [row] = await db().select().from(websiteConfig);
      expect(row?.siteTitle).toEqual({ en: DEFAULT_SITE_TITLE });
      expect(row?.logoUrl).toBe(file.filePath);
    } finally {
      if (saved) {
        await db().delete(websiteConfig);
        await db().insert(websiteConfig).values(saved);
      }
    }
  });

  it("renders a missing variant on first request", async () => {
    const file = await uploadMedia(db(), ADMIN_ID, {
      name: "late.png",
      bytes: await solid().png().toBuffer(),
    });
    const icon = await readMedia(db(), file.filename, "apple-touch-icon-180");
    expect((await sharp(Buffer.from(icon?.bytes ?? [])).metadata()).width).toBe(180);
    const [kept] = await db()
      .select({ n: count() })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaFileId, file.id));
    expect(kept?.n).toBe(1);
    expect(await readMedia(db(), "logo-1-zzzzzz.png", null)).toBeNull();
    expect(await readMedia(db(), "logo-1-zzzzzz.png", "favicon-32")).toBeNull();
  });

  it("refuses an unknown file", async () => {
    const error = await setLogo(db(), ADMIN_ID, "00000000-0000-4000-8000-000000000000").catch(
      (caught: unknown) => caught,
    );
    expect((error as RuleError).status).toBe(404);
  });
});

describe("deleting", () => {
  async function upload(name: string) {
    return uploadMedia(db(), ADMIN_ID, { name, bytes: await solid().png().toBuffer() });
  }

  async function rowsOf(fileId: string) {
    const [files] = await db()
      .select({ n: count() })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, fileId));
    const [contents] = await db()
      .select({ n: count() })
      .from(mediaFileContents)
      .where(eq(mediaFileContents.mediaFileId, fileId));
    const [variants] = await db()
      .select({ n: count() })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaFileId, fileId));
    return [files?.n, contents?.n, variants?.n];
  }

  it("removes the file, its bytes and its icons, and records delete_media", async () => {
    const current = await upload("current.png");
    const old = await upload("old.png");
    await setLogo(db(), ADMIN_ID, old.id);
    await setLogo(db(), ADMIN_ID, current.id);
    expect(await rowsOf(old.id)).toEqual([1, 1, 2]);

    await deleteMedia(db(), ADMIN_ID, old.id);
    expect(await rowsOf(old.id)).toEqual([0, 0, 0]);
    expect(await readMedia(db(), old.filename, null)).toBeNull();
    const [entry] = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "delete_media"));
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      entity: "media_files",
      entityId: old.id,
      details: { filename: old.filename, original_name: "old.png" },
    });
  });

  it("refuses the current logo", async () => {
    const file = await upload("logo-in-use.png");
    await setLogo(db(), ADMIN_ID, file.id);
    const error = (await deleteMedia(db(), ADMIN_ID, file.id).catch(
      (caught: unknown) => caught,
    )) as RuleError;
    expect([error.status, error.title]).toEqual([409, "Delete failed"]);
    expect(error.message).toMatch(/current logo/);
    expect(await rowsOf(file.id)).toEqual([1, 1, 2]);
  });

  it("refuses a file used in a page's content or a post's featured image", async () => {
    await db().update(websiteConfig).set({ logoUrl: null }).where(eq(websiteConfig.id, 1));
    const inContent = await upload("in-content.png");
    const featured = await upload("featured.png");
    const pages = await db()
      .insert(websitePages)
      .values([
        {
          slug: { en: "media-test-page" },
          title: { en: "Media Test Page" },
          content: { en: `<p><img src="https://dmflow.pk${inContent.filePath}" alt=""></p>` },
        },
        {
          slug: { en: "blog/media-test-post" },
          title: { en: "Media Test Post" },
          featuredImage: featured.filePath,
        },
      ])
      .returning({ id: websitePages.id });
    try {
      const first = (await deleteMedia(db(), ADMIN_ID, inContent.id).catch(
        (caught: unknown) => caught,
      )) as RuleError;
      expect(first.status).toBe(409);
      expect(first.message).toContain('"Media Test Page"');
      const second = (await deleteMedia(db(), ADMIN_ID, featured.id).catch(
        (caught: unknown) => caught,
      )) as RuleError;
      expect(second.message).toContain('the post "Media Test Post"');
      expect(await rowsOf(inContent.id)).toEqual([1, 1, 0]);
      expect(await rowsOf(featured.id)).toEqual([1, 1, 0]);
    } finally {
      await db()
        .delete(websitePages)
        .where(
          inArray(
            websitePages.id,
            pages.map((page) => page.id),
          ),
        );
    }
    await deleteMedia(db(), ADMIN_ID, inContent.id);
    expect(await rowsOf(inContent.id)).toEqual([0, 0, 0]);
  });

  it("refuses an unknown file", async () => {
    const error = (await deleteMedia(db(), ADMIN_ID, "00000000-0000-4000-8000-000000000000").catch(
      (caught: unknown) => caught,
    )) as RuleError;
    expect(error.status).toBe(404);
  });
});
