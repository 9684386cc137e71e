import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";

// The meeting page's forms, one schema each, read by conform in the browser and by the action
// on the server: a new time (one of the host's offered starts, an instant), a cancellation's
// reason the visitor is told, another host, and the meeting's outcome.

/** cancel-booking.server.ts's limit, which the browser's bundle cannot import (a test ties them). */
export const MOST_REASON_CHARACTERS = 500;

export const bookingFormSchemas = {
  reschedule: z.object({
    start: z
      .string({ error: "Choose a new time" })
      .regex(/^\d{1,15}$/, "Choose a new time")
      .transform(Number),
  }),
  cancel: z.object({
    reason: typedText({ multiLine: true })
      .trim()
      .max(MOST_REASON_CHARACTERS, `Keep the reason to ${MOST_REASON_CHARACTERS} characters`)
      .default(""),
  }),
  reassign: z.object({
    toHostId: z.string({ error: "Choose a host" }).trim().min(1, "Choose a host").max(100),
  }),
  done: z.object({}),
  "no-show": z.object({}),
};

type BookingFormSchemas = typeof bookingFormSchemas;
export type BookingIntent = keyof BookingFormSchemas;
export type BookingFormInput<Intent extends BookingIntent> = z.input<BookingFormSchemas[Intent]>;
export type BookingFormOutput<Intent extends BookingIntent> = z.output<BookingFormSchemas[Intent]>;

/** Reads an intent's form: its fields, or each problem by field name (conform's submission). */
export function parseBookingForm<Intent extends BookingIntent>(intent: Intent, formData: FormData) {
  return parseWithZod(formData, {
    schema: bookingFormSchemas[intent],
    disableAutoCoercion: true,
  }) as Submission<BookingFormInput<Intent>, string[], BookingFormOutput<Intent>>;
}

export const bookingFormConstraint = (intent: BookingIntent) =>
  getZodConstraint(bookingFormSchemas[intent]);
