import { describe, expect, it } from "vitest";
import { en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { parsePageBody } from "../page-body.ts";
import { leadFormPageSections } from "./lead-form.ts";

describe("leadFormPageSections", () => {
  it("is a body every save would accept, kept as it is", () => {
    const body = leadFormPageSections();
    expect(parsePageBody(body)).toEqual({ ok: true, body });
  });

  it("writes the site title in its heading as {product}, in each language", () => {
    const [heading] = leadFormPageSections().content;
    expect(heading?.props.title).toEqual({
      en: en.forms.getStarted.title.replace("{{site}}", "{product}"),
      ur: ur.forms.getStarted.title.replace("{{site}}", "{product}"),
    });
  });
});
