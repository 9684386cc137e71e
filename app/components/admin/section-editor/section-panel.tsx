import { useField } from "@conform-to/react";
import { ChevronDown, Copy, Eye, EyeOff, type LucideIcon, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSortableItem } from "#app/components/admin/sortable-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { DEFAULT_LOCALE } from "#app/modules/i18n/locales.ts";
import type { MediaImage } from "#app/modules/pages/media-image.ts";
import { fieldLabel } from "#app/modules/sections/section-field-labels.ts";
import { SECTION_TYPES, type SectionType } from "#app/modules/sections/section-types.ts";
import { sectionFields } from "./field-specs.ts";
import { SectionContext } from "./section-context.ts";
import { SectionField } from "./section-field.tsx";

/** The first text of a section that says what it is (its title, else its first text). */
function summaryField(type: SectionType): string | null {
  const texts = sectionFields(type).filter(({ spec }) => spec.kind === "localized");
  return (texts.find(({ key }) => key === "title") ?? texts[0])?.key ?? null;
}

/** A short line of a section's text for its heading: its title as typed, without markup. */
function SectionSummary({ name }: { name: string }) {
  const [meta] = useField<string>(name);
  const text = typeof meta.value === "string" ? meta.value.replace(/<[^>]*>/g, " ").trim() : "";
  if (!text) return null;
  // In a narrow column (a phone, or beside the preview) the type's name alone fits beside the
  // actions: the panel sizes itself by the editor's column (a container query).
  return (
    <span className="hidden min-w-0 truncate font-normal text-muted-foreground @sm:inline">
      {text}
    </span>
  );
}

export type SectionPanelProps = {
  /** The section's field name (`content[2]`). */
  name: string;
  /** Its key in the form's list, stable while sections move. */
  sortKey: string;
  type: SectionType;
  /** What the panel is called: "Hero (section 1)". */
  heading: string;
  /** The section is the item's whole body (a blog post's text): not moved, hidden or deleted. */
  fixed: boolean;
  expanded: boolean;
  /** Move focus to the section's heading once shown (it was just added or brought back). */
  focusOnMount: boolean;
  images: readonly MediaImage[];
  onToggle: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/**
 * One section of the page: a heading with its type, its title, its drag handle and actions
 * (show or hide on the site, duplicate, delete), and its form, folded away until opened. A
 * folded form stays in the page, so saving always posts every section.
 */
export function SectionPanel({
  name,
  sortKey,
  type,
  heading,
  fixed,
  expanded,
  focusOnMount,
  images,
  onToggle,
  onDuplicate,
  onDelete,
}: SectionPanelProps) {
  const [section] = useField<{ props: { id: string; hidden?: string } }>(name);
  const props = section.getFieldset().props.getFieldset();
  const initialHidden = (section.initialValue as { props?: { hidden?: unknown } } | undefined)
    ?.props?.hidden;
  const [hidden, setHidden] = useState(initialHidden === "true" || initialHidden === true);
  const typeLabel = SECTION_TYPES[type].label;
  const sortable = useSortableItem(sortKey, `Drag to reorder ${heading}`);
  const toggle = useRef<HTMLButtonElement>(null);
  const bodyId = `${name}-body`.replace(/[^\w-]/g, "-");
  const summary = summaryField(type);
  const propsName = `${name}.props`;

  useEffect(() => {
    if (focusOnMount) toggle.current?.focus();
  }, [focusOnMount]);

  const id = section.initialValue as { props?: { id?: unknown } } | undefined;
  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      data-section={name}
      className={cn("min-w-0 list-none", sortable.isDragging && "relative z-10")}
    >
      <section
        aria-label={heading}
        className={cn(
          "rounded-lg border bg-card shadow-xs",
          hidden && "border-dashed bg-muted/40",
          sortable.isDragging && "shadow-xl",
        )}
      >
        <input type="hidden" name={`${name}.type`} value={type} />
        <input
          type="hidden"
          name={props.id.name}
          value={typeof id?.props?.id === "string" ? id.props.id : ""}
        />
        {hidden ? <input type="hidden" name={props.hidden.name} value="true" /> : null}
        <div className="flex flex-wrap items-center gap-1 p-2 @sm:flex-nowrap @sm:gap-2 @sm:p-3">
          {fixed ? null : sortable.handle}
          <h2 className="min-w-0 flex-1 basis-40 text-base">
            <button
              ref={toggle}
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={onToggle}
              className="flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-1.5 text-left font-semibold hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <ChevronDown
                aria-hidden="true"
                className={cn("size-4 shrink-0 transition-transform", !expanded && "-rotate-90")}
              />
              <span className="min-w-0 @sm:shrink-0">{typeLabel}</span>
              {summary ? (
                <SectionSummary name={`${propsName}.${summary}.${DEFAULT_LOCALE}`} />
              ) : null}
            </button>
          </h2>
          {hidden ? <Badge variant="secondary">Hidden</Badge> : null}
          {fixed ? null : (
            <div className="ms-auto flex shrink-0 gap-1">
              <PanelAction
                label={`${hidden ? "Show" : "Hide"} ${heading} on the site`}
                title={hidden ? "Show on the site" : "Hide from the site"}
                text={hidden ? "Show" : "Hide"}
                icon={hidden ? Eye : EyeOff}
                pressed={hidden}
                onClick={() => setHidden((current) => !current)}
              />
              <PanelAction
                label={`Duplicate ${heading}`}
                title="Duplicate"
                text="Duplicate"
                icon={Copy}
                onClick={onDuplicate}
              />
              <PanelAction
                label={`Delete ${heading}`}
                title="Delete"
                text="Delete"
                icon={Trash2}
                destructive
                onClick={onDelete}
              />
            </div>
          )}
        </div>
        <div id={bodyId} hidden={!expanded} className="grid gap-5 border-t px-3 py-4 sm:px-5">
          <p className="text-sm text-muted-foreground">{SECTION_TYPES[type].purpose}</p>
          <SectionContext value={{ type, propsName, images }}>
            {sectionFields(type).map(({ key, spec }) => (
              <SectionField
                key={key}
                name={`${propsName}.${key}`}
                spec={spec}
                label={fieldLabel(type, key)}
                prop={key}
              />
            ))}
          </SectionContext>
        </div>
      </section>
    </li>
  );
}

/** One of a panel's actions: its icon, with its word beside it on wide screens. */
function PanelAction({
  label,
  title,
  text,
  icon: Icon,
  pressed,
  destructive = false,
  onClick,
}: {
  label: string;
  title: string;
  text: string;
  icon: LucideIcon;
  pressed?: boolean;
  destructive?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      className={destructive ? "text-destructive hover:text-destructive" : undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      <span aria-hidden="true" className="hidden @2xl:inline">
        {text}
      </span>
    </Button>
  );
}
