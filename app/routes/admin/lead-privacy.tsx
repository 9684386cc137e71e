import { Download, Search, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Form, redirect, useNavigation, useSubmit } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { BackLink } from "#app/components/admin/back-link.tsx";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { answerIntent } from "#app/lib/intent-action.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { requireRecentAuthentication } from "#app/modules/auth/recent-authentication.server.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { LEADS_LIST_PATH } from "#app/modules/leads/lead-filters.ts";
import {
  erasePersonData,
  personKeyOf,
  summarizePerson,
} from "#app/modules/leads/lead-privacy.server.ts";
import { flashToastHeader } from "#app/modules/toast/flash.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-privacy";

// Privacy requests: find what is held about a person (by e-mail or WhatsApp number), export it
// as JSON, or erase it. Erasing is this route's one action, so a re-authentication guard can
// wrap it in one place: erasing needs a proof of identity from the last ten minutes (ADR 0015).

export const PRIVACY_PATH = `${LEADS_LIST_PATH}/privacy`;
const INVALID = "Enter an e-mail address or a WhatsApp number with its country code.";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "leads.privacy");
  const { db } = context.get(servicesContext);
  const person = (new URL(request.url).searchParams.get("person") ?? "").trim().slice(0, 254);
  if (!person) return { person, summary: null, error: null };
  const key = personKeyOf(person);
  if (!key) return { person, summary: null, error: INVALID };
  return { person, summary: await summarizePerson(db, key), error: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "leads.privacy");
  const services = context.get(servicesContext);
  const form = await request.formData();
  const person = String(form.get("person") ?? "").trim();
  // Erasing is the one intent; its success goes back to the person's page with the toast.
  const answer = await answerIntent<"erase", { erased: string }>(
    form,
    {
      erase: async () => {
        const key = personKeyOf(person);
        if (!key) throw new RuleError("invalid", INVALID);
        // No recent proof of identity (403): the page asks for it, then erases again.
        await requireRecentAuthentication(services, request);
        const { leads } = await erasePersonData(services.db, user.id, key);
        return {
          message: "Person's data erased",
          erased: `${leads} lead${leads === 1 ? "" : "s"} and everything about them removed.`,
        };
      },
    },
    {
      log: context.get(requestInfoContext).log,
      fallback: "Failed to erase the data",
      what: "Privacy requests",
    },
  );
  if (!("ok" in answer && answer.ok)) return answer;
  return redirect(`${PRIVACY_PATH}?person=${encodeURIComponent(person)}`, {
    headers: {
      "Set-Cookie": await flashToastHeader(
        { kind: "success", title: answer.message, description: answer.erased },
        services.secureCookies,
      ),
    },
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Privacy requests | Admin" }];

export default function LeadPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { person, summary, error } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const confirmIdentity = useRecentAuthentication();
  const eraseForm = useRef<HTMLFormElement>(null);
  const erasing = navigation.state === "submitting" && navigation.formMethod === "POST";
  const held = summary && summary.leads > 0;
  const exportHref = `${PRIVACY_PATH}/export?person=${encodeURIComponent(person)}`;
  const eraseButton = (
    <Button type={hydrated ? "button" : "submit"} variant="destructive" disabled={erasing}>
      {erasing ? <Spinner /> : <Trash2 aria-hidden="true" />}
      Erase this person's data
    </Button>
  );
  return (
    <>
      <BackLink to={LEADS_LIST_PATH}>Back to Leads</BackLink>
      <AdminPageHeader
        title="Privacy requests"
        subtitle="Export or erase everything held about one person"
      />
      <Card className="mb-6">
        <CardContent className="p-4 sm:p-6">
          <Form method="get" className="grid gap-2 sm:max-w-xl">
            <Label htmlFor="privacy-person">E-mail or WhatsApp number</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="privacy-person"
                name="person"
                required
                maxLength={254}
                defaultValue={person}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "privacy-person-error" : undefined}
              />
              <Button type="submit" variant="outline" className="shrink-0">
                <Search aria-hidden="true" />
                Find
              </Button>
            </div>
            {error ? (
              <p id="privacy-person-error" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </Form>
        </CardContent>
      </Card>
      {actionData && !actionData.ok ? (
        <p
          role="alert"
          className="mb-6 rounded-md border border-destructive bg-card p-3 text-sm text-destructive"
        >
          {actionData.error}
        </p>
      ) : null}
      {summary ? (
        <Card>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle asChild className="text-lg [overflow-wrap:anywhere]">
              <h2>What is held about {person}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
            {held ? (
              <>
                <p data-testid="privacy-summary">
                  {summary.leads} lead{summary.leads === 1 ? "" : "s"}, {summary.events} note
                  {summary.events === 1 ? "" : "s"} and timeline entr
                  {summary.events === 1 ? "y" : "ies"}, {summary.notifications} notification
                  {summary.notifications === 1 ? "" : "s"}.
                </p>
                <div className="flex flex-wrap gap-2">
                  <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
                    <Download aria-hidden="true" />
                    Export this person's data
                  </a>
                  <Form method="post" ref={eraseForm}>
                    <input type="hidden" name="intent" value="erase" />
                    <input type="hidden" name="person" value={person} />
                    {hydrated ? (
                      <ConfirmDialog
                        title="Erase this person's data?"
                        description={`Every lead, note and notification about ${person} is deleted, and their activity entries are anonymized. This cannot be undone.`}
                        confirmLabel="Erase"
                        onConfirm={async () => {
                          if (!(await confirmIdentity())) return false;
                          submit(eraseForm.current);
                        }}
                        trigger={eraseButton}
                      />
                    ) : (
                      eraseButton
                    )}
                  </Form>
                </div>
              </>
            ) : (
              <p className="text-muted-foreground">Nothing is held about this person.</p>
            )}
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
