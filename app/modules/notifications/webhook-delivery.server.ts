import type { OutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import type { signedWebhook } from "./lead-message.ts";

// A lead webhook and the card's test post the same way: through the outbound guard, which
// follows no redirect (docs/decisions/0039-outbound-request-guard.md). A receiver that
// redirects has not taken the lead: re-posting the signed body to wherever it points would
// send it to an address the owner never saved.

const WEBHOOK_TIMEOUT_MS = 10_000;
/** A receiver's answer is read only to end the exchange; more than this is not a webhook's. */
const WEBHOOK_ANSWER_BYTES = 64 * 1024;

/** Posts a signed webhook; resolves when the receiver answered 2xx, else throws saying why. */
export async function postWebhook(
  request: OutboundRequest,
  url: string,
  hook: ReturnType<typeof signedWebhook>,
): Promise<void> {
  const { status } = await request(url, {
    method: "POST",
    headers: hook.headers,
    body: hook.body,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    maxResponseBytes: WEBHOOK_ANSWER_BYTES,
  });
  if (status >= 300 && status < 400) {
    throw new Error(`The webhook answered ${status}, a redirect, which is not followed`);
  }
  if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}`);
}

/** The webhook's host and port, which the log may name (the path often holds a token). */
export function webhookHostOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).host : undefined;
}
