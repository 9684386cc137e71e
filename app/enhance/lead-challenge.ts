// The lead forms' proof-of-work, solved in the background: no framework, no widget, only
// fetch and crypto.subtle. Posted in the hidden `altcha` field, a solution lets a lead through
// where a shared (carrier-NAT) address has already sent many: docs/decisions/0007-layered-lead-limits.md.
import {
  LEAD_CHALLENGE_FIELD,
  LEAD_CHALLENGE_PATH,
  LEAD_CHALLENGE_TTL_SECONDS,
} from "../modules/leads/lead-challenge.ts";

/** An ALTCHA v2 challenge's parameters (PBKDF2/SHA-256 here), as GET /lead-challenge sends them. */
export type ChallengeParameters = {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength?: number;
  keyPrefix: string;
};

export type ChallengeSolution = { counter: number; derivedKey: string };

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * Finds the counter whose key, PBKDF2(nonce ‖ counter as big-endian uint32, salt, cost), starts
 * with the challenge's key prefix: altcha-lib's v2 solver, in async batches so that the page
 * stays responsive (the hashing runs off the main thread). Null when aborted or not found.
 */
export async function solveLeadChallenge(
  parameters: ChallengeParameters,
  signal?: AbortSignal,
  batch = 16,
): Promise<ChallengeSolution | null> {
  const { subtle } = crypto;
  const nonce = fromHex(parameters.nonce);
  const salt = fromHex(parameters.salt);
  const hash = parameters.algorithm.replace("PBKDF2/", "");
  const attempt = async (counter: number) => {
    const password = new Uint8Array(nonce.length + 4);
    password.set(nonce);
    new DataView(password.buffer).setUint32(nonce.length, counter);
    const key = await subtle.importKey("raw", password, "PBKDF2", false, ["deriveBits"]);
    const bits = await subtle.deriveBits(
      { name: "PBKDF2", salt, iterations: parameters.cost, hash },
      key,
      (parameters.keyLength ?? 32) * 8,
    );
    return toHex(bits);
  };
  // The server draws counters in the thousands: give up long before a phone would heat up.
  for (let start = 0; start < 200_000 && !signal?.aborted; start += batch) {
    const keys = await Promise.all(Array.from({ length: batch }, (_, i) => attempt(start + i)));
    const found = keys.findIndex((key) => key.startsWith(parameters.keyPrefix));
    if (found >= 0) return { counter: start + found, derivedKey: keys[found] as string };
  }
  return null;
}

/**
 * Once the page is idle, fetches a challenge, solves it and writes the solution into the form's
 * hidden `altcha` input; fetches a fresh one before it expires and after each submit (a
 * solution is taken once). Without crypto.subtle (plain http) it does nothing: the form still
 * posts, held to the ceiling of visitors without JavaScript. Returns a stop function.
 */
export function prepareLeadChallenge(form: HTMLFormElement): () => void {
  const input = form.elements.namedItem(LEAD_CHALLENGE_FIELD);
  if (!(input instanceof HTMLInputElement) || !globalThis.crypto?.subtle) return () => {};
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const refresh = (delaySeconds: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!stopped) void load();
    }, delaySeconds * 1000);
  };
  const load = async () => {
    controller?.abort();
    controller = new AbortController();
    const { signal } = controller;
    input.value = "";
    try {
      const response = await fetch(LEAD_CHALLENGE_PATH, { cache: "no-store", signal });
      if (!response.ok) {
        return refresh(Math.max(30, Number(response.headers.get("Retry-After")) || 0));
      }
      const challenge = await response.json();
      const solution = await solveLeadChallenge(challenge.parameters, signal);
      if (!solution || signal.aborted) return;
      input.value = btoa(JSON.stringify({ challenge, solution }));
      refresh(LEAD_CHALLENGE_TTL_SECONDS - 60);
    } catch {
      if (!signal.aborted) refresh(60);
    }
  };
  // After the submission has read the field (React Router and the browser read it in the event).
  const onSubmit = () => refresh(0);
  form.addEventListener("submit", onSubmit);
  const start = () => {
    if (!stopped) void load();
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 200);
  return () => {
    stopped = true;
    controller?.abort();
    clearTimeout(timer);
    form.removeEventListener("submit", onSubmit);
  };
}
