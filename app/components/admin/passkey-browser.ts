import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";

// The browser's half of a passkey ceremony (@simplewebauthn/browser over WebAuthn): the
// server's options in, the credential's answer out as the JSON string a form field carries.

export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";

/** The browser (or the person) stopped the ceremony: nothing to report. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

/** What went wrong, in words for the person; PasskeyCancelled when they cancelled. */
function described(error: unknown): Error {
  const name = error instanceof Error ? error.name : "";
  const code = error instanceof WebAuthnError ? error.code : "";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return new PasskeyCancelled("The passkey request was cancelled or timed out.");
  }
  if (
    code === "ERROR_INVALID_DOMAIN" ||
    code === "ERROR_INVALID_RP_ID" ||
    name === "SecurityError"
  ) {
    return new Error("Passkeys work only at the site's own address. Open it there and try again.");
  }
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return new Error("This device already holds a passkey for your account.");
  }
  return new Error("Your browser could not use a passkey here. Try again.");
}

/** Creates a passkey with the authenticator; its answer as JSON. */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<string> {
  try {
    return JSON.stringify(await startRegistration({ optionsJSON }));
  } catch (error) {
    throw described(error);
  }
}

/**
 * Signs the challenge with a passkey the person picks: in a dialog of the browser, or with
 * `autofill`, from the suggestions of the e-mail field (conditional UI).
 */
export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  autofill = false,
): Promise<string> {
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
  } catch (error) {
    throw described(error);
  }
}
