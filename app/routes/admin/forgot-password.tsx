import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation, useRouteLoaderData } from "react-router";
import { AuthPage } from "#app/components/admin/auth-page.tsx";
import { EmailLinkForm, EmailLinkSent } from "#app/components/admin/email-link-form.tsx";
import { replyShowing, type ShownFields } from "#app/lib/form-reply.ts";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { forgotPasswordSchema } from "#app/modules/auth/password-link-form.ts";
import { requestForgottenPasswordLink } from "#app/modules/auth/password-links.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/forgot-password";

// "Forgot password?" (ADR 0028): a one-time link by e-mail, when e-mail is set up. The answer
// is the same whether an account has the address or not.

type ActionResult = { result: SubmissionResult<string[]>; sent?: true };

const SHOWN: ShownFields = { fields: ["email"], refilled: ["email"] };

export function loader({ context }: Route.LoaderArgs) {
  return { emailConfigured: Boolean(context.get(servicesContext).notifications.sendPasswordLink) };
}

export const headers = loaderAndActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, limitKey } = context.get(clientContext);
  const { log } = context.get(requestInfoContext);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data<ActionResult>({ result: replyShowing(submission, SHOWN) }, { status: 400 });
  }
  if (!services.notifications.sendPasswordLink) {
    return data<ActionResult>(
      { result: replyShowing(submission, SHOWN, { formErrors: [EMAIL_NOT_SET_UP] }) },
      { status: 503 },
    );
  }
  const limit = await services.rateLimits.passwordLinkRequests.consume(limitKey);
  if (!limit.allowed) {
    log.warn({ event: "auth.password_link_request", ip, outcome: "rate_limited" }, "refused");
    return data<ActionResult>(
      {
        result: replyShowing(submission, SHOWN, {
          formErrors: [retryAfterMessage(limit.retryAfterSeconds)],
        }),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const email = submission.value.email.toLowerCase();
  // Past the account's limit the answer stays the same; only the e-mail is not sent again.
  const forAccount = await services.rateLimits.passwordLinkRequestsPerAccount.consume(email);
  if (forAccount.allowed) await requestForgottenPasswordLink(services, email);
  log.info(
    {
      event: "auth.password_link_request",
      ip,
      email,
      outcome: forAccount.allowed ? "requested" : "account_rate_limited",
    },
    "password link asked for",
  );
  return data<ActionResult>({ result: submission.reply({ resetForm: true }), sent: true });
}

const EMAIL_NOT_SET_UP =
  "E-mail is not set up on this site, so no link can be sent. Ask an admin to send you a password reset link from User Management.";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const logoUrl = useRouteLoaderData<typeof rootLoader>("root")?.site.logoUrl ?? null;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (actionData?.sent) {
    return (
      <EmailLinkSent
        logoUrl={logoUrl}
        description="If an account uses this address, a link to choose a new password is on its way."
      >
        The link works once, for 1 hour. Nothing arrived? Check your spam folder, or ask an admin to
        send you a password reset link.
      </EmailLinkSent>
    );
  }

  return (
    <AuthPage
      logoUrl={logoUrl}
      title="Forgot password?"
      description={
        loaderData.emailConfigured
          ? "Enter your email and we'll send you a link to choose a new password."
          : "Ask an admin for a link to choose a new password."
      }
    >
      {loaderData.emailConfigured ? (
        <EmailLinkForm
          formProps={getFormProps(form)}
          formAlert={{ id: form.errorId, errors: form.errors }}
          email={fields.email}
          busy={busy}
          submitLabel="Send link"
        />
      ) : (
        <p className="rounded-md border p-3 text-sm" role="note">
          {EMAIL_NOT_SET_UP}
        </p>
      )}
    </AuthPage>
  );
}
