// The shared abuse limits count in fixed windows and estimate the sliding one from the current
// window and the previous (ADR 0030). A burst that crosses a window's start is weighed as if it
// had been spread over the whole previous window, so a few attempts past the limit get through:
// a spec that counts a limit exactly sends its burst inside one window.

/** The windows of the limits the specs count (app/services.server.ts). */
export const LIMIT_WINDOW_MS = { leads: 10 * 60_000, signIn: 15 * 60_000 } as const;

/** Waits, when the current window of `windowMs` has less than `neededMs` left, for the next. */
export async function awaitRoomInLimitWindow(windowMs: number, neededMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
