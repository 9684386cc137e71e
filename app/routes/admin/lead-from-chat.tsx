import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { BackLink } from "#app/components/admin/back-link.tsx";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { LEADS_LIST_PATH } from "#app/modules/leads/lead-filters.ts";
import {
  createLeadFromChat,
  type LeadFromChatOutcome,
  leadFromChatSchema,
} from "#app/modules/leads/lead-from-chat.server.ts";
import {
  LEAD_FROM_CHAT_LIMITS,
  type LeadFromChatFields,
} from "#app/modules/leads/lead-from-chat-form.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-from-chat";

// "New lead from a chat" (docs/decisions/0047-one-lead-across-channels.md): whoever works leads
// enters a WhatsApp chat that began on the site; the domain function does the rest.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "leads.work");
  return null;
}

type Answer = { result: SubmissionResult<string[]>; outcome?: LeadFromChatOutcome };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "leads.work");
  const { db } = context.get(servicesContext);
  const submission = parseWithZod(await request.formData(), { schema: leadFromChatSchema });
  if (submission.status !== "success") {
    return data<Answer>({ result: submission.reply() }, { status: 400 });
  }
  try {
    const outcome = await createLeadFromChat(db, user.id, submission.value);
    // Done: an empty form for the next chat; a chat entered before keeps what was typed.
    return {
      result: submission.reply({ resetForm: outcome.kind !== "entered-before" }),
      outcome,
    } satisfies Answer;
  } catch (error) {
    const refusal = ruleErrorOf(error);
    if (!refusal) throw error;
    const fieldErrors = refusal.fieldErrors();
    return data<Answer>(
      {
        result: submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [refusal.message] }),
      },
      { status: refusal.status },
    );
  }
}

export const meta: Route.MetaFunction = () => [{ title: "New lead from a chat | Admin" }];

const linkClass = "font-medium underline underline-offset-4";

/** Which lead the chat went to, and whether it was new. */
function Outcome({ outcome }: { outcome: LeadFromChatOutcome }) {
  const lead = (
    <Link to={`${LEADS_LIST_PATH}/${outcome.leadId}`} className={linkClass}>
      {outcome.name}
    </Link>
  );
  return (
    <p role="status" className="rounded-md border border-primary/40 bg-card p-3 text-sm">
      {outcome.kind === "created" ? <>New lead created: {lead}.</> : null}
      {outcome.kind === "joined" ? (
        <>That number or e-mail is already a lead: the chat was added to {lead}'s timeline.</>
      ) : null}
      {outcome.kind === "entered-before" ? (
        <>This chat was entered before and is on {lead}. Nothing was added.</>
      ) : null}
    </p>
  );
}

export default function LeadFromChat({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<LeadFromChatFields>({
    id: "lead-from-chat",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <>
      <BackLink to={LEADS_LIST_PATH}>Back to Leads</BackLink>
      <AdminPageHeader
        title="New lead from a chat"
        subtitle="A WhatsApp chat that began on the site: its reference code gives the lead the visit's campaign and landing page."
      />
      <Card className="max-w-2xl">
        <CardContent className="grid gap-4 p-4 sm:p-6">
          {actionData?.outcome ? <Outcome outcome={actionData.outcome} /> : null}
          {form.errors?.length ? (
            <p role="alert" id={form.errorId} className="text-sm text-destructive">
              {form.errors.join(" ")}
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="grid gap-4">
            <ConformField
              field={fields.code}
              as="textarea"
              label="Reference code or first message"
              description={
                <>
                  Paste the chat's first message, or type the code after “Ref:” (in Urdu, after “
                  <bdi lang="ur">حوالہ:</bdi>”). Leave it empty for a chat that did not start on the
                  site: the lead has no campaign then.
                </>
              }
              maxLength={LEAD_FROM_CHAT_LIMITS.code}
              rows={3}
            />
            <ConformField
              field={fields.whatsappNumber}
              type="tel"
              label="WhatsApp number"
              description="The sender's number, with its country code (a local number is read as Pakistan's)."
              required
              maxLength={LEAD_FROM_CHAT_LIMITS.whatsappNumber}
              autoComplete="off"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ConformField
                field={fields.name}
                label="Name"
                description="Optional."
                maxLength={LEAD_FROM_CHAT_LIMITS.name}
                autoComplete="off"
              />
              <ConformField
                field={fields.email}
                type="email"
                label="Email"
                description="Optional."
                maxLength={LEAD_FROM_CHAT_LIMITS.email}
                autoComplete="off"
              />
            </div>
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : null}
                Add the chat
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
