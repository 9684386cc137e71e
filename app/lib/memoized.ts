// Plain code, erasable syntax only: the page views' thread runs it natively
// (app/modules/analytics/page-view-worker.server.ts), and the browser runs it too (cn).

/**
 * `compute` with its answers kept for up to `max` keys, all forgotten at once when there are
 * more. For a pure function asked the same few keys again and again (the class lists a page
 * renders, a site's pages, its visitors' browsers): a hit costs one lookup, and there is no
 * order to keep up, where an LRU pays for one on every hit. Answers are never undefined (null
 * stands for none), so a lookup tells a kept answer from none.
 */
export function memoized<Value extends NonNullable<unknown> | null>(
  compute: (key: string) => Value,
  max: number,
): (key: string) => Value {
  const known = new Map<string, Value>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= max) known.clear();
      known.set(key, value);
    }
    return value;
  };
}
