import { toast } from "#app/components/ui/toaster.tsx";
import type { LeadActionResult } from "#app/modules/leads/leads-admin-form.ts";

/**
 * A lead route's clientAction: runs the route's action on the server, then shows its answer
 * as the product's toast (docs/product.md). The toast comes from the action, not from the component that sent
 * it: a row that the action takes out of the list can be gone, with its component, before
 * that component would have rendered the answer.
 */
export async function withLeadActionToast<Result extends LeadActionResult>(
  serverAction: () => Promise<Result>,
): Promise<Result> {
  const result = await serverAction();
  if (result.ok) toast.success(result.message, { description: result.description });
  else toast.error(result.error, { description: result.description });
  return result;
}
