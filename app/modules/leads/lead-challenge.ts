// The lead forms' proof-of-work challenge (ALTCHA v2, PBKDF2/SHA-256), the parts that hold on
// both sides: the hidden field, the route that hands challenges out and how hard they are.
// Why a challenge and when it is asked for: docs/decisions/0007-layered-lead-limits.md.

/** The hidden form field that carries a solved challenge (base64 JSON: challenge + solution). */
export const LEAD_CHALLENGE_FIELD = "altcha";

/** The resource route that hands out a fresh signed challenge (GET, never cached). */
export const LEAD_CHALLENGE_PATH = "/lead-challenge";

/** Key derivation each attempt runs: PBKDF2 with SHA-256, this many iterations. */
export const LEAD_CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
export const LEAD_CHALLENGE_COST = 100;

/** How long a challenge may be solved and posted, in seconds. */
export const LEAD_CHALLENGE_TTL_SECONDS = 15 * 60;

/** The longest a solved challenge may be as text in the form (a real one is ~600 characters). */
export const LEAD_CHALLENGE_MAX_LENGTH = 4_000;

const BASE_COUNTER_MAX = 2_000;
const BUSIEST_COUNTER_MAX = 4_000;
const STEP_COUNTER_MAX = 1_000;
const SUBMISSIONS_PER_STEP = 20;

/**
 * The counter range a challenge's secret counter is drawn from: the solver tries 0, 1, 2, …
 * until it finds it, so the work is the counter's value. Adaptive: an address that has sent
 * `recent` leads lately, past the few that need no challenge, gets up to twice the work; at the
 * top (4,000 attempts of 100 PBKDF2 iterations) a low-end phone needs about a second.
 */
export function challengeDifficulty(
  recent: number,
  challengeAfter: number,
): { counterMin: number; counterMax: number } {
  const busy = Math.max(0, recent - challengeAfter);
  const counterMax = Math.min(
    BUSIEST_COUNTER_MAX,
    BASE_COUNTER_MAX + Math.ceil(busy / SUBMISSIONS_PER_STEP) * STEP_COUNTER_MAX,
  );
  return { counterMin: Math.floor(counterMax / 4), counterMax };
}
