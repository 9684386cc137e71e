import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import { lt } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leadChallengeClaims } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import {
  challengeDifficulty,
  LEAD_CHALLENGE_ALGORITHM,
  LEAD_CHALLENGE_COST,
  LEAD_CHALLENGE_MAX_LENGTH,
  LEAD_CHALLENGE_TTL_SECONDS,
} from "./lead-challenge.ts";

/** What a posted solution turned out to be; only `verified` lets a lead past the no-JS ceiling. */
export type ChallengeCheck =
  | "verified"
  | "missing"
  | "malformed"
  | "invalid"
  | "expired"
  | "replayed";

export type LeadChallenges = {
  /** A fresh signed challenge, its work fitting an address that sent `recent` leads lately. */
  issue(recent: number, now?: number): Promise<Challenge>;
  /** Checks a posted solution (signature, expiry, solution) and takes it: it passes once only. */
  verify(db: Database, posted: unknown, now?: number): Promise<ChallengeCheck>;
};

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string().regex(/^[0-9a-f]{2,64}$/),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/** The posted field as an ALTCHA payload (base64 JSON), or null when it is not one. */
export function parseChallengePayload(posted: string): z.infer<typeof payloadSchema> | null {
  if (posted.length > LEAD_CHALLENGE_MAX_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(posted, "base64").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Challenges signed with keys derived from `secret` (a server secret kept in the database, so
 * every instance signs and checks alike). Deterministic ALTCHA v2: the server draws the counter,
 * signs the derived key (keySignature), and checks a solution with two HMACs, no key derivation.
 */
export function createLeadChallenges(options: {
  secret: string;
  /** Leads per address in the window that need no challenge (LEAD_CHALLENGE_AFTER). */
  challengeAfter: number;
}): LeadChallenges {
  const subkey = (purpose: string) =>
    createHmac("sha256", options.secret).update(`dmflow lead challenge: ${purpose}`).digest("hex");
  const hmacSignatureSecret = subkey("signature");
  const hmacKeySignatureSecret = subkey("key signature");
  const claims = createClaimLedger();

  return {
    async issue(recent, now = Date.now()) {
      const { counterMin, counterMax } = challengeDifficulty(recent, options.challengeAfter);
      return createChallenge({
        algorithm: LEAD_CHALLENGE_ALGORITHM,
        cost: LEAD_CHALLENGE_COST,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: Math.floor(now / 1000) + LEAD_CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify(db, posted, now = Date.now()) {
      if (typeof posted !== "string" || posted === "") return "missing";
      const payload = parseChallengePayload(posted);
      if (!payload) return "malformed";
      const { parameters } = payload.challenge;
      // altcha-lib compares expiry against the clock itself; `now` only matters for the claim.
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result) return "invalid";
      if (result.expired) return "expired";
      // Only our own challenges (signed with keySignature) count: the fast path, no derivation.
      if (!result.verified || !parameters.keySignature || !parameters.expiresAt) return "invalid";
      const claimed = await claims.claim(
        db,
        parameters.nonce,
        new Date(parameters.expiresAt * 1000),
        now,
      );
      return claimed ? "verified" : "replayed";
    },
  };
}

/**
 * Which challenges were used: a unique row per nonce in the database (several instances on one
 * PostgreSQL agree: the first insert wins), with a small memory of this process's own claims
 * so that a replayed solution costs no query here. Expired rows go at most once a minute.
 */
function createClaimLedger() {
  const recentlyClaimed = new Set<string>();
  const MEMORY = 10_000;
  let lastSweep = 0;
  return {
    async claim(db: Database, nonce: string, expiresAt: Date, now: number): Promise<boolean> {
      if (recentlyClaimed.has(nonce)) return false;
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        await deleteExpiredChallengeClaims(db, new Date(now));
      }
      const inserted = await db
        .insert(leadChallengeClaims)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: leadChallengeClaims.nonce });
      recentlyClaimed.add(nonce);
      if (recentlyClaimed.size > MEMORY) {
        recentlyClaimed.delete(recentlyClaimed.values().next().value as string);
      }
      return inserted.length === 1;
    },
  };
}

/** Forgets claims whose challenges have expired (they are refused as expired anyway). */
export async function deleteExpiredChallengeClaims(db: Database, now: Date): Promise<void> {
  await db.delete(leadChallengeClaims).where(lt(leadChallengeClaims.expiresAt, now));
}
