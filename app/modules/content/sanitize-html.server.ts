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

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
