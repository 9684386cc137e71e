// An admin's changes as the console sends them, for the benchmarks that measure what a save
// costs: sign-in, the website settings form's fields, and a save of its footer text.

/** The bench's admin account (the server is started with ADMIN_EMAIL and ADMIN_PASSWORD). */
export const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password-1" };

const sameOrigin = (base: string) => ({ Origin: base, "Sec-Fetch-Site": "same-origin" });

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/admin-auth`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin(base) },
    body: new URLSearchParams({ intent: "sign-in", ...ADMIN }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) {
    throw new Error(`Sign-in failed (${response.status}): ${await response.text()}`);
  }
  return cookie;
}

/** The website settings form's current fields, as the console's page renders them. */
export async function settingsForm(base: string, cookie: string): Promise<URLSearchParams> {
  const page = await (await fetch(`${base}/admin/settings`, { headers: { cookie } })).text();
  // Only the form that holds the footer text: the page has other forms (their own intents).
  const html =
    [...page.matchAll(/<form\b[\s\S]*?<\/form>/g)]
      .map(([form]) => form)
      .find((form) => form.includes('name="footerText.en"')) ?? "";
  const fields = new URLSearchParams();
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    if (!name || /type="(submit|button|file|checkbox|radio)"/.test(tag)) continue;
    fields.set(name, decode(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? ""));
  }
  for (const [, name, value] of html.matchAll(
    /<textarea\b[^>]*\sname="([^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g,
  )) {
    fields.set(name as string, decode(value ?? ""));
  }
  if (!fields.has("footerText.en")) throw new Error("The settings form has no footerText.en field");
  return fields;
}

const consoleFetchHeaders = (base: string, cookie: string) => ({
  cookie,
  ...sameOrigin(base),
  "Sec-Fetch-Mode": "cors",
  "Sec-Fetch-Dest": "empty",
});

/**
 * Saves the footer text as the console does it: the form's fields posted by React Router's
 * client (`POST /admin/settings.data`, a same-origin fetch), then its revalidation of the page's
 * data (`GET /admin/settings.data`). Whether the save was answered OK.
 */
export async function saveFooterText(
  base: string,
  cookie: string,
  fields: URLSearchParams,
  text: string,
) {
  const headers = consoleFetchHeaders(base, cookie);
  fields.set("footerText.en", text);
  const response = await fetch(`${base}/admin/settings.data`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: fields,
    redirect: "manual",
  });
  const saved = response.status === 200 && (await response.text()).includes("saved successfully");
  await (await fetch(`${base}/admin/settings.data`, { headers })).arrayBuffer();
  return saved;
}
