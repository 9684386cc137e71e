// A post's tags, as typed, posted and stored.

/** Tags as stored: trimmed, blanks dropped, each once (the first spelling wins). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The tags after typing `value` and pressing Enter: added when non-blank and new. */
export function addTag(tags: readonly string[], value: string): string[] {
  return normalizeTags([...tags, value]);
}

/** Tags as a form holds them: one posted tag is a string, several a list. */
export function postedTags(value: unknown): string[] {
  return [value ?? []].flat().filter((tag): tag is string => typeof tag === "string");
}
