import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Sonner's own colours are replaced by our theme tokens (CSS variables), so toasts follow a
// theme that the admin changes live. Error toasts use the destructive colours.
const themeVariables = {
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--normal-bg-hover": "var(--color-muted)",
  "--normal-border-hover": "var(--color-input)",
  "--success-bg": "var(--color-popover)",
  "--success-text": "var(--color-popover-foreground)",
  "--success-border": "var(--color-border)",
  "--info-bg": "var(--color-popover)",
  "--info-text": "var(--color-popover-foreground)",
  "--info-border": "var(--color-border)",
  "--warning-bg": "var(--color-popover)",
  "--warning-text": "var(--color-popover-foreground)",
  "--warning-border": "var(--color-border)",
  "--error-bg": "var(--color-destructive)",
  "--error-text": "var(--color-destructive-foreground)",
  "--error-border": "var(--color-destructive)",
  "--border-radius": "var(--radius-lg)",
  fontFamily: "var(--font-family)",
} as React.CSSProperties;

/** Sonner's toaster in our theme; loaded by `Toaster` in toaster.tsx when first needed. */
export function ToasterView({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      richColors
      closeButton
      style={{ ...themeVariables, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          // Sonner's stylesheet is unlayered, so a few overrides need Tailwind's `!`.
          toast:
            "gap-3! text-sm! focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring! focus-visible:outline-solid!",
          title: "font-semibold!",
          description: "text-muted-foreground! in-data-[type=error]:text-destructive-foreground!",
          icon: "in-data-[type=success]:text-success",
          closeButton:
            "focus-visible:outline-2! focus-visible:outline-ring! focus-visible:outline-solid!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
