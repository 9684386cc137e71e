import { Check } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import {
  PRESET_COLOR_KEYS,
  THEME_PRESETS,
  type ThemePreset,
} from "#app/modules/theme/theme-presets.ts";

/** The Quick Themes: one button per preset, with its three colours; the one in use is pressed. */
export function PresetPicker({
  activeId,
  onApply,
}: {
  activeId: string | undefined;
  onApply: (preset: ThemePreset) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {THEME_PRESETS.map((preset) => {
        const active = preset.id === activeId;
        return (
          <li key={preset.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onApply(preset)}
              className={cn(
                "flex h-full w-full cursor-pointer flex-col gap-3 rounded-lg border bg-background p-3 text-left text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                active && "border-primary ring-1 ring-primary",
              )}
            >
              <span aria-hidden="true" className="flex h-8 overflow-hidden rounded-md border">
                {PRESET_COLOR_KEYS.map((key) => (
                  <span
                    key={key}
                    className={cn(key === "primary" ? "flex-2" : "flex-1")}
                    style={{ backgroundColor: `hsl(${preset.colors[key]})` }}
                  />
                ))}
              </span>
              <span className="flex items-center justify-between gap-2">
                {preset.name}
                {active ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
