import sanitize from "sanitize-html";

// Rich text is stored and rendered through this allow-list (docs/product.md#security): anything not named
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

/** Deeper than any real article: past it, sanitizing is refused (its time grows with the depth). */
export const MAX_TAG_NESTING = 1000;

/** Thrown from the parser's callbacks to stop it as soon as the tags nest too deep. */
const TOO_DEEP = Symbol("too deep");

/**
 * `html` through the allow-list, or null when its tags nest deeper than MAX_TAG_NESTING. The
 * depth is the parser's own (what it opened and has not closed: closing tags of other elements,
 * ignored self-closing slashes, comments and quoted attributes as the sanitizer sees them),
 * counted while it runs, and the parse stops at the first tag past the limit: one pass, linear
 * in the length. sanitize-html's time grows with the square of the depth (166,000 unclosed
 * tags held the server for 17 s), and scanning the text for tags apart was quadratic itself on
 * `<a<a<a…` (1 MB held it for 48 s).
 */
export function allowListedRichText(html: string): string | null {
  let depth = 0;
  try {
    return sanitize(html, {
      ...OPTIONS,
      onOpenTag: () => {
        depth += 1;
        if (depth > MAX_TAG_NESTING) throw TOO_DEEP;
      },
      onCloseTag: () => {
        depth -= 1;
      },
    });
  } catch (error) {
    if (error === TOO_DEEP) return null;
    throw error;
  }
}

/** `html` through the allow-list; nested past MAX_TAG_NESTING, only its text, escaped. */
export function sanitizeRichText(html: string): string {
  return (
    allowListedRichText(html) ??
    sanitize(html.replace(/<[^>]*>?/g, ""), { allowedTags: [], allowedAttributes: {} })
  );
}
