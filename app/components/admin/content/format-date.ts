/** "Mar 5, 2026" in the site's time zone (the same on the server and in the browser). */
export function formatAdminDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(new Date(iso));
}
