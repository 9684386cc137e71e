import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { APIError } from "better-auth/api";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { MIN_PASSWORD_LENGTH } from "./auth.server.ts";
import type { AuthServices, SessionUser } from "./session.server.ts";

// Changing one's own password. A new password is estimated with zxcvbn-ts (its common-password list, English words, names,
// keyboard patterns): one found whole in the common list, or scored below 3 of 4, is refused.

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

const MIN_SCORE = 3;

/** Why the password would be refused, in words for the person; null when it is strong enough. */
export async function weakPasswordReason(
  password: string,
  /** Words of this account (e-mail, name) that make a guess easier. */
  userInputs: string[],
): Promise<string | null> {
  const result = await zxcvbn.check(password, userInputs);
  const isCommon = result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      String(match.dictionaryName).startsWith("passwords") &&
      match.token.length === password.length,
  );
  if (isCommon) return "This is one of the most common passwords. Choose another.";
  if (result.score < MIN_SCORE) {
    const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? "";
    return `This password is too easy to guess.${hint ? ` ${hint}` : ""}`;
  }
  return null;
}

/** A refused password change, with the field it is about. */
export class PasswordChangeError extends Error {
  readonly field: "currentPassword" | "newPassword";
  constructor(message: string, field: "currentPassword" | "newPassword") {
    super(message);
    this.field = field;
  }
}

/**
 * Changes the admin's own password after checking the current one and the new one's
 * strength. Every other session ends; this one is renewed (its Set-Cookie headers returned).
 */
export async function changeOwnPassword(
  services: AuthServices,
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<Headers> {
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
    throw new PasswordChangeError(
      `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      "newPassword",
    );
  }
  const weak = await weakPasswordReason(input.newPassword, [user.email, user.name]);
  if (weak) throw new PasswordChangeError(weak, "newPassword");
  let headers: Headers;
  try {
    ({ headers } = await services.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
      throw new PasswordChangeError("The current password is not right.", "currentPassword");
    }
    throw error;
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "password_change",
    entity: "account",
    entityId: user.id,
  });
  return headers;
}
