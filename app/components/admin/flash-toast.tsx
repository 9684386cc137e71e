import { useEffect, useRef } from "react";
import { toast } from "#app/components/ui/toaster.tsx";
import type { FlashToast } from "#app/modules/toast/flash.server.ts";

/** Shows a toast carried across a redirect, once. */
export function useFlashToast(flash: FlashToast | null | undefined) {
  const shown = useRef<FlashToast | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    const show = flash.kind === "error" ? toast.error : toast.success;
    show(flash.title, { description: flash.description });
  }, [flash]);
}
