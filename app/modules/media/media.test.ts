import { describe, expect, it } from "vitest";
import {
  checkFileBeforeUpload,
  cleanOriginalName,
  formatFileSize,
  generateMediaFilename,
  isMediaFilename,
  logoIconLinks,
  MAX_UPLOAD_BYTES,
  mediaFilenameFromUrl,
  parseMediaPath,
  randomSuffix,
  typeOfMediaFilename,
} from "./media.ts";

describe("formatFileSize", () => {
  it("shows Bytes, KB, MB and GB in steps of 1024 with up to 2 decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1)).toBe("1 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(2000)).toBe("1.95 KB");
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe("3.25 GB");
  });

  it("stays in GB past a terabyte and shows nonsense as 0 Bytes", () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe("2048 GB");
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });
});

describe("generated file names", () => {
  it("combine 'logo', the timestamp, a random suffix and the detected type's extension", () => {
    expect(generateMediaFilename("image/png", 1732190000000, "k3j9x2")).toBe(
      "logo-1732190000000-k3j9x2.png",
    );
    expect(generateMediaFilename("image/jpeg", 1732190000000, "aaaaaa")).toBe(
      "logo-1732190000000-aaaaaa.jpg",
    );
    expect(generateMediaFilename("image/gif", 1, "zzzzzz")).toBe("logo-1-zzzzzz.gif");
    expect(generateMediaFilename("image/webp", 1, "000000")).toBe("logo-1-000000.webp");
  });

  it("take a six-character a-z0-9 suffix from random bytes", () => {
    expect(randomSuffix(new Uint8Array([0, 1, 25, 26, 35, 36]))).toBe("abz09a");
    expect(randomSuffix(new Uint8Array([255, 255, 255, 255, 255, 255]))).toMatch(/^[a-z0-9]{6}$/);
  });

  it("are the only names the media route looks up", () => {
    const name = generateMediaFilename("image/png", Date.now(), "k3j9x2");
    expect(isMediaFilename(name)).toBe(true);
    for (const bad of [
      "logo-1-k3j9x2.svg",
      "logo-1-K3J9X2.png",
      "../logo-1-k3j9x2.png",
      "logo-1-k3j9x2.png.html",
      "logo-1-k3j9x.png",
      "photo.png",
      "",
    ]) {
      expect(isMediaFilename(bad), bad).toBe(false);
    }
    expect(typeOfMediaFilename("logo-1-aaaaaa.jpg")).toBe("image/jpeg");
  });
});

describe("checking a file in the browser", () => {
  it("accepts JPEG, PNG, GIF and WebP up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp"]) {
      expect(checkFileBeforeUpload({ type, size: 1000 })).toBeNull();
    }
    expect(checkFileBeforeUpload({ type: "image/png", size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it("refuses other types, SVG included, as 'Invalid file type'", () => {
    for (const type of ["image/svg+xml", "text/html", "application/pdf", ""]) {
      expect(checkFileBeforeUpload({ type, size: 10 })).toEqual({
        title: "Invalid file type",
        description: "Please upload an image file",
      });
    }
  });

  it("refuses more than 5 MB as 'File too large'", () => {
    expect(checkFileBeforeUpload({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      title: "File too large",
      description: "Please upload a file smaller than 5MB",
    });
  });
});

describe("media URLs", () => {
  it("parse a file or a variant of a file, nothing else", () => {
    expect(parseMediaPath("logo-1-aaaaaa.png")).toEqual({
      filename: "logo-1-aaaaaa.png",
      variant: null,
    });
    expect(parseMediaPath("favicon-32/logo-1-aaaaaa.png")).toEqual({
      filename: "logo-1-aaaaaa.png",
      variant: "favicon-32",
    });
    expect(parseMediaPath("apple-touch-icon-180/logo-1-aaaaaa.png")?.variant).toBe(
      "apple-touch-icon-180",
    );
    expect(parseMediaPath("w1200/logo-1-aaaaaa.png")).toBeNull();
    expect(parseMediaPath("constructor/logo-1-aaaaaa.png")).toBeNull();
    expect(parseMediaPath("favicon-32/../logo-1-aaaaaa.png")).toBeNull();
    expect(parseMediaPath("a/b/logo-1-aaaaaa.png")).toBeNull();
    expect(parseMediaPath("")).toBeNull();
  });

  it("find our file behind a logo URL, relative or absolute", () => {
    expect(mediaFilenameFromUrl("/media/logo-1-aaaaaa.png")).toBe("logo-1-aaaaaa.png");
    expect(mediaFilenameFromUrl("https://dmflow.pk/media/logo-1-aaaaaa.png")).toBe(
      "logo-1-aaaaaa.png",
    );
    expect(mediaFilenameFromUrl("/media/favicon-32/logo-1-aaaaaa.png")).toBeNull();
    expect(mediaFilenameFromUrl("https://cdn.example.com/logo.png")).toBeNull();
    expect(mediaFilenameFromUrl(null)).toBeNull();
  });

  it("give the favicon set of our logo and nothing for others", () => {
    expect(logoIconLinks("/media/logo-1-aaaaaa.png")).toEqual({
      icon: "/media/favicon-32/logo-1-aaaaaa.png",
      appleTouchIcon: "/media/apple-touch-icon-180/logo-1-aaaaaa.png",
    });
    expect(logoIconLinks(null)).toBeNull();
    expect(logoIconLinks("https://cdn.example.com/logo.png")).toBeNull();
  });
});

describe("original names", () => {
  it("are kept without control characters, trimmed and at most 200 characters", () => {
    expect(cleanOriginalName("  my logo.png ")).toBe("my logo.png");
    expect(cleanOriginalName("a\u0000b\u202Ec.png")).toBe("abc.png");
    expect(cleanOriginalName("x".repeat(300))).toHaveLength(200);
    expect(cleanOriginalName("   ")).toBe("image");
  });
});
