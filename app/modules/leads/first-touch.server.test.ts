import { describe, expect, it } from "vitest";
import {
  firstTouchCookie,
  firstTouchSetCookie,
  readFirstTouch,
  touchFromRequest,
} from "./first-touch.server.ts";

const page = (url: string, headers: Record<string, string> = {}) =>
  new Request(`https://dmflow.test${url}`, { headers });

describe("first-touch attribution", () => {
  it("records UTM parameters and the landing page", () => {
    expect(touchFromRequest(page("/pricing?utm_source=facebook&utm_campaign=eid&x=1"))).toEqual({
      utmSource: "facebook",
      utmCampaign: "eid",
      landingPage: "/pricing",
    });
  });

  it("records an external referrer but not our own pages", () => {
    expect(touchFromRequest(page("/", { referer: "https://www.google.com/" }))).toEqual({
      referrer: "https://www.google.com/",
      landingPage: "/",
    });
    expect(touchFromRequest(page("/form", { referer: "https://dmflow.test/pricing" }))).toBeNull();
  });

  it("sets the cookie once per visit and reads it back", async () => {
    const landing = page("/?utm_source=instagram");
    const setCookie = await firstTouchSetCookie(landing, true);
    expect(setCookie).toMatch(/^first_touch=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = setCookie!.split(";")[0]!;

    const later = page("/?utm_source=twitter", { cookie });
    expect(await firstTouchSetCookie(later, true)).toBeNull();
    expect(await readFirstTouch(later)).toEqual({ utmSource: "instagram", landingPage: "/" });
  });

  it("clips long values and ignores a tampered cookie", async () => {
    const touch = touchFromRequest(page(`/?utm_term=${"x".repeat(500)}`));
    expect(touch?.utmTerm).toHaveLength(200);
    expect(await readFirstTouch(page("/", { cookie: "first_touch=garbage" }))).toEqual({});
  });

  it("keeps no NUL or other control character from the URL, the Referer or the cookie", async () => {
    expect(
      touchFromRequest(
        page("/pricing?utm_source=%00&utm_campaign=eid%00%1B%7Fsale", {
          referer: "https://www.google.com/\u0007",
        }),
      ),
    ).toEqual({
      utmCampaign: "eidsale",
      referrer: "https://www.google.com/",
      landingPage: "/pricing",
    });
    const poisoned = (
      await firstTouchCookie.serialize({ utmSource: "\u0000", utmTerm: "a\u0000b\r\n" })
    ).split(";")[0]!;
    expect(await readFirstTouch(page("/contact", { cookie: poisoned }))).toEqual({ utmTerm: "ab" });
  });
});
