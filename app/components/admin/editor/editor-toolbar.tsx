import type { LucideIcon } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { cn } from "#app/lib/utils.ts";

export type ToolbarItem = {
  key: string;
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** A formatting toggle's state (aria-pressed); leave out for plain commands. */
  pressed?: boolean;
  disabled?: boolean;
  /** Shown beside the icon (otherwise the label is only the accessible name and tooltip). */
  showLabel?: boolean;
  shortcut?: string;
};

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys (and Home/End)
 * move between the buttons, toggles report their state with aria-pressed.
 */
export function EditorToolbar({
  label,
  groups,
  className,
}: {
  label: string;
  groups: ToolbarItem[][];
  className?: string;
}) {
  const items = groups.flat();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = (index: number) => !items[index]?.disabled;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const step = (from: number, delta: number) => {
      let index = from;
      for (let tries = 0; tries <= last; tries += 1) {
        index = (index + delta + items.length) % items.length;
        if (focusable(index)) return index;
      }
      return from;
    };
    let next: number | null = null;
    if (event.key === "ArrowRight") next = step(current, 1);
    else if (event.key === "ArrowLeft") next = step(current, -1);
    else if (event.key === "Home") next = step(last, 1);
    else if (event.key === "End") next = step(0, -1);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  // The Tab stop falls back to the first enabled button when the current one is disabled.
  const tabStop = focusable(current)
    ? current
    : Math.max(
        0,
        items.findIndex((item) => !item.disabled),
      );
  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={move}
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 border-b bg-muted/40 p-1.5 sm:gap-x-1",
        className,
      )}
    >
      {groups.map((group, groupIndex) => (
        <div key={group[0]?.key ?? groupIndex} className="flex flex-wrap items-center gap-0.5">
          {groupIndex > 0 ? (
            <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border sm:block" />
          ) : null}
          {group.map((item) => {
            index += 1;
            const position = index;
            const Icon = item.icon;
            return (
              <button
                key={item.key}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === tabStop ? 0 : -1}
                aria-label={item.showLabel ? undefined : item.label}
                aria-pressed={item.pressed}
                aria-keyshortcuts={item.shortcut}
                title={
                  item.shortcut
                    ? `${item.label} (${item.shortcut.replace("Control", "Ctrl")})`
                    : item.label
                }
                disabled={item.disabled}
                onFocus={() => setCurrent(position)}
                onMouseDown={(event) => {
                  // Keep the editor's selection: the command runs on what was selected.
                  event.preventDefault();
                }}
                onClick={item.onClick}
                className={cn(
                  "inline-flex h-9 min-w-9 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground transition-colors",
                  "hover:bg-accent hover:text-accent-foreground",
                  "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background",
                  "disabled:pointer-events-none disabled:opacity-50",
                  "aria-pressed:bg-primary aria-pressed:text-primary-foreground",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {item.showLabel ? <span>{item.label}</span> : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
