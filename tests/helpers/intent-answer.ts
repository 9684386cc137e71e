// A console action's answer as the tests read it: what react-router's data() wraps (a refusal)
// unwrapped, beside its status; a plain answer is a 200.

export async function answered(
  answer: unknown,
): Promise<{ status: number; result: Record<string, unknown> }> {
  const value = (await answer) as { data?: unknown; init?: { status?: number } | null };
  if (value && typeof value === "object" && "init" in value) {
    return { status: value.init?.status ?? 200, result: value.data as Record<string, unknown> };
  }
  return { status: 200, result: value as Record<string, unknown> };
}

/** A log for actions whose faults a test provokes on purpose. */
export const quietLog = { error() {} };
