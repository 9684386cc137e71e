import { focusFirstInvalid } from "../lib/focus-first-invalid.ts";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "../modules/leads/lead-submission-key.ts";
import { morphElement, parseDocument } from "./morph.ts";
import { sendWithRetries } from "./submission-retry.ts";
import { carryToast, clearToasts, showToast } from "./toasts.ts";

// The public lead forms (`form[data-lead-form]`) without a page load: the submit button reads
// its busy text while the form is sent, the server's answer (the same page a browser without
// JavaScript gets) is morphed into the form (field errors, or empty fields after success), its
// notice becomes a toast (a success clears the error toasts before it), the first invalid field
// takes the focus, a form showing field errors is marked `data-answered` (a live update leaves
// it as it is: app/enhance/morph.ts), and a page that would send the visitor on (a refresh meta,
// as after Get Started) does so after the same delay, its success toast shown again where the
// visitor lands.
// A submission carries a key of this visitor's own, kept until the server has answered: an
// attempt lost with a dying instance (network error, 502/503/504) is sent again with it, and the
// server stores it once (docs/decisions/0031-lead-submission-keys.md).

/** Each form's key for its submission in progress: a new one once the server has answered. */
const pendingKeys = new WeakMap<HTMLFormElement, string>();

/**
 * Writes the form's submission key: its pending one, or a new one. Never the key the page was
 * rendered with: a cached page hands the same one to every visitor.
 */
function writeSubmissionKey(form: HTMLFormElement): void {
  const input = form.elements.namedItem(SUBMISSION_KEY_FIELD);
  if (!(input instanceof HTMLInputElement)) return;
  const key = pendingKeys.get(form) ?? newSubmissionKey();
  pendingKeys.set(form, key);
  input.value = key;
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.toggleAttribute("aria-busy", busy);
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    button.disabled = busy;
    button.setAttribute("aria-disabled", String(busy));
    button.querySelector("[data-idle]")?.toggleAttribute("hidden", busy);
    button.querySelector("[data-busy]")?.toggleAttribute("hidden", !busy);
  }
}

/** The failure toast the form carries for when no answer came back (docs/product.md#lead-forms). */
function failureOf(form: HTMLFormElement) {
  return {
    title: form.dataset.failureTitle ?? "Error",
    description: form.dataset.failureDescription,
  };
}

/**
 * Follows a `<meta http-equiv="refresh" content="2;url=/">` of the answer, as a browser would,
 * with `toast` carried to the page it leads to.
 */
function followRefresh(page: Document, toast: Parameters<typeof carryToast>[0]): void {
  const content = page.querySelector('meta[http-equiv="refresh" i]')?.getAttribute("content");
  const match = content?.match(/^\s*(\d+)\s*;\s*url=(.+)$/i);
  if (!match) return;
  const target = new URL(match[2] as string, location.href);
  if (target.origin !== location.origin) return;
  window.setTimeout(() => {
    carryToast(toast);
    location.assign(target);
  }, Number(match[1]) * 1000);
}

async function submit(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  setBusy(form, true);
  try {
    writeSubmissionKey(form);
    // Read now, in the submit event: the challenge's solver clears its field right after.
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter)) {
      if (typeof value === "string") body.append(name, value);
    }
    const answer = await sendWithRetries(() =>
      fetch(form.action, { method: "POST", body, headers: { Accept: "text/html" } }),
    );
    const page = parseDocument(answer.body);
    const answered = form.id
      ? page.getElementById(form.id)
      : page.querySelector("form[data-lead-form]");
    const notice = answered?.querySelector<HTMLElement>("[data-form-notice]");
    if (!answered || !notice) {
      const failure = failureOf(form);
      showToast("error", failure.title, failure.description);
      return;
    }
    // The server's word on this submission: whatever is sent next is another one.
    pendingKeys.delete(form);
    const ok = notice.dataset.formNotice === "success";
    const title = notice.querySelector("[data-title]")?.textContent ?? "";
    const description = notice.querySelector("[data-description]")?.textContent ?? undefined;
    // With JavaScript the answer is a toast, not a notice in the form.
    notice.remove();
    morphElement(form, answered);
    // Until the visitor's next submission, the errors are theirs: a live update would put the
    // form back as the page renders it for everyone, without them.
    if (!ok) form.dataset.answered = "";
    if (ok) clearToasts("error");
    showToast(ok ? "success" : "error", title, description);
    if (ok) {
      form.reset();
      form.dispatchEvent(new CustomEvent("lead-form:sent", { bubbles: true }));
      followRefresh(page, { kind: "success", title, description });
    } else {
      focusFirstInvalid(form);
    }
  } catch {
    const failure = failureOf(form);
    showToast("error", failure.title, failure.description);
  } finally {
    setBusy(form, false);
  }
}

export function enhanceLeadForms(): void {
  // Listened to on the document, so a form replaced by a live update is still covered.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("form[data-lead-form]")) return;
    event.preventDefault();
    if (form.hasAttribute("aria-busy")) return;
    void submit(form, event.submitter);
  });
}
