import { toast as sonnerToast } from "sonner";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "./toaster.tsx";

// Sonner announces a dismissal on the next frame; the test runs without a browser's frames.
beforeAll(() => {
  globalThis.requestAnimationFrame ??= (step) => Number(setTimeout(() => step(Date.now()), 0));
  globalThis.cancelAnimationFrame ??= (handle) => clearTimeout(handle);
});

const titles = () =>
  sonnerToast.getToasts().map((shown) => ("title" in shown ? shown.title : null));

describe("toast", () => {
  it("closes the error toasts still open when a success follows", async () => {
    toast.error("Save failed", { description: "Title and slug are required" });
    toast.error("Validation Error");
    await vi.waitFor(() => expect(titles()).toEqual(["Save failed", "Validation Error"]));

    toast.success("Page saved");
    await vi.waitFor(() => expect(titles()).toEqual(["Page saved"]));

    // A later error shows beside the success; the next success closes it in turn.
    toast.error("Delete failed");
    await vi.waitFor(() => expect(titles()).toEqual(["Page saved", "Delete failed"]));
    toast.success("Page deleted");
    await vi.waitFor(() => expect(titles()).toEqual(["Page saved", "Page deleted"]));
  });
});
