import { data } from "react-router";
import type { z } from "zod";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import {
  type AppServices,
  clientContext,
  type RequestInfo,
  requestInfoContext,
  servicesContext,
} from "#app/services.server.ts";
import { readFirstTouch } from "./first-touch.server.ts";
import { formValues, parseLeadForm } from "./lead-forms.server.ts";
import { type LeadFormResult, MISSING_INFORMATION } from "./lead-forms.ts";
import { createLead, type NewLead } from "./leads.server.ts";

type ActionArgs = {
  request: Request;
  context: {
    get(key: typeof servicesContext): AppServices;
    get(key: typeof clientContext): { ip: string };
    get(key: typeof requestInfoContext): RequestInfo;
  };
};

/**
 * The one path every public lead form takes: rate limit by client IP, validate on the server,
 * quietly drop bots (honeypot), store the lead with its first-touch attribution and queue its
 * notification. Nothing is stored unless everything holds; what was typed comes back on failure.
 */
export async function submitLeadForm<Schema extends z.ZodObject, Field extends string>(
  { request, context }: ActionArgs,
  options: {
    schema: Schema;
    toLead: (form: z.infer<Schema>, formData: FormData) => Promise<NewLead> | NewLead;
    /** The form's own failure toast (spec §8). */
    failureToast: { title: string; description: string };
  },
) {
  const services = context.get(servicesContext);
  const formData = await request.formData();

  const { log } = context.get(requestInfoContext);
  const { ip } = context.get(clientContext);
  const limit = services.rateLimits.leadSubmissions.consume(ip);
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
    await createLead(
      services.db,
      lead,
      await readFirstTouch(request),
      services.notifications.kinds,
    );
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
  services.notifications.nudge();
  return data<LeadFormResult<Field>>({ ok: true });
}
