import { type DefaultValue, useForm } from "@conform-to/react";
import { type FormEvent, useMemo } from "react";
import type { Fetcher } from "react-router";
import { toast } from "#app/components/ui/toaster.tsx";
import { refusalReply } from "#app/lib/refusal-reply.ts";
import type { z } from "#app/lib/zod.ts";
import {
  LEAD_ACTION_FAILURES,
  type LeadActionResult,
  type LeadIntent,
  leadFormConstraint,
  type leadFormSchemas,
  parseLeadForm,
} from "#app/modules/leads/leads-admin-form.ts";

type Input<Intent extends LeadIntent> = z.input<(typeof leadFormSchemas)[Intent]>;
type Output<Intent extends LeadIntent> = z.output<(typeof leadFormSchemas)[Intent]>;

/**
 * conform's form for a lead command's fields (ADR 0033): checked with the command's own schema
 * before sending, the action's refusal shown beside its fields, what was typed kept. A problem
 * found on submit is also the toast the action would have answered.
 */
export function useLeadForm<Intent extends LeadIntent>(
  intent: Intent,
  fetcher: Fetcher<LeadActionResult>,
  {
    id,
    defaultValue,
    onSubmit,
  }: {
    id: string;
    defaultValue?: DefaultValue<Input<Intent>>;
    /** Sends a valid form itself (its default prevented), in place of the form's post. */
    onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
  },
) {
  const constraint = useMemo(() => leadFormConstraint(intent), [intent]);
  // A new object only for a new answer: conform takes each one as a new reply.
  const lastResult = useMemo(() => refusalReply(fetcher.data), [fetcher.data]);
  return useForm<Input<Intent>, Output<Intent>>({
    id,
    defaultValue,
    constraint,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parseLeadForm(intent, formData);
      const messages = submission.status === "error" ? Object.values(submission.error ?? {}) : [];
      const message = messages.find((list) => list?.length)?.[0];
      if (submitter && message) {
        toast.error(LEAD_ACTION_FAILURES[intent], { description: message });
      }
      return submission;
    },
    onSubmit,
  });
}
