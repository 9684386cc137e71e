-- A password link's row keeps its prefix before the hash of its token
-- (app/modules/auth/emailed-links.server.ts), so that a person's links can be ended together.
-- Rows made before were the bare hash: 43 base64url characters, a length no other verification
-- row has (two-factor and passkey rows are plain prefixed or 32-character identifiers).
UPDATE "verifications" SET "identifier" = 'reset-password:' || "identifier"
WHERE "identifier" ~ '^[A-Za-z0-9_-]{43}$';
