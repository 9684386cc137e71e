import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogCancelButton,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { normalizeLinkUrl } from "#app/modules/content/link-url.ts";

export type LinkValue = { href: string; newTab: boolean };

/**
 * The link prompt: an address (http, https, mailto, tel or a site path, checked before it is
 * applied) and whether it opens in a new tab. Mount it afresh (key) for each opening.
 */
export function LinkDialog({
  open,
  onOpenChange,
  initial,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link under the cursor, when editing one. */
  initial: LinkValue | null;
  onApply: (link: LinkValue) => void;
  onRemove: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [href, setHref] = useState(initial?.href ?? "");
  const [newTab, setNewTab] = useState(initial?.newTab ?? false);
  const [error, setError] = useState<string | null>(null);
  const newTabId = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{initial ? "Edit Link" : "Add Link"}</DialogTitle>
          <DialogDescription>
            A web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or a page
            of this site (/pricing).
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            // The dialog is portalled, but React still bubbles the submit to the page form.
            event.preventDefault();
            event.stopPropagation();
            const result = normalizeLinkUrl(href);
            if (!result.ok) {
              setError(result.error);
              return;
            }
            onApply({ href: result.href, newTab });
          }}
        >
          <Field label="Link address" error={error}>
            {(props) => (
              <Input
                {...props}
                value={href}
                onChange={(event) => {
                  setHref(event.target.value);
                  setError(null);
                }}
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com"
                maxLength={2000}
              />
            )}
          </Field>
          <div className="flex items-center gap-3">
            <Checkbox
              id={newTabId}
              checked={newTab}
              onCheckedChange={(checked) => setNewTab(checked === true)}
            />
            <Label htmlFor={newTabId}>Open in a new tab</Label>
          </div>
          <DialogFooter>
            {initial ? (
              <Button type="button" variant="outline" className="sm:mr-auto" onClick={onRemove}>
                Remove Link
              </Button>
            ) : null}
            <DialogCancelButton />
            <Button type="submit">{initial ? "Update Link" : "Add Link"}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
