import { useEffect } from "react";
import { toast } from "#app/components/ui/toaster.tsx";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { SignInActionData } from "#app/modules/auth/sign-in-form.ts";

/**
 * A sign-in step's refused attempt (its action's answer): a toast, and focus on the first field
 * it finds wrong; before the page's script runs (a form posted without JavaScript), an alert in
 * the page instead.
 */
export function SignInRefusal({
  refusal,
  formId,
}: {
  refusal: SignInActionData | undefined;
  formId: string;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!refusal) return;
    toast.error(refusal.toast.title, { description: refusal.toast.description });
    // After conform has marked the fields the answer names.
    requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId)));
  }, [refusal, formId]);
  if (!refusal || hydrated) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-destructive p-3 text-sm text-destructive"
    >
      <strong>{refusal.toast.title}</strong> - {refusal.toast.description}
    </p>
  );
}
