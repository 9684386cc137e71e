// A host's page address, /book/{slug}: lowercase letters and digits in hyphenated words, as the
// database's check on booking_hosts.slug wants.

export const HOST_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MOST_HOST_SLUG_CHARACTERS = 60;

/** "Sana Khan" → "sana-khan"; "" when nothing Latin is left (an Urdu name). */
export function slugOfName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MOST_HOST_SLUG_CHARACTERS)
    .replace(/-+$/, "");
}
