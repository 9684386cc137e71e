import { type ComponentType, useEffect, useState } from "react";

// Toasts, with sonner loaded on the first toast rather than on every page: a visitor who
// never submits a form never downloads it. Sonner replays toasts raised before its toaster
// subscribed, so nothing shown during the load is lost.

type ToastOptions = { description?: string };
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const waitingToasters = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const mount of waitingToasters) mount();
  }
  return sonner;
}

/** The error toasts still open: a success says the problem is over, so it closes them. */
const openErrors = new Set<string | number>();

function show(kind: "message" | "success" | "error", title: string, options?: ToastOptions) {
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === "message") sonnerToast(title, options);
    else if (kind === "success") {
      for (const id of openErrors) sonnerToast.dismiss(id);
      openErrors.clear();
      sonnerToast.success(title, options);
    } else {
      const id = sonnerToast.error(title, {
        ...options,
        onDismiss: () => openErrors.delete(id),
        onAutoClose: () => openErrors.delete(id),
      });
      openErrors.add(id);
    }
  });
}

/**
 * `toast("Message Sent!", { description })`, `toast.success(...)`, and
 * `toast.error("Error", { description })` for destructive ones.
 */
export const toast = Object.assign(
  (title: string, options?: ToastOptions) => show("message", title, options),
  {
    success: (title: string, options?: ToastOptions) => show("success", title, options),
    error: (title: string, options?: ToastOptions) => show("error", title, options),
  },
);

/** Mount once (in the root layout); it renders nothing until the first toast. */
export function Toaster() {
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    const mount = () => {
      void import("./toaster-view.tsx").then(({ ToasterView }) => setView(() => ToasterView));
    };
    if (sonner) {
      mount();
      return;
    }
    waitingToasters.add(mount);
    return () => {
      waitingToasters.delete(mount);
    };
  }, []);
  return View ? <View /> : null;
}
