import type { en } from "./catalogue.en.ts";

// Typed keys: `t("forms.contact.send")` is checked against the English catalogue.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
    returnNull: false;
  }
}
