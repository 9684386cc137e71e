import { describe, expect, it } from "vitest";
import { en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { parsePageBody } from "../page-body.ts";
import { placeSections } from "../placement.ts";
import { contactPageSections } from "./contact.ts";

describe("contactPageSections", () => {
  it("is a body every save would accept, kept as it is", () => {
    const body = contactPageSections();
    expect(parsePageBody(body)).toEqual({ ok: true, body });
  });

  it("draws the contact details, the hours and the places served beside the form", () => {
    expect(
      placeSections(contactPageSections().content).map(({ section, held }) => [
        section.props.id,
        held.map((beside) => beside.props.id),
      ]),
    ).toEqual([
      ["heading", []],
      ["contact-form", ["contact-details", "hours", "presence"]],
      ["quick-answers", []],
    ]);
  });

  it("keeps {address} for Website Settings' address, in each language", () => {
    const presence = contactPageSections().content.find((s) => s.props.id === "presence");
    expect(presence?.props.presence).toMatchObject({
      text: {
        en: en.forms.contact.headquartered.replace("{{address}}", "{address}"),
        ur: ur.forms.contact.headquartered.replace("{{address}}", "{address}"),
      },
    });
  });
});
