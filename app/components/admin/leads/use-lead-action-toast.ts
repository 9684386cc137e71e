import { useEffect, useRef } from "react";
import { toast } from "#app/components/ui/toaster.tsx";
import type { LeadActionResult } from "#app/modules/leads/leads-admin-form.ts";

/**
 * Shows a lead action's answer as the spec's toast, once per answer. Fetchers expose the
 * action's data while the page revalidates, so the toast appears even when the row it came
 * from then leaves the list.
 */
export function useLeadActionToast(
  result: LeadActionResult | undefined,
  onSuccess?: (result: Extract<LeadActionResult, { ok: true }>) => void,
) {
  const shown = useRef<LeadActionResult | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      toast.success(result.message, { description: result.description });
      onSuccessRef.current?.(result);
    } else {
      toast.error(result.error, { description: result.description });
    }
  }, [result]);
}
