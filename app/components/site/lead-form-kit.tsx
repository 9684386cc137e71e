import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { prepareLeadChallenge } from "#app/enhance/lead-challenge.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { LEAD_CHALLENGE_FIELD } from "#app/modules/leads/lead-challenge.ts";
import { HONEYPOT_FIELD, type LeadFormResult } from "#app/modules/leads/lead-forms.ts";

// What the public lead forms share: feedback after a submit (a toast with JavaScript, an
// inline notice without it), the busy submit button and the honeypot field.

/**
 * After each answer of the form's action: a toast, the form reset on success (then
 * `onSuccess`), or focus on the first invalid field so its message is read out.
 */
export function useLeadFormFeedback(
  result: LeadFormResult<string> | undefined,
  form: React.RefObject<HTMLFormElement | null>,
  success: { title: string; description: string; onSuccess?: () => void },
) {
  const handled = useRef<unknown>(undefined);
  const successRef = useRef(success);
  successRef.current = success;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(successRef.current.title, { description: successRef.current.description });
      form.current?.reset();
      successRef.current.onSuccess?.();
    } else {
      toast.error(result.toast.title, { description: result.toast.description });
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [result, form]);
}

/** The result as text in the page, for visitors without JavaScript (who get no toast). */
export function FormNotice({
  result,
  success,
}: {
  result: LeadFormResult<string> | undefined;
  success: { title: string; description: string };
}) {
  const hydrated = useHydrated();
  if (!result || hydrated) return null;
  const { title, description } = result.ok ? success : result.toast;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "rounded-lg border p-4 text-sm",
        result.ok ? "border-success text-foreground" : "border-destructive text-destructive",
      )}
    >
      <p className="font-semibold">{title}</p>
      <p>{description}</p>
    </div>
  );
}

/** Submit button that reads `busyText` while its form is being sent. */
export function SubmitButton({ idleText, busyText }: { idleText: string; busyText: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-disabled={busy}>
      {busy ? <Spinner /> : null}
      {busy ? busyText : idleText}
    </Button>
  );
}

/** A field people never see; bots that fill every input give themselves away. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The solved proof-of-work challenge, filled in the background (app/enhance/lead-challenge.ts).
 * Rendered by the server and left uncontrolled: React never resets what the solver wrote.
 */
export function LeadChallengeField({ form }: { form: React.RefObject<HTMLFormElement | null> }) {
  useEffect(() => (form.current ? prepareLeadChallenge(form.current) : undefined), [form]);
  return <input type="hidden" name={LEAD_CHALLENGE_FIELD} defaultValue="" />;
}
