// PostgreSQL's jsonb cannot hold U+0000 nor a lone half of a surrogate pair (JSON.stringify
// writes one as `\ud800`, which jsonb refuses): one such string fails the whole statement.
// The walks below keep their own stack: a value nested thousands of levels deep, as a posted
// JSON may be, would overflow the call stack of a recursive one.

/** How far a JSON value may go: arrays and objects nested `depth` deep, `values` in all. */
export type JsonBounds = { depth: number; values: number };

/** Whether `value` stays within `bounds`; stops at the first value past them. */
export function isWithinJsonBounds(value: unknown, bounds: JsonBounds): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  let values = 1;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, depth } = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= bounds.depth) return false;
    const children = Object.values(item);
    values += children.length;
    if (values > bounds.values) return false;
    for (const child of children) pending.push({ item: child, depth: depth + 1 });
  }
  return true;
}

/** Where `value` holds a string jsonb cannot store, as paths under `path` (`content.2.props.href`). */
export function unstorableStrings(value: unknown, path = ""): string[] {
  const found: string[] = [];
  const pending: { item: unknown; at: string }[] = [{ item: value, at: path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, at } = next;
    if (typeof item === "string") {
      if (item.includes("\0") || !item.isWellFormed()) found.push(at);
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    // Pushed last to first, so that paths come out in the value's own order.
    const entries = Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string, unknown];
      pending.push({ item: child, at: at ? `${at}.${key}` : key });
    }
  }
  return found;
}
