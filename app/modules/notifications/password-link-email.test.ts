import { describe, expect, it } from "vitest";
import { passwordLinkEmail } from "./password-link-email.ts";

const url = "https://dmflow.pk/admin-auth/reset?token=abc_DEF-123";
const expiresAt = new Date("2026-03-02T07:30:00Z");

describe("the password link e-mail", () => {
  it("invites a new colleague to choose their password, with the link and when it stops working", () => {
    const mail = passwordLinkEmail(
      { name: "Sana <Ops>", kind: "invitation", url, expiresAt },
      "DMflow",
      "Asia/Karachi",
    );
    expect(mail.subject).toBe("DMflow: you're invited to the console");
    expect(mail.text).toContain(`\n\n${url}\n\n`);
    expect(mail.text).toContain("until Mar 2, 2026, 12:30 PM GMT+5");
    expect(mail.html).toContain(`<a href="${url}">`);
    expect(mail.html).toContain("Hello Sana &#60;Ops&#62;,");
  });

  it("says a reset ends the other sessions and keeps two-factor", () => {
    const mail = passwordLinkEmail(
      { name: "Bilal", kind: "reset", url, expiresAt },
      "DMflow",
      "UTC",
    );
    expect(mail.subject).toBe("DMflow: choose a new password");
    expect(mail.text).toContain("signs you out on every other device");
    expect(mail.text).toContain("two-factor sign-in stays as it is");
    expect(mail.text).toContain("until Mar 2, 2026, 7:30 AM UTC");
  });
});
