// PostgreSQL's jsonb cannot hold U+0000 nor a lone half of a surrogate pair (JSON.stringify
// writes one as `\ud800`, which jsonb refuses): one such string fails the whole statement.

/** Where `value` holds a string jsonb cannot store, as paths under `path` (`content.2.props.href`). */
export function unstorableStrings(value: unknown, path = ""): string[] {
  if (typeof value === "string") {
    return value.includes("\0") || !value.isWellFormed() ? [path] : [];
  }
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    unstorableStrings(item, path ? `${path}.${key}` : key),
  );
}
