import { describe, expect, it } from "vitest";
import { MOST_REASON_CHARACTERS, parseBookingForm } from "./booking-console-form.ts";
import { MOST_CANCEL_REASON_CHARACTERS } from "./cancel-booking.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the meeting page's forms", () => {
  it("reads a new time as the instant it names, and refuses anything else", () => {
    const chosen = parseBookingForm("reschedule", form({ start: "1772427600000" }));
    expect(chosen.status === "success" && chosen.value).toEqual({ start: 1772427600000 });
    for (const start of ["", "tomorrow", "-5", "1e12"]) {
      const refused = parseBookingForm("reschedule", form({ start }));
      expect(refused.status === "error" && refused.error).toEqual({ start: ["Choose a new time"] });
    }
  });

  it("takes a cancellation's reason trimmed, empty allowed, at most 500 characters", () => {
    const empty = parseBookingForm("cancel", form({}));
    expect(empty.status === "success" && empty.value).toEqual({ reason: "" });
    const reason = parseBookingForm("cancel", form({ reason: "  Host unwell \r\n" }));
    expect(reason.status === "success" && reason.value).toEqual({ reason: "Host unwell" });
    expect(MOST_REASON_CHARACTERS).toBe(MOST_CANCEL_REASON_CHARACTERS);
    const long = parseBookingForm("cancel", form({ reason: "x".repeat(501) }));
    expect(long.status).toBe("error");
  });

  it("asks for the host a meeting moves to", () => {
    const none = parseBookingForm("reassign", form({ toHostId: " " }));
    expect(none.status === "error" && none.error).toEqual({ toHostId: ["Choose a host"] });
    const chosen = parseBookingForm("reassign", form({ toHostId: "bilal" }));
    expect(chosen.status === "success" && chosen.value).toEqual({ toHostId: "bilal" });
  });
});
