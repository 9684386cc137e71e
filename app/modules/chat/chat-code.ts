// A chat's reference code (docs/decisions/0046-chat-links-tied-to-visits.md): five characters
// of Crockford's base32, which leaves out I, L, O and U, so a code read aloud or typed from a
// chat is not mistaken. 32^5 is about 33.5 million codes: a collision with a stored one is
// rare, and the unique index turns it into another draw (start-chat.server.ts).

export const CHAT_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CHAT_CODE_LENGTH = 5;

/** A new code, each character drawn by `randomIndex` (crypto's randomInt on the server). */
export function newChatCode(randomIndex: (size: number) => number): string {
  let code = "";
  for (let position = 0; position < CHAT_CODE_LENGTH; position++) {
    code += CHAT_CODE_ALPHABET[randomIndex(CHAT_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The code as typed or pasted, in its stored form, or null when it cannot be one: case,
 * spaces and hyphens are ignored, and O, I and L read as the digits they look like, as
 * Crockford's base32 decodes them.
 */
export function chatCodeOf(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CHAT_CODE_LENGTH) return null;
  return [...code].every((character) => CHAT_CODE_ALPHABET.includes(character)) ? code : null;
}
