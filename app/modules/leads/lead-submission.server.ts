import { data } from "react-router";
import type { z } from "zod";
import { type AppServices, clientContext, servicesContext } from "#app/services.server.ts";
import { readFirstTouch } from "./first-touch.server.ts";
import { formValues, parseLeadForm } from "./lead-forms.server.ts";
import { type LeadFormResult, MISSING_INFORMATION } from "./lead-forms.ts";
import { createLead, type NewLead } from "./leads.server.ts";

type ActionArgs = {
  request: Request;
  context: {
    get(key: typeof servicesContext): AppServices;
    get(key: typeof clientContext): { ip: string };
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

  const limit = services.rateLimits.leadSubmissions.consume(context.get(clientContext).ip);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data<LeadFormResult<Field>>(
      {
        ok: false,
        toast: {
          title: "Too many submissions",
          description: `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
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
    console.error("Storing a lead failed", error);
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
