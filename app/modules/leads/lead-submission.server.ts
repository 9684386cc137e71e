import { data } from "react-router";
import type { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import type { NotificationKind } from "#app/db/enums.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { type RateLimiter, retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { readFirstTouch } from "./first-touch.server.ts";
import { formValues, parseLeadForm } from "./lead-forms.server.ts";
import { type LeadFormResult, MISSING_INFORMATION } from "./lead-forms.ts";
import { createLead, type NewLead } from "./leads.server.ts";

/** What taking in a lead needs from the app: where to store it, who sent it, what to notify. */
export type LeadIntake = {
  db: Database;
  log: Logger;
  /** The client's address (the socket's, or the one a trusted proxy names). */
  ip: string;
  /** Submissions per client address (LEAD_RATE_LIMIT). */
  limiter: RateLimiter;
  notifications: {
    /** What each new lead queues (the e-mail, and the webhook when configured). */
    kinds: NotificationKind[];
    /** Delivers what is due now rather than at the next tick. */
    nudge(): void;
  };
};

/**
 * The one path every public lead form takes: rate limit by client IP, validate on the server,
 * quietly drop bots (honeypot), store the lead with its first-touch attribution and queue its
 * notification. Nothing is stored unless everything holds; what was typed comes back on failure.
 */
export async function submitLeadForm<Schema extends z.ZodObject, Field extends string>(
  request: Request,
  { db, log, ip, limiter, notifications }: LeadIntake,
  options: {
    schema: Schema;
    toLead: (form: z.infer<Schema>, formData: FormData) => Promise<NewLead> | NewLead;
    /** The form's own failure toast (spec §8). */
    failureToast: { title: string; description: string };
  },
) {
  const formData = await request.formData();

  const limit = limiter.consume(ip);
  if (!limit.allowed) {
    log.warn({ event: "rate_limit.hit", limit: "lead_submissions", ip }, "lead submission limit");
    return data<LeadFormResult<Field>>(
      {
        ok: false,
        toast: {
          title: "Too many submissions",
          description: retryAfterMessage(limit.retryAfterSeconds),
        },
        fieldErrors: {},
        values: formValues<Field>(options.schema, formData),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const parsed = parseLeadForm<Schema, Field>(options.schema, formData);
  if (!parsed.success) {
    return data<LeadFormResult<Field>>(
      {
        ok: false,
        toast: parsed.missingRequired
          ? { ...MISSING_INFORMATION }
          : { title: "Please check the form", description: "Some fields need your attention." },
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      },
      { status: 400 },
    );
  }
  // A bot filled the hidden field: answer as if all went well, store nothing.
  if (parsed.isBot) return data<LeadFormResult<Field>>({ ok: true });

  try {
    const lead = await options.toLead(parsed.data, formData);
    await createLead(db, lead, await readFirstTouch(request), notifications.kinds);
  } catch (error) {
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
  return data<LeadFormResult<Field>>({ ok: true });
}
