import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

// The one password policy (ADR 0016), for every password a person chooses: at first-admin setup,
// in ADMIN_PASSWORD, in User Management, on the command line and on the Account screen. A
// password is estimated with zxcvbn-ts (its common-password list, drawn from breach corpora,
// English words, names, keyboard patterns) given the words of this product and of the account:
// one found whole in the common list, or scored below 3 of 4, is refused. Length is checked
// by the forms (8 to 128 characters); there are no composition rules.

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

const MIN_SCORE = 3;

/** Words of this product and its market that make a password easier to guess (ASVS 6.2.11). */
export const CONTEXT_WORDS = [
  "dmflow",
  "admin",
  "administrator",
  "console",
  "dashboard",
  "leads",
  "whatsapp",
  "instagram",
  "messenger",
  "facebook",
  "chatbot",
  "automation",
  "pakistan",
  "karachi",
  "lahore",
  "islamabad",
];

/**
 * Why the password would be refused, in words for the person; null when it is strong enough.
 * `accountWords` are the account's own (e-mail, name).
 */
export async function weakPasswordReason(
  password: string,
  accountWords: string[],
): Promise<string | null> {
  const result = await zxcvbn.check(password, [...CONTEXT_WORDS, ...accountWords]);
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
