// The one script of the public pages (they carry no framework runtime: ADR 0009). A module
// script runs after the document is parsed and never blocks rendering.
import { enhanceLeadForms } from "./lead-forms.ts";
import { startLiveUpdates } from "./live-updates.ts";
import { closeMenusAfterChoice } from "./menus.ts";

enhanceLeadForms();
closeMenusAfterChoice();
startLiveUpdates();
