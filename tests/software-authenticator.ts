import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

// A WebAuthn authenticator in software for the database tests: it answers the passkey plugin's
// options as a browser with a platform authenticator would (attestation "none", ES256 keys,
// user present and verified), so registration and sign-in run through the real verification.
// `{ userVerified: false }` answers as a security key without a PIN would (user present only).
// The e2e specs use Chromium's virtual authenticator instead.

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

function cborHead(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
}

/** The few CBOR types an attestation object and a COSE key use. */
function cbor(value: CborValue): Uint8Array {
  if (typeof value === "number") {
    return Uint8Array.from(value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
  }
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return Buffer.concat([Uint8Array.from(cborHead(3, bytes.length)), bytes]);
  }
  if (value instanceof Uint8Array) {
    return Buffer.concat([Uint8Array.from(cborHead(2, value.length)), value]);
  }
  const parts: Uint8Array[] = [Uint8Array.from(cborHead(5, value.size))];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const uint32 = (n: number) =>
  Uint8Array.from([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);

/** How the authenticator answers: by default the user is verified (PIN, biometric). */
type Answer = { userVerified?: boolean };

// Authenticator data flags: user present, user verified, attested credential data.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;
const flags = ({ userVerified = true }: Answer) =>
  USER_PRESENT | (userVerified ? USER_VERIFIED : 0);

/** One passkey on one authenticator, for the site at `origin`. */
export function softwarePasskey(origin: string) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(32);
  let counter = 0;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    register(
      options: PublicKeyCredentialCreationOptionsJSON,
      answer: Answer = {},
    ): RegistrationResponseJSON {
      const coseKey = new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const authData = Buffer.concat([
        rpIdHash,
        Uint8Array.from([flags(answer) | ATTESTED_CREDENTIAL]),
        uint32(counter),
        new Uint8Array(16), // AAGUID: none
        Uint8Array.from([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      answer: Answer = {},
    ): AuthenticationResponseJSON {
      counter += 1;
      const authenticatorData = Buffer.concat([
        rpIdHash,
        Uint8Array.from([flags(answer)]),
        uint32(counter),
      ]);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
