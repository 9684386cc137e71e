import { createCookie } from "react-router";

// A toast carried across a redirect ('Login Successful', 'Logged out'): set by the action
// that redirects, shown once by the page it lands on.

export type FlashToast = { kind: "success" | "error"; title: string; description?: string };

const flashCookie = createCookie("dmflow_flash", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
});

export async function flashToastHeader(toast: FlashToast, secure: boolean): Promise<string> {
  return flashCookie.serialize(toast, { secure });
}

/** The waiting toast, if any, and the Set-Cookie header that clears it. */
export async function takeFlashToast(
  request: Request,
): Promise<{ toast: FlashToast | null; clearHeader: string | null }> {
  const value: unknown = await flashCookie.parse(request.headers.get("cookie"));
  if (typeof value !== "object" || value === null || !("title" in value)) {
    return { toast: null, clearHeader: null };
  }
  const toast = value as FlashToast;
  return {
    toast: {
      kind: toast.kind === "error" ? "error" : "success",
      title: String(toast.title).slice(0, 200),
      description: toast.description ? String(toast.description).slice(0, 500) : undefined,
    },
    clearHeader: await flashCookie.serialize("", { maxAge: 0 }),
  };
}
