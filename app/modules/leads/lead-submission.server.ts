import { createHash } from "node:crypto";
import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import type { NotificationKind } from "#app/db/enums.ts";
import { type RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import type { z } from "#app/lib/zod.ts";
import type { PageViewRecorder } from "#app/modules/analytics/page-views.server.ts";
import {
  type VisitCampaign,
  visitCampaignOf,
} from "#app/modules/analytics/visit-campaign.server.ts";
import { type Translate, translator } from "#app/modules/i18n/i18n.ts";
import { requestLocale } from "#app/modules/i18n/locales.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  type RateLimiter,
  retryAfterMinutes,
  type WindowCounter,
} from "#app/modules/security/rate-limiter.ts";
import type { LeadChallenges } from "./lead-challenge.server.ts";
import { LEAD_CHALLENGE_FIELD } from "./lead-challenge.ts";
import { getLeadConsent } from "./lead-consent.server.ts";
import { CONSENT_FIELD, consentError } from "./lead-consent.ts";
import { formValues, parseLeadForm } from "./lead-forms.server.ts";
import type { FieldErrors, FormFailure, LeadFormResult } from "./lead-forms.ts";
import { isSubmissionKey, SUBMISSION_KEY_FIELD } from "./lead-submission-key.ts";
import { createLead, findLeadOfSubmission, type NewLead } from "./leads.server.ts";

/** What taking in a lead needs from the app: where to store it, who sent it, what to notify. */
export type LeadIntake = {
  db: Database;
  log: Logger;
  /** The client's address (the socket's, or the one a trusted proxy names). */
  ip: string;
  /** What the client is limited by: the address, or an IPv6 address's /64 (limitKeyOf). */
  limitKey: string;
  limits: LeadLimits;
  challenges: LeadChallenges;
  /**
   * The day's visitor ids and this instance's views not yet written: a lead is tied to the
   * visit, and the campaign, that brought it.
   */
  analytics: Pick<PageViewRecorder, "visitorIds" | "views">;
  /** The site's origin, part of the visitor id. */
  site: string;
  notifications: {
    /** What a new lead queues now (the e-mail, and the webhook when one is set). */
    kinds(): Promise<NotificationKind[]>;
    /** Delivers what is due now rather than at the next tick. */
    nudge(): void;
  };
};

/**
 * The layers that keep floods out without turning away a campaign's leads from one shared
 * (carrier-NAT) address: docs/decisions/0007-layered-lead-limits.md.
 */
export type LeadLimits = {
  /** Every submission per client address in the window, whatever became of it. */
  recent: WindowCounter;
  /** How many of those pass without a look at the challenge (LEAD_CHALLENGE_AFTER). */
  challengeAfter: number;
  /** Submissions without a valid solution per client address (LEAD_RATE_LIMIT). */
  withoutSolution: RateLimiter;
  /** Leads about to be stored, all addresses together (LEAD_GLOBAL_RATE_LIMIT). */
  global: RateLimiter;
};

/**
 * How a form's lead is stored: createLead for the lead forms; with a booking for Book a Demo
 * (bookDemo, one transaction). `Stored` is what the form's answer shows of it.
 */
export type LeadStorage<Form, Stored> = {
  /**
   * Stores the lead, or finds it stored by the same submission meanwhile (`repeated`). A
   * RuleError is a refusal the visitor can act on: answered with what they typed, nothing stored.
   */
  store(entry: {
    lead: NewLead;
    form: Form;
    campaign: VisitCampaign | null;
    notifications: NotificationKind[];
  }): Promise<{ repeated: boolean; stored?: Stored }>;
  /** What a repeat of a submission stored earlier shows: the same as the first answer did. */
  earlier(leadId: string): Promise<Stored | undefined>;
  /** A refusal in the page's language (its English message otherwise). */
  refusalMessage?(refusal: RuleError): string;
};

/** A lead form's answer: stored (with what the form shows of it), or not, and why. */
export type LeadSubmissionAnswer<Field extends string, Stored> =
  | { ok: true; stored?: Stored }
  | FormFailure<Field>;

/**
 * The lead forms' storage: the lead alone (createLead), or a touch of the person's live lead
 * when they are one already (docs/decisions/0047-one-lead-across-channels.md).
 */
function leadAlone(db: Database): LeadStorage<unknown, never> {
  return {
    store: ({ lead, campaign, notifications }) =>
      createLead(db, lead, campaign, notifications, { joinSamePerson: true }),
    earlier: async () => undefined,
  };
}

/** The key of the one global bucket. */
const ALL_ADDRESSES = "*";

/**
 * The submission a form post is (ADR 0031): its key, and a hash of what it posted to which page,
 * every field's value trimmed but the key's and the challenge's (a retry may carry a new
 * solution). Two visitors of one cached page share its key, not what they typed: their leads
 * are two. None when the post carries no key of ours.
 */
export function submissionOf(request: Request, formData: FormData) {
  const key = formData.get(SUBMISSION_KEY_FIELD);
  if (!isSubmissionKey(key)) return null;
  const values = [...formData]
    .filter(([name]) => name !== SUBMISSION_KEY_FIELD && name !== LEAD_CHALLENGE_FIELD)
    .map(([name, value]) => [name, typeof value === "string" ? value.trim() : ""] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const content = JSON.stringify([new URL(request.url).pathname, values]);
  return { key, hash: createHash("sha256").update(content).digest("hex") };
}

/**
 * The one path every public lead form takes: past a few leads from one address lately, a solved
 * proof-of-work challenge, or else the address's ceiling for submissions without one; validate
 * on the server, quietly drop bots (honeypot), hold the global ceiling, store the lead with the
 * campaign of its sender's visit and the language of the page posted to (from its URL), and
 * queue its notification. Nothing is stored unless everything holds; what was typed comes back
 * on failure, and a refusal says when to try again (429, Retry-After). A repeat of a submission
 * already stored (a retry after a lost answer, a resubmit) is answered as the first was, before
 * any limit or challenge (its solution was spent), and stores and queues nothing (ADR 0031).
 * `storage` says how the lead is stored (the lead alone by default) and what the answer shows.
 */
export async function submitLeadForm<
  Schema extends z.ZodObject,
  Field extends string,
  Stored = never,
>(
  request: Request,
  { db, log, ip, limitKey, limits, challenges, analytics, site, notifications }: LeadIntake,
  options: {
    schema: Schema;
    toLead: (form: z.infer<Schema>, formData: FormData) => Promise<NewLead> | NewLead;
    /** The form's own failure toast (docs/product.md#lead-forms). */
    failureToast: { title: string; description: string };
    /** The page's language, for the toasts said here (English by default). */
    t?: Translate;
    storage?: LeadStorage<z.infer<Schema>, Stored>;
  },
) {
  const t = options.t ?? translator("en");
  const storage: LeadStorage<z.infer<Schema>, Stored> = options.storage ?? leadAlone(db);
  const formData = await request.formData();
  type Answer = LeadSubmissionAnswer<Field, Stored>;
  const storedAnswer = (stored: Stored | undefined) =>
    data<Answer>(stored === undefined ? { ok: true } : { ok: true, stored });

  const tooMany = (limit: string, retryAfterSeconds: number) => {
    log.warn({ event: "rate_limit.hit", limit, ip }, "lead submission limit");
    return data<LeadFormResult<Field>>(
      {
        ok: false,
        toast: {
          title: t("submission.tooMany"),
          description: t("submission.retryAfter", { count: retryAfterMinutes(retryAfterSeconds) }),
        },
        fieldErrors: {},
        values: formValues<Field>(options.schema, formData),
      },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  };

  const earlier = (await limits.recent.add(limitKey)) - 1;
  const submission = submissionOf(request, formData);
  if (submission) {
    const stored = await findLeadOfSubmission(db, submission).catch((error: unknown) => {
      log.error({ err: error }, "Looking up a lead submission failed");
      return undefined;
    });
    if (stored) {
      log.info({ event: "lead.repeated", leadId: stored.id }, "lead submission repeated");
      return storedAnswer(await storage.earlier(stored.id));
    }
  }
  let solved = false;
  if (earlier >= limits.challengeAfter) {
    const check = await challenges
      .verify(db, formData.get(LEAD_CHALLENGE_FIELD))
      .catch((error: unknown) => {
        log.error({ err: error }, "Checking a lead challenge failed");
        return "unchecked" as const;
      });
    solved = check === "verified";
    if (!solved && check !== "missing") {
      log.info({ event: "lead.challenge_refused", reason: check, ip }, "lead challenge refused");
    }
  }
  if (!solved) {
    const limit = await limits.withoutSolution.consume(limitKey);
    if (!limit.allowed) return tooMany("lead_submissions", limit.retryAfterSeconds);
  }

  const parsed = parseLeadForm<Schema, Field>(options.schema, formData);
  // The consent checkbox, when the owner turned it on: ticked, beside the label in force.
  const consent = await getLeadConsent(db);
  const consentProblem = consentError(consent, formData, {
    required: t("forms.consent.required"),
    changed: t("forms.consent.changed"),
  });
  if (!parsed.success || consentProblem) {
    type Fields = Field | typeof CONSENT_FIELD;
    const fieldErrors: FieldErrors<Fields> = parsed.success
      ? {}
      : ({ ...parsed.fieldErrors } as FieldErrors<Fields>);
    if (consentProblem) fieldErrors[CONSENT_FIELD] = consentProblem;
    const values: Partial<Record<Fields, string>> = formValues<Fields>(options.schema, formData);
    // A box ticked beside a label since changed comes back unticked, to be read again.
    if (formData.get(CONSENT_FIELD) === "on" && !consentProblem) values[CONSENT_FIELD] = "on";
    return data<LeadFormResult<Fields>>(
      {
        ok: false,
        toast:
          !parsed.success && parsed.missingRequired
            ? {
                title: t("submission.missingTitle"),
                description: t("submission.missingDescription"),
              }
            : {
                title: t("submission.checkForm"),
                description: t("submission.checkFormDescription"),
              },
        fieldErrors,
        values,
      },
      { status: 400 },
    );
  }
  // A bot filled the hidden field: answer as if all went well, store nothing.
  if (parsed.isBot) return data<LeadFormResult<Field>>({ ok: true });

  const global = await limits.global.consume(ALL_ADDRESSES);
  if (!global.allowed) return tooMany("lead_submissions_global", global.retryAfterSeconds);

  let stored: Stored | undefined;
  try {
    const lead = await options.toLead(parsed.data, formData);
    const agreed = consent.enabled
      ? {
          consentText: consent.label,
          consentAt: new Date(),
          consentPage: new URL(request.url).pathname,
        }
      : {};
    const visitor = await analytics.visitorIds.idOf({
      ip,
      userAgent: request.headers.get("user-agent") ?? "",
      site,
    });
    const result = await storage.store({
      lead: {
        ...lead,
        ...agreed,
        // The language of the page posted to: the URL says it, nothing the visitor sends.
        locale: requestLocale(request),
        visitorDay: visitor.day,
        visitorId: visitor.visitorId,
        submissionKey: submission?.key ?? null,
        submissionHash: submission?.hash ?? null,
      },
      form: parsed.data,
      campaign: await visitCampaignOf(db, analytics.views, visitor),
      notifications: await notifications.kinds(),
    });
    if (result.repeated) return storedAnswer(result.stored);
    stored = result.stored;
  } catch (error) {
    const refusal = ruleErrorOf(error);
    if (refusal) {
      const message = storage.refusalMessage?.(refusal) ?? refusal.message;
      return data<Answer>(
        {
          ok: false,
          toast: { title: t("submission.checkForm"), description: message },
          fieldErrors: (refusal.field ? { [refusal.field]: message } : {}) as FieldErrors<Field>,
          values: formValues<Field>(options.schema, formData),
        },
        { status: refusal.status },
      );
    }
    log.error({ err: error }, "Storing a lead failed");
    return data<LeadFormResult<Field>>(
      {
        ok: false,
        toast: options.failureToast,
        fieldErrors: {},
        values: formValues<Field>(options.schema, formData),
      },
      { status: 500 },
    );
  }
  notifications.nudge();
  return storedAnswer(stored);
}
