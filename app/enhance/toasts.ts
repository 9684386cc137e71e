// The public pages' toasts, without React or sonner: a polite live region at the bottom end (right, or left on Urdu pages),
// each toast with its title, description and a close button, gone after a few seconds unless
// the pointer or the focus rests on it. Styled with the theme's tokens, so it follows a theme
// changed live.

const VISIBLE_MS = 4_000;
const REGION_ID = "toasts";

export type ToastKind = "success" | "error";

function region(): HTMLOListElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing as HTMLOListElement;
  const list = document.createElement("ol");
  list.id = REGION_ID;
  // Labels in the page's language, written by the server on <html> (English by default).
  list.setAttribute("aria-label", document.documentElement.dataset.toastsLabel ?? "Notifications");
  // Kept when the page is morphed by a live update (see live-updates.ts).
  list.dataset.keep = "";
  list.className = "fixed inset-x-4 bottom-4 z-50 grid gap-2 sm:inset-x-auto sm:end-4 sm:w-[356px]";
  document.body.append(list);
  return list;
}

/** Takes away the toasts of a kind still shown (a success clears the errors it answers). */
export function clearToasts(kind: ToastKind): void {
  for (const item of document.querySelectorAll(`#${REGION_ID} > [data-type="${kind}"]`)) {
    item.remove();
  }
}

/** Shows a toast; its text is read out by screen readers (an error at once, as an alert). */
export function showToast(
  kind: ToastKind,
  title: string,
  description?: string,
  visibleMs = VISIBLE_MS,
): void {
  const item = document.createElement("li");
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.dataset.type = kind;
  item.className =
    kind === "error"
      ? "relative grid gap-1 rounded-lg border border-destructive bg-destructive p-4 pe-10 text-sm text-destructive-foreground shadow-lg"
      : "relative grid gap-1 rounded-lg border bg-popover p-4 pe-10 text-sm text-popover-foreground shadow-lg";
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  item.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = kind === "error" ? "" : "text-muted-foreground";
    text.textContent = description;
    item.append(text);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", document.documentElement.dataset.toastClose ?? "Close toast");
  close.className =
    "absolute end-2 top-2 grid size-6 place-items-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring";
  close.textContent = "×";
  close.addEventListener("click", () => item.remove());
  item.append(close);

  let timer = window.setTimeout(() => item.remove(), visibleMs);
  const hold = () => window.clearTimeout(timer);
  const release = () => {
    if (item.matches(":hover, :focus-within")) return;
    timer = window.setTimeout(() => item.remove(), visibleMs);
  };
  item.addEventListener("pointerenter", hold);
  item.addEventListener("focusin", hold);
  item.addEventListener("pointerleave", release);
  item.addEventListener("focusout", release);
  region().append(item);
}

// A toast carried to the next page (the return to Home after Get Started): kept for this tab
// only, in its session storage, not in a cookie (the public site sets none).
const CARRIED_KEY = "toast-on-next-page";
/** A carried toast stays longer: the visitor has just arrived and has yet to find it. */
const CARRIED_VISIBLE_MS = 8_000;

type CarriedToast = { kind: ToastKind; title: string; description?: string };

/** Shows this toast again on the page the visitor goes to next. */
export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (a private window's quota): the toast is only shown here.
  }
}

/** Shows the toast the previous page carried here, once. */
export function showCarriedToast(): void {
  let toast: Partial<CarriedToast> | null = null;
  try {
    const stored = sessionStorage.getItem(CARRIED_KEY);
    sessionStorage.removeItem(CARRIED_KEY);
    toast = stored ? JSON.parse(stored) : null;
  } catch {
    return;
  }
  if (!toast || typeof toast.title !== "string") return;
  const description = typeof toast.description === "string" ? toast.description : undefined;
  showToast(
    toast.kind === "error" ? "error" : "success",
    toast.title,
    description,
    CARRIED_VISIBLE_MS,
  );
}
