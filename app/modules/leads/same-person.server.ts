import { eq, or, type SQL, sql } from "drizzle-orm";
import { leads } from "#app/db/schema.ts";

/**
 * The leads of the same person (docs/decisions/0047-one-lead-across-channels.md): the same
 * e-mail key (trimmed, any case) or the same E.164 WhatsApp number. Possible duplicates and
 * joining a returning person both match so. A lead entered from a chat may have no e-mail: give
 * null for it, and it matches nobody by e-mail.
 */
export function samePerson(emailKey: SQL | string | null, whatsappE164: string | null) {
  return or(
    emailKey === null ? undefined : eq(leads.emailKey, emailKey),
    whatsappE164 ? eq(leads.whatsappE164, whatsappE164) : undefined,
    sql`false`,
  );
}

/** The e-mail key of a typed e-mail, as the leads' generated column computes it; null for none. */
export function emailKeyOf(email: string): SQL | null {
  return email.trim() ? sql`lower(btrim(${email}))` : null;
}
