import sanitize from "sanitize-html";

// Rich text is stored and rendered through this allow-list (DECISIONS §3): anything not named
// here (scripts, styles, iframes, forms, event handlers, javascript: URLs) does not survive.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "img",
    "hr",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link that opens a new tab must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => {
      const opensNewTab = attribs.target === "_blank";
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: opensNewTab
          ? { ...rest, target: "_blank", rel: "noopener noreferrer nofollow" }
          : rest,
      };
    },
  },
};

/**
 * Deeper than any real article. sanitize-html's time grows with the square of the depth:
 * 166,000 unclosed tags (500 KB) held the server for 17 s.
 */
export const MAX_TAG_NESTING = 1000;

const VOID_TAGS = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "wbr"]);

/**
 * How deep the tags of `html` nest, counting every opened tag not yet closed: an upper bound
 * (HTML closes some tags by itself), found in one pass without parsing.
 */
export function tagNesting(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g,
  )) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !VOID_TAGS.has((name as string).toLowerCase())) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    }
  }
  return deepest;
}

/** `html` through the allow-list; nested past MAX_TAG_NESTING, only its text, escaped. */
export function sanitizeRichText(html: string): string {
  if (tagNesting(html) > MAX_TAG_NESTING) {
    return sanitize(html.replace(/<[^>]*>?/g, ""), { allowedTags: [], allowedAttributes: {} });
  }
  return sanitize(html, OPTIONS);
}
