import { data } from "react-router";
import { type RuleErrorCode, ruleErrorOf } from "./rule-error.ts";

// The shape of a console action that does one of several things by the form's `intent`
// (toggle, delete, reorder...): the route names its intents and a handler for each, and
// `answerIntent` finds the posted one, runs it, and answers every screen the same way: the
// handler's message on success (with what the screen shows once, where it answers more); a
// rule's refusal as it is, with its status and field; a fault logged and answered with the
// screen's own fallback text (500), or its heading and text; an unknown intent 400.

/**
 * What a console action answers, for the screen's toast and form. `Extra` is what some intents
 * answer beside their message (a generated password, a link to copy), each part optional.
 */
export type IntentResult<Intent extends string, Extra extends object = Record<never, never>> =
  | ({ ok: true; intent: Intent; message: string } & Partial<Extra>)
  | {
      ok: false;
      intent: Intent | null;
      error: string;
      /** The rule's message, where the screen heads a refusal with its own text (`error`). */
      description?: string;
      code?: RuleErrorCode;
      fieldErrors?: Record<string, string[]>;
    };

type IntentLog = { error(details: { err: unknown }, message: string): void };

/** The intent a form posted, when it is one of `intents`. */
export function intentOf<const Intent extends string>(
  formData: FormData,
  intents: readonly Intent[],
): Intent | null {
  const posted = formData.get("intent");
  return intents.find((intent) => intent === posted) ?? null;
}

/** A refusal of `intent`, as the action answers it (typed as the screen's result). */
export function refusal<Intent extends string, Extra extends object = Record<never, never>>(
  intent: Intent | null,
  error: string,
  status: number,
  details: {
    code?: RuleErrorCode;
    description?: string;
    fieldErrors?: Record<string, string[]>;
  } = {},
) {
  return data<IntentResult<Intent, Extra>>({ ok: false, intent, error, ...details }, { status });
}

/** What a fault answers: one text, or a heading with the text below it (`description`). */
export type IntentFallback = string | { heading: string; text: string };

/** A handler's success: its message, or its message with some of the screen's `Extra`. */
export type IntentSuccess<Extra extends object> = string | ({ message: string } & Partial<Extra>);

/**
 * Runs the handler of the posted intent. A handler returns its success message (or the message
 * with some of `Extra`), or throws: a RuleError is answered as it is, anything else is logged
 * and answered with `fallback` (one text, or one for each intent: a text, or a heading with
 * its text below it). With `headRefusals`, a refusal too is headed by `fallback` (or by the
 * rule's own `title`), the rule's message below it (`description`).
 */
export async function answerIntent<
  const Intent extends string,
  Extra extends object = Record<never, never>,
>(
  formData: FormData,
  handlers: { [K in Intent]: () => Promise<IntentSuccess<Extra>> },
  {
    log,
    fallback,
    what,
    headRefusals = false,
  }: {
    log: IntentLog;
    fallback: string | { [K in Intent]: IntentFallback };
    /** What the screen is, for the log line of a fault. */
    what: string;
    /** The screen's toast heads every failure of an intent with one text (the lead screens). */
    headRefusals?: boolean;
  },
) {
  const intent = intentOf(formData, Object.keys(handlers) as Intent[]);
  const refuse = refusal<Intent, Extra>;
  if (!intent) return refuse(intent, "Unknown action", 400);
  const failed = typeof fallback === "string" ? fallback : fallback[intent];
  const { heading, text } = typeof failed === "string" ? { heading: failed, text: null } : failed;
  try {
    const success = await handlers[intent]();
    const answer = typeof success === "string" ? { message: success } : success;
    return { ok: true, intent, ...answer } as IntentResult<Intent, Extra>;
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (rule) {
      const details = { code: rule.code, fieldErrors: rule.fieldErrors() };
      if (!headRefusals) return refuse(intent, rule.message, rule.status, details);
      // A refusal that is its heading (a form no screen sends) says it once.
      const head = rule.title ?? heading;
      const description = rule.message === head ? undefined : rule.message;
      return refuse(intent, head, rule.status, { ...details, description });
    }
    log.error({ err: error }, `${what}: ${intent} failed`);
    return refuse(intent, heading, 500, text === null ? {} : { description: text });
  }
}
