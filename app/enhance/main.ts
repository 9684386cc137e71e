// The one script of the public pages (they carry no framework runtime: ADR 0009). A module
// script runs after the document is parsed and never blocks rendering.
import { enhanceChatButton } from "./chat-button.ts";
import { prepareLeadChallenge } from "./lead-challenge.ts";
import { enhanceLeadForms } from "./lead-forms.ts";
import { startLiveUpdates } from "./live-updates.ts";
import { closeMenusAfterChoice } from "./menus.ts";
import { countPageViews } from "./page-view.ts";
import { showCarriedToast } from "./toasts.ts";

countPageViews();
enhanceLeadForms();
// The booking form posts as a plain form (its answer is another page) but takes a lead too.
for (const form of document.querySelectorAll<HTMLFormElement>(
  "form[data-lead-form], form[data-booking-form]",
)) {
  prepareLeadChallenge(form);
}
closeMenusAfterChoice();
startLiveUpdates();
showCarriedToast();
enhanceChatButton();
