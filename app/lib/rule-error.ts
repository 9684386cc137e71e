// One error for every change a rule refuses (as against a fault): the code says which kind of
// refusal, and with it the status a route answers; the message is what the person reads;
// `field` and `issues` say where a form shows it. Domain functions throw it; routes never
// test its class: `ruleErrorOf(error)` gives it back, or null for a fault (logged, answered
// with the screen's fallback text). See docs/decisions/0040-one-rule-error.md.

/** Each kind of refusal and the status a route answers it with. */
export const RULE_ERROR_STATUS = {
  /** The input breaks a rule (a bad slug, a password too weak). */
  invalid: 400,
  /** A recent proof of identity is needed first (docs/decisions/0015). */
  "reauthentication-required": 403,
  /** Not allowed for this person, whatever they send. */
  forbidden: 403,
  /** What the change is about is gone (deleted meanwhile, a bad id). */
  "not-found": 404,
  /** The change clashes with what is stored (a slug taken, the last admin). */
  conflict: 409,
  /** A file the server will not take (too large, not an image). */
  "unsupported-file": 415,
  /** A link or code that has expired or was used. */
  expired: 410,
  /** Too many attempts for now. */
  "too-many-attempts": 429,
  /** A part the change needs is not set up (e-mail sending, a passkey). */
  unavailable: 503,
} as const;

export type RuleErrorCode = keyof typeof RULE_ERROR_STATUS;

export type RuleErrorOptions = {
  /** The status to answer, where the code's own does not fit. */
  status?: number;
  /** The form field the message belongs beside. */
  field?: string;
  /** Messages by field, for a refusal of several fields at once. */
  issues?: Record<string, string[]>;
  /** A short heading, where the screen shows one above the message. */
  title?: string;
  /** For the log: a finer cause than the code (`invalid_code`, `account_locked`); never shown. */
  reason?: string;
  cause?: unknown;
};

export class RuleError extends Error {
  readonly code: RuleErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly issues: Record<string, string[]> | undefined;
  readonly title: string | undefined;
  readonly reason: string | undefined;

  constructor(code: RuleErrorCode, message: string, options: RuleErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "RuleError";
    this.code = code;
    this.status = options.status ?? RULE_ERROR_STATUS[code];
    this.field = options.field;
    this.issues = options.issues;
    this.title = options.title;
    this.reason = options.reason;
  }

  /** The messages by field: `issues`, or the message beside `field`. */
  fieldErrors(): Record<string, string[]> | undefined {
    if (this.issues) return this.issues;
    return this.field ? { [this.field]: [this.message] } : undefined;
  }
}

/**
 * A form refused by its schema: each problem at its field (conform's submission errors, where a
 * field without one is null), `message` above them.
 */
export function fieldsRefused(
  errors: Record<string, string[] | null> | null | undefined,
  message: string,
  options: Omit<RuleErrorOptions, "issues"> = {},
): RuleError {
  const issues = Object.entries(errors ?? {}).filter(
    (entry): entry is [string, string[]] => entry[1] !== null,
  );
  return new RuleError("invalid", message, { ...options, issues: Object.fromEntries(issues) });
}

/** The refusal `error` is, or null when it is a fault. */
export function ruleErrorOf(error: unknown): RuleError | null {
  return error instanceof RuleError ? error : null;
}
