// How the lead forms send a submission that an instance failed to answer: once more a few
// times, with the same body (the same submission key), waiting longer each time. The server
// stores a repeat once (docs/decisions/0031-lead-submission-keys.md), so a retry is safe even
// when the first attempt was stored and only its answer was lost.

/** The waits before each retry, in milliseconds: four attempts within about five seconds. */
export const RETRY_DELAYS_MS = [400, 1200, 3000] as const;

/** What a proxy answers when the instance behind it died or is away: worth another attempt. */
export function isRetryableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An answer read to its end. */
export type Answer = { status: number; body: string };

/**
 * Calls `send` until it answers with a status worth keeping, read to its end, retrying after a
 * network error, an answer cut off midway (its instance died while sending it: the lead may be
 * stored) or a 502/503/504, after each of `delaysMs` (each stretched by up to half again at
 * random, so the visitors of a dead instance do not all come back at once). Resolves with the
 * last answer; rejects with the last network error when the last attempt had none.
 */
export async function sendWithRetries(
  send: () => Promise<Response>,
  {
    delaysMs = RETRY_DELAYS_MS,
    wait = sleep,
    random = Math.random,
  }: {
    delaysMs?: readonly number[];
    wait?: (ms: number) => Promise<void>;
    random?: () => number;
  } = {},
): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const delay = delaysMs[attempt];
    try {
      const response = await send();
      if (delay === undefined || !isRetryableStatus(response.status)) {
        return { status: response.status, body: await response.text() };
      }
      // Its body is never read: let the connection go.
      await response.body?.cancel();
    } catch (error) {
      if (delay === undefined) throw error;
    }
    await wait(Math.round(delay * (1 + random() / 2)));
  }
}
