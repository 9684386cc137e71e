import { getTableName, sql, type Table } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { type Database, selectRows } from "#app/db/client.server.ts";
import { FORM_SHAPE_LIMITS } from "#app/modules/security/form-shape.ts";
import { type AppHarness, SITE } from "../helpers/app-harness.ts";

// Hostile form submissions for the fuzz tests, and the checks every answer must pass.
// A submission is a list of form entries, built one of three ways:
// - mutated: a valid submission with one to three values replaced by hostile ones, fields
//   dropped or sent twice, and extra keys (prototype-pollution names, junk) added;
// - random: any keys (the form's, hostile, junk) with hostile values;
// - valid with extras: a valid submission plus prototype-pollution and junk keys, which must
//   change nothing about how it is stored (and takes the fuzzing down the success paths).
// Each submission records the kinds of hostility it holds, so a run can say what it tried.

export type Entry = [key: string, value: string | File];
export type Submission = { entries: Entry[]; multipart: boolean; kinds: string[] };

type Tagged<T> = { kind: string; value: T };

const XSS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg/onload=alert(1)>",
  "<a href=\"javascript:alert('x')\">x</a>",
  "{{constructor.constructor('alert(1)')()}}",
  '=HYPERLINK("http://evil.example")',
];
const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "\\'; SELECT pg_sleep(5); --",
  "1 UNION SELECT password FROM accounts",
  "%' AND 1=1 --",
  "$$; DELETE FROM users; $$",
  "E'\\\\x00'",
];
const NUMERIC = [
  "-1",
  "0",
  "-0",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999.99",
  "0x1F",
  "1,000",
  "١٢٣",
  "12.345",
  " 7 ",
  "1e-7",
  "9999999999.999",
  "2147483648",
];
const UNICODE = [
  "\u202Egnp.exe",
  "zero\u200Bwidth",
  "\uFEFFbom",
  "Z̷̢͎a̸l̴g̵o̶",
  "👩🏽‍💻🇵🇰",
  "ﷺ",
  "اردو میں پیغام",
  "\uD800 lone surrogate",
  "\u2028line\u2029separator",
];
const CONTROL = [
  "\u0000",
  "a\u0000b",
  "\u0007\u0008\u001B[31m",
  "\u007F",
  "\r\n\r\nInjected: header",
];
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "__proto__[isAdmin]",
  "constructor[prototype][isAdmin]",
];

const tag =
  (kind: string) =>
  <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Tagged<T>> =>
    arbitrary.map((value) => ({ kind, value }));

const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));
// C0 (NUL among them), DEL and C1.
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 127, max: 159 }))
  .map((code) => String.fromCharCode(code));

/** One of the values a form expects, or any short text when none is given. */
const knownValue = (plausible: readonly string[]) =>
  plausible.length ? fc.constantFrom(...plausible) : fc.string({ maxLength: 10 });

/** Text holding control characters: the known ones, or a plausible value with some appended. */
export function controlText(plausible: readonly string[]): fc.Arbitrary<string> {
  const known = knownValue(plausible);
  return fc.oneof(
    fc.constantFrom(...CONTROL),
    fc
      .tuple(known, fc.string({ unit: controlChar, minLength: 1, maxLength: 5 }))
      .map(([value, junk]) => `${value}${junk}`),
  );
}

/**
 * What may reach a header value: neither fetch nor Node's HTTP parser lets NUL, CR or LF
 * through there (the rest of the control characters pass).
 */
export const asHeaderValue = (text: string) =>
  text.replaceAll("\0", "").replaceAll("\r", "").replaceAll("\n", "").trim();

/** A query string of these parameters, each holding control characters (percent-encoded). */
export function controlQuery(names: readonly string[], plausible: readonly string[]) {
  return fc
    .array(fc.tuple(fc.constantFrom(...names), controlText(plausible)), {
      minLength: 1,
      maxLength: names.length,
    })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** A hostile value, with its kind. `plausible` holds values the form expects (ids, options). */
export function hostileValue(plausible: readonly string[]): fc.Arbitrary<Tagged<string | File>> {
  const known = knownValue(plausible);
  return fc.oneof(
    tag("huge")(
      fc
        .tuple(
          fc.constantFrom("a", "é", "😀", "<b>", "' OR 1=1 -- ", "9", " "),
          // Mostly sizes a form may still take (past its fields' limits); some past any body limit.
          fc.oneof(
            { weight: 4, arbitrary: fc.integer({ min: 300, max: 12_000 }) },
            { weight: 2, arbitrary: fc.integer({ min: 12_000, max: 120_000 }) },
            { weight: 1, arbitrary: fc.integer({ min: 120_000, max: 300_000 }) },
          ),
        )
        .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
    ),
    tag("unicode")(
      fc.oneof(
        fc.constantFrom(...UNICODE),
        fc.string({ unit: "grapheme", maxLength: 40 }),
        // Any code point, lone surrogates included (fast-check's "binary" unit takes seconds to set up).
        fc.string({ unit: codePoint, maxLength: 40 }),
      ),
    ),
    tag("control")(controlText(plausible)),
    tag("html")(
      fc.oneof(
        fc.constantFrom(...XSS),
        fc.tuple(known, fc.constantFrom(...XSS)).map(([value, payload]) => value + payload),
      ),
    ),
    tag("sql")(fc.constantFrom(...SQL)),
    tag("numeric")(fc.constantFrom(...NUMERIC)),
    tag("plausible")(known),
    tag("empty")(fc.constantFrom("", " ", "\t\n ")),
    tag("wrong-type")(
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => new File([bytes], "value.bin", { type: "application/octet-stream" })),
    ),
  );
}

function hostileKey(fields: readonly string[]): fc.Arbitrary<Tagged<string>> {
  return fc.oneof(
    tag("prototype-keys")(fc.constantFrom(...PROTOTYPE_KEYS)),
    tag("unknown-keys")(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(...fields).map((field) => `${field}[]`),
        fc.constantFrom(...fields).map((field) => `${field}.0`),
      ),
    ),
  );
}

/**
 * A field name, or a crowd of fields, of a shape the forms' parser pays for (form-shape.ts):
 * an index or nesting past the request guard's bounds, a long name, many fields or repeats,
 * and the same within the bounds, where the action's own parse and reply take them.
 */
function hostileShape(fields: readonly string[]): fc.Arbitrary<Tagged<Entry[]>> {
  const { listLength, depth, nameLength } = FORM_SHAPE_LIMITS;
  const field = fc.constantFrom(...fields);
  const one = (name: fc.Arbitrary<string>) => name.map((key): Entry[] => [[key, "1"]]);
  return fc.oneof(
    tag("huge-index")(
      one(
        fc
          .tuple(field, fc.integer({ min: listLength, max: 2 ** 31 }), fc.boolean())
          .map(([name, index, dotted]) => (dotted ? `${name}[0].${index}` : `${name}[${index}]`)),
      ),
    ),
    tag("deep-nesting")(
      one(
        fc
          .tuple(field, fc.integer({ min: depth, max: 3_000 }), fc.constantFrom("[0]", ".a"))
          .map(([name, levels, level]) => name + level.repeat(levels)),
      ),
    ),
    tag("long-name")(
      one(fc.integer({ min: nameLength + 1, max: 20_000 }).map((n) => "n".repeat(n))),
    ),
    tag("many-fields")(
      fc
        .tuple(field, fc.integer({ min: listLength + 1, max: 3 * listLength }))
        .map(([name, count]) => Array.from({ length: count }, (): Entry => [name, ""])),
    ),
    tag("within-bounds")(
      fc.oneof(
        one(
          fc
            .tuple(field, fc.integer({ min: 0, max: listLength - 1 }))
            .map(([name, index]) => `${name}[${index}]`),
        ),
        one(field.map((name) => name + "[0]".repeat(depth - 1))),
        fc
          .integer({ min: 1, max: listLength })
          .map((count) => Array.from({ length: count }, (_, i): Entry => [`f${i}.a`, "x"])),
      ),
    ),
  );
}

/** Submissions for a form with these fields, from its valid submissions. */
export function submissions(form: {
  fields: readonly string[];
  plausible: readonly string[];
  valid: fc.Arbitrary<Entry[]>;
}): fc.Arbitrary<Submission> {
  const value = hostileValue(form.plausible);
  const mutated = fc
    .record({
      base: form.valid,
      replaced: fc.array(fc.tuple(fc.nat(), value), { minLength: 1, maxLength: 3 }),
      dropped: fc.array(fc.nat(), { maxLength: 2 }),
      doubled: fc.array(fc.tuple(fc.nat(), value), { maxLength: 2 }),
      extra: fc.array(fc.tuple(hostileKey(form.fields), value), { maxLength: 2 }),
      multipart: fc.boolean(),
    })
    .map(({ base, replaced, dropped, doubled, extra, multipart }) => {
      const kinds = new Set(["mutated"]);
      const entries: Entry[] = base.map(([key, v]) => [key, v]);
      for (const [index, { kind, value: v }] of replaced) {
        const at = index % Math.max(1, entries.length);
        if (!entries[at]) continue;
        entries[at] = [entries[at][0], v];
        kinds.add(kind);
      }
      for (const index of dropped) {
        if (entries.length === 0) break;
        entries.splice(index % entries.length, 1);
        kinds.add("missing-fields");
      }
      for (const [index, { kind, value: v }] of doubled) {
        const source = entries[index % Math.max(1, entries.length)];
        if (!source) continue;
        entries.push([source[0], v]);
        kinds.add("duplicated-fields").add(kind);
      }
      for (const [key, { kind, value: v }] of extra) {
        entries.push([key.value, v]);
        kinds.add(key.kind).add(kind);
      }
      return finish(entries, multipart, kinds);
    });
  const random = fc
    .record({
      entries: fc.array(
        fc.tuple(
          fc.oneof(
            { weight: 3, arbitrary: tag("known-keys")(fc.constantFrom(...form.fields)) },
            { weight: 1, arbitrary: hostileKey(form.fields) },
          ),
          value,
        ),
        { maxLength: 12 },
      ),
      multipart: fc.boolean(),
    })
    .map(({ entries, multipart }) => {
      const kinds = new Set(["random"]);
      const result: Entry[] = [];
      for (const [key, { kind, value: v }] of entries) {
        if (key.kind !== "known-keys") kinds.add(key.kind);
        kinds.add(kind);
        if (result.some(([existing]) => existing === key.value)) kinds.add("duplicated-fields");
        result.push([key.value, v]);
      }
      if (form.fields.some((field) => !result.some(([key]) => key === field))) {
        kinds.add("missing-fields");
      }
      return finish(result, multipart, kinds);
    });
  const validWithExtras = fc
    .record({
      base: form.valid,
      extra: fc.array(fc.tuple(hostileKey(form.fields), value), { maxLength: 3 }),
      multipart: fc.boolean(),
    })
    .map(({ base, extra, multipart }) => {
      const kinds = new Set(["valid+extras"]);
      const entries: Entry[] = [...base];
      for (const [key, { kind, value: v }] of extra) {
        entries.push([key.value, v]);
        kinds.add(key.kind).add(kind);
      }
      return finish(entries, multipart, kinds);
    });
  const validWithShape = fc
    .record({ base: form.valid, shape: hostileShape(form.fields), multipart: fc.boolean() })
    .map(({ base, shape, multipart }) =>
      finish([...base, ...shape.value], multipart, new Set(["valid+shape", shape.kind])),
    );
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: random },
    { weight: 2, arbitrary: validWithExtras },
    { weight: 2, arbitrary: validWithShape },
  );
}

function finish(entries: Entry[], multipart: boolean, kinds: Set<string>): Submission {
  // A file can only travel in a multipart body.
  const asMultipart = multipart || entries.some(([, value]) => typeof value !== "string");
  return { entries, multipart: asMultipart, kinds: [...kinds] };
}

/** The submission as the server receives it: encoded bytes with their Content-Type. */
export async function toRequest(
  path: string,
  submission: Submission,
  headers: Record<string, string>,
): Promise<Request> {
  let form: FormData | URLSearchParams;
  if (submission.multipart) {
    form = new FormData();
    for (const [key, value] of submission.entries) form.append(key, value);
  } else {
    form = new URLSearchParams();
    for (const [key, value] of submission.entries) form.append(key, String(value));
  }
  const encoded = new Response(form);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { ...headers, "Content-Type": encoded.headers.get("content-type") ?? "" },
  });
}

/** Counts, per target, the submissions tried and how many held each kind of hostility. */
export class FuzzTally {
  readonly counts = new Map<string, Map<string, number>>();

  add(target: string, submission: Submission, status: number, ms: number) {
    const row = this.counts.get(target) ?? new Map<string, number>([["inputs", 0]]);
    const count = (key: string) => row.set(key, (row.get(key) ?? 0) + 1);
    count("inputs");
    row.set("slowest ms", Math.max(row.get("slowest ms") ?? 0, Math.round(ms)));
    count(`answered ${status}`);
    for (const kind of submission.kinds) count(kind);
    this.counts.set(target, row);
  }

  /** One line per target: the inputs tried, then the kinds they held. */
  report(title: string): string {
    const lines = [...this.counts].map(
      ([target, row]) =>
        `  ${target.padEnd(16)} ${[...row].map(([kind, n]) => `${kind} ${n}`).join(", ")}`,
    );
    return `${title}\n${lines.join("\n")}`;
  }
}

/** A digest of every row of the tables, made by the database: equal means nothing was written. */
export async function snapshot(db: Database, tables: readonly Table[]): Promise<string[]> {
  const digests: string[] = [];
  for (const table of tables) {
    const [row] = await selectRows<{ digest: string | null }>(
      db,
      sql`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    digests.push(`${getTableName(table)} ${row?.digest}`);
  }
  return digests;
}

export type FuzzTarget = {
  name: string;
  /** The URL path the form posts to; an `@pool` in it names a stored row (see pools). */
  path: string;
  fields: readonly string[];
  plausible: readonly string[];
  valid: fc.Arbitrary<Entry[]>;
  /** The tables this form writes: unchanged after a refused submission. */
  tables: readonly Table[];
  /** What is wrong with the stored rows (none may be half-valid after any submission). */
  invalidRows(db: Database): Promise<string[]>;
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /**
   * Ids of stored rows, read before each submission: a value `@name` (in the form or the path)
   * becomes one of `name`'s ids, so valid submissions keep finding rows as others delete them.
   */
  pools?: (db: Database) => Promise<Record<string, string[]>>;
};

/** Replaces `@pool` tokens with stored ids, picked by the run's number. */
function withPools(text: string, pools: Record<string, string[]>, run: number): string {
  return text.replace(/@(\w+)/g, (token, name: string) => {
    const ids = pools[name];
    if (!ids) return token;
    return ids[run % Math.max(1, ids.length)] ?? "00000000-0000-4000-8000-000000000000";
  });
}

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin", Origin: SITE };
/** No answer, refused or not, keeps its sender (or everyone behind it) waiting longer. */
const MAX_ANSWER_MS = 1_000;

/**
 * Sends `numRuns` submissions to the target through the app and checks each answer: never a
 * server error (status 500+, or an error logged), within MAX_ANSWER_MS, nothing stored when the
 * submission was refused, and no stored row that fails the form's own rules.
 */
export async function fuzzTarget(
  app: AppHarness,
  tally: FuzzTally,
  target: FuzzTarget,
  numRuns: number,
): Promise<void> {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(submissions(target), async (original) => {
      const pools = (await target.pools?.(app.db)) ?? {};
      const submission: Submission = {
        ...original,
        entries: original.entries.map(([key, value]) => [
          key,
          typeof value === "string" ? withPools(value, pools, run) : value,
        ]),
      };
      const path = withPools(target.path, pools, run++);
      const extra = (await target.headers?.()) ?? {};
      const before = await snapshot(app.db, target.tables);
      const logsBefore = app.logs.length;
      const request = await toRequest(path, submission, { ...SAME_ORIGIN, ...extra });
      const started = performance.now();
      const response = await app.send(request);
      const text = await response.text();
      const ms = performance.now() - started;
      tally.add(target.name, submission, response.status, ms);
      const where = `${target.name}: ${response.status} ${text.slice(0, 300)}`;
      expect(response.status, where).toBeLessThan(500);
      expect(ms, `${where}: answered in ${Math.round(ms)} ms`).toBeLessThan(MAX_ANSWER_MS);
      const errors = app.logs.slice(logsBefore).filter((entry) => entry.level === "error");
      expect(errors, where).toEqual([]);
      let answer: { ok?: unknown } | null = null;
      try {
        answer = JSON.parse(text);
      } catch {}
      if (response.status >= 400 || answer?.ok === false) {
        expect(await snapshot(app.db, target.tables), `${where}: refused, yet stored`).toEqual(
          before,
        );
      }
      expect(await target.invalidRows(app.db), where).toEqual([]);
    }),
    // A new seed each run widens the search over time; a failure prints its seed, and
    // FUZZ_SEED=<seed> replays it.
    {
      numRuns,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      endOnFailure: true,
    },
  );
}
