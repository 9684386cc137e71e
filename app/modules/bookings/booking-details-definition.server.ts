import { z } from "#app/lib/zod.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import { customField } from "#app/modules/entities/entity-field.ts";
import type { Translate } from "#app/modules/i18n/i18n.ts";
import {
  email,
  inEveryLanguage,
  optionalText,
  requiredText,
  whatsappNumber,
} from "#app/modules/leads/lead-forms.server.ts";
import { FIELD_LIMITS, GET_STARTED_BUSINESS_TYPES } from "#app/modules/leads/lead-forms.ts";

// What a visitor booking a demo tells us, declared once (ADR 0041), in each language of the
// site: Get Started's fields, kinds and limits (the lead form's own schemas, their messages in
// the page's language; a WhatsApp number read into E.164), and optional notes. The stored
// values are the lead's columns; the notes go on the booking. Server-side: reading phone
// numbers takes libphonenumber's metadata, which the booking page never ships.

export const MOST_NOTES_CHARACTERS = 1000;

const storedText = (stored: unknown) => (typeof stored === "string" ? stored : "");

function bookingDetailsOf(t: Translate) {
  return defineEntity({
    name: customField(requiredText(t, t("validation.fields.name"), FIELD_LIMITS.name), {
      label: t("forms.getStarted.fullName"),
      control: "text",
      limit: FIELD_LIMITS.name,
      required: true,
      initial: "",
      toForm: storedText,
      toStored: (value) => value,
    }),
    email: customField(email(t), {
      label: t("forms.email"),
      control: "text",
      format: "email",
      limit: FIELD_LIMITS.email,
      required: true,
      initial: "",
      toForm: storedText,
      toStored: (value) => value,
    }),
    whatsappNumber: customField(whatsappNumber(t), {
      label: t("forms.getStarted.whatsappNumber"),
      description: t("forms.getStarted.whatsappHint"),
      control: "text",
      format: "phone",
      limit: FIELD_LIMITS.phone,
      required: true,
      initial: "",
      toForm: storedText,
      toStored: (value) => value,
    }),
    businessType: customField(
      z.enum(GET_STARTED_BUSINESS_TYPES, t("validation.chooseBusinessType")),
      {
        label: t("forms.businessType"),
        placeholder: t("forms.selectBusinessType"),
        control: "select",
        options: GET_STARTED_BUSINESS_TYPES.map((value) => ({
          value,
          label: t(`forms.getStarted.businessTypes.${value}`),
        })),
        required: true,
        initial: "",
        toForm: storedText,
        toStored: (value) => value,
      },
    ),
    // The booking's, not the lead's: no stored value here.
    notes: customField(optionalText(t, t("validation.fields.notes"), MOST_NOTES_CHARACTERS), {
      label: t("validation.fields.notes"),
      control: "textarea",
      limit: MOST_NOTES_CHARACTERS,
      initial: "",
      toForm: storedText,
    }),
  });
}

/** The booking details' definition in each language of the site. */
export const bookingDetailsDefinitions = inEveryLanguage(bookingDetailsOf);

export type BookingDetails = z.output<(typeof bookingDetailsDefinitions)["en"]["fields"]>;
