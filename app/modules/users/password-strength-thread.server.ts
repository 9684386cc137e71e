// The password estimate's thread (./password-policy.server.ts starts it): one password from its
// parent, zxcvbn-ts's verdict on it, then the thread ends and its dictionaries with it. Run by
// Node without a bundler, so it imports packages only.
import { parentPort, workerData } from "node:worker_threads";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/** What the thread is asked: the password and the words that make it easier to guess. */
export type PasswordStrengthJob = { password: string; words: string[] };

/** zxcvbn-ts's verdict, reduced to what the policy reads. */
export type PasswordStrength = {
  /** Found whole in a common-password list (breach corpora). */
  isCommon: boolean;
  /** 0 to 4. */
  score: number;
  /** zxcvbn's warning, else its first suggestion, in words for the person; "" when none. */
  hint: string;
};

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

const { password, words } = workerData as PasswordStrengthJob;
const result = await zxcvbn.check(password, words);
const strength: PasswordStrength = {
  isCommon: result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      String(match.dictionaryName).startsWith("passwords") &&
      match.token.length === password.length,
  ),
  score: result.score,
  hint: result.feedback.warning ?? result.feedback.suggestions[0] ?? "",
};
parentPort?.postMessage(strength);
