import { APIError } from "better-auth/api";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { weakPasswordReason } from "#app/modules/users/password-policy.server.ts";
import { MIN_PASSWORD_LENGTH } from "./auth.server.ts";
import { endEmailedLinks } from "./emailed-links.server.ts";
import type { AuthServices, SessionUser } from "./session.server.ts";
import { verifyBothFactors } from "./two-factor.server.ts";

// Changing one's own password, under the one password policy (users/password-policy.server.ts).

/**
 * Changes the admin's own password after checking the current one and the new one's
 * strength (a refusal is a RuleError beside its field). Every other session and every outstanding link ends; this one is renewed (its
 * Set-Cookie headers returned).
 */
export async function changeOwnPassword(
  services: AuthServices,
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string; code?: string | undefined },
): Promise<Headers> {
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
    throw new RuleError("invalid", `Password must be at least ${MIN_PASSWORD_LENGTH} characters`, {
      field: "newPassword",
    });
  }
  const weak = await weakPasswordReason(input.newPassword, [user.email, user.name]);
  if (weak) throw new RuleError("invalid", weak, { field: "newPassword" });
  // With two-factor on, both factors before the password changes (ASVS 7.5.1); a wrong code
  // throws a RuleError of no field.
  if (user.twoFactorEnabled) {
    if (!input.code) {
      throw new RuleError("invalid", "Enter the code from your app or a recovery code.", {
        field: "code",
      });
    }
    await verifyBothFactors(services, request, user, {
      password: input.currentPassword,
      code: input.code,
    });
  }
  let headers: Headers;
  try {
    ({ headers } = await services.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
      throw new RuleError("invalid", "The current password is not right.", {
        field: "currentPassword",
      });
    }
    throw error;
  }
  await endEmailedLinks(services.db, user.id);
  await recordActivity(services.db, {
    userId: user.id,
    action: "password_change",
    entity: "account",
    entityId: user.id,
  });
  return headers;
}
