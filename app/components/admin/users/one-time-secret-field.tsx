import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * A secret shown once (a generated password, a password link), read-only with a Copy button.
 * Copying falls back to the selection where the clipboard API is missing (plain http on
 * another host).
 */
export function OneTimeSecretField({
  id,
  label,
  value,
  copiedMessage,
  className,
}: {
  id: string;
  label: string;
  value: string;
  copiedMessage: string;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      input.current?.select();
      if (!document.execCommand("copy")) {
        toast.error("Copy failed", { description: "Select the text and copy it yourself." });
        return;
      }
    }
    setCopied(true);
    toast.success(copiedMessage);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          className={cn(
            "flex h-10 w-full min-w-0 rounded-md border border-input bg-muted px-3 font-mono text-base text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            className,
          )}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
