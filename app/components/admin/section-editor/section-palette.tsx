import { useRef } from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { SECTION_TYPES, type SectionType } from "#app/modules/sections/section-types.ts";

const TYPES = Object.keys(SECTION_TYPES) as SectionType[];

/** The section types to add, each with what it is for (section-types.ts). */
export function SectionPalette({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (type: SectionType) => void;
}) {
  // A chosen type's new section takes the focus; closing otherwise returns it to the trigger.
  const chosen = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-3xl"
        onOpenAutoFocus={() => {
          chosen.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add a section</DialogTitle>
          <DialogDescription>
            Choose what the new section shows. It is added at the end of the page; move it where you
            want it, then fill it in.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="py-2">
          <ul aria-label="Section types" className="grid gap-2 sm:grid-cols-2">
            {TYPES.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => {
                    chosen.current = true;
                    onChoose(type);
                  }}
                  className="grid h-full w-full gap-1 rounded-md border p-3 text-left hover:border-primary hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                >
                  <span className="font-semibold">{SECTION_TYPES[type].label}</span>
                  <span className="text-sm text-muted-foreground">
                    {SECTION_TYPES[type].purpose}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
