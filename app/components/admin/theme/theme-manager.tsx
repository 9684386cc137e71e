import { Palette, RotateCcw, Save, SwatchBook, TriangleAlert, Type } from "lucide-react";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Label } from "#app/components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "#app/components/ui/select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { focusFirstInvalid } from "#app/lib/focus-first-invalid.ts";
import {
  BORDER_RADII,
  type BorderRadius,
  FONT_FAMILIES,
  type FontFamily,
  fallbackFontName,
  type Theme,
  themeToCssVariables,
} from "#app/modules/theme/theme.ts";
import { matchingPreset } from "#app/modules/theme/theme-presets.ts";
import { ColorField } from "./color-field.tsx";
import { PresetPicker } from "./preset-picker.tsx";
import {
  type ColorKey,
  canSave,
  colorErrors,
  contrastWarnings,
  formatRatio,
  initialEditorState,
  isDirty,
  radiusLabel,
  themeEditorReducer,
} from "./theme-editor.ts";
import { ThemePreview } from "./theme-preview.tsx";
import {
  FIX_COLORS,
  LIVE_MODE_ENABLED,
  LIVE_SAVE_DELAY_MS,
  SAVE_FAILED,
  type ThemeActionResult,
  UNSAVED_CHANGES,
} from "./theme-texts.ts";

const COLOR_FIELDS: { key: ColorKey; label: string; description: string }[] = [
  { key: "primary", label: "Primary", description: "Buttons, badges, links and focus rings." },
  {
    key: "primaryGlow",
    label: "Primary Glow",
    description: "The soft glow and gradients around the primary color.",
  },
  { key: "accent", label: "Accent", description: "Light surfaces: highlights, hovers, menus." },
];

function themeFormData(theme: Theme): FormData {
  const form = new FormData();
  form.set("intent", "save");
  for (const [key, value] of Object.entries(theme)) form.set(key, value);
  return form;
}

function fontStack(family: FontFamily): string {
  return `"${family}", "${fallbackFontName(family)}", ui-sans-serif, system-ui, sans-serif`;
}

/** Shows the working theme on the whole console page while it differs from the saved one. */
function usePageThemePreview(theme: Theme, active: boolean) {
  const key = JSON.stringify(theme);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the theme's values
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const variables = themeToCssVariables(theme);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    return () => {
      // The server-rendered saved theme (<style id="theme-css">) shows again underneath.
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
    };
  }, [key, active]);
}

/**
 * The Theme Manager (docs/product.md#live-theme): presets, colours, font and radius are previewed on this page
 * and marked unsaved; 'Save & Apply Live' stores them, and with Live Mode on every change is
 * stored by itself a moment after it is made. Reset goes back to the saved theme.
 */
export function ThemeManager({ saved, fontCss }: { saved: Theme; fontCss: string }) {
  const [state, dispatch] = useReducer(themeEditorReducer, saved, initialEditorState);
  // A newly saved theme from the loader (after a save here, or by another admin).
  if (state.saved !== saved) dispatch({ type: "saved", theme: saved });

  const fetcher = useFetcher<ThemeActionResult>();
  const [pending, setPending] = useState<"manual" | "live" | null>(null);
  const colorFieldsRef = useRef<HTMLDivElement>(null);
  const liveId = useId();
  const liveDescriptionId = useId();
  const liveHelpId = useId();

  const errors = colorErrors(state);
  const hasErrors = Object.keys(errors).length > 0;
  const dirty = isDirty(state);
  const busy = fetcher.state !== "idle";
  const savingManually = busy && pending === "manual";
  const workingKey = JSON.stringify(state.working);
  const warnings = contrastWarnings(state.working);
  const activePreset = matchingPreset(state.working);

  usePageThemePreview(state.working, dirty);

  function submit(kind: "manual" | "live") {
    setPending(kind);
    void fetcher.submit(themeFormData(state.working), { method: "post" });
  }

  // The answer to a save: toasts, and Live Mode stops when its save fails.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending) return;
    const result = fetcher.data;
    setPending(null);
    if (result.ok) {
      if (pending === "manual") toast.success(result.message);
      return;
    }
    toast.error(result.error, {
      description:
        pending === "live"
          ? `${result.description ?? "Please try again."} Live Mode is off; your changes are kept here.`
          : result.description,
    });
    if (pending === "live") dispatch({ type: "set-live", on: false });
  }, [fetcher.state, fetcher.data, pending]);

  // Live Mode: save each change once the person pauses, one save at a time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `workingKey` restarts the wait on every change
  useEffect(() => {
    if (!state.liveMode || !dirty || hasErrors || busy) return;
    const timer = setTimeout(() => submit("live"), LIVE_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.liveMode, dirty, hasErrors, busy, workingKey]);

  function onSave() {
    if (hasErrors) {
      toast.error(SAVE_FAILED, { description: FIX_COLORS });
      focusFirstInvalid(colorFieldsRef.current);
      return;
    }
    submit("manual");
  }

  function onLiveModeChange(on: boolean) {
    dispatch({ type: "set-live", on });
    if (on) {
      toast.success(LIVE_MODE_ENABLED, {
        description: "Every change now goes live on your website as you make it.",
      });
    }
  }

  let liveStatus = "On: every change goes live on your website.";
  if (!state.liveMode) liveStatus = "Off: changes stay in this preview until you save them.";
  else if (hasErrors) liveStatus = "Fix the highlighted colors to publish them.";
  else if (busy || dirty) liveStatus = "Publishing your change...";

  return (
    <div className="grid gap-6">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own @font-face rules, built from bundled font URLs */}
      <style dangerouslySetInnerHTML={{ __html: fontCss }} />

      <Card className="md:sticky md:top-16 md:z-20 md:shadow-md lg:top-4">
        <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex items-start gap-3">
            <Switch
              id={liveId}
              checked={state.liveMode}
              onCheckedChange={onLiveModeChange}
              aria-describedby={`${liveHelpId} ${liveDescriptionId}`}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Label htmlFor={liveId}>Live Mode</Label>
                {dirty ? <Badge variant="secondary">{UNSAVED_CHANGES}</Badge> : null}
              </div>
              <p id={liveHelpId} className="text-sm text-muted-foreground">
                Saves each change of a color, font or corners to your website as soon as you pause,
                without Save &amp; Apply Live.
              </p>
              <p id={liveDescriptionId} role="status" className="text-sm font-medium">
                {liveStatus}
              </p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
            <Button
              type="button"
              variant="outline"
              onClick={() => dispatch({ type: "reset" })}
              disabled={!dirty && !hasErrors && !state.liveMode}
            >
              <RotateCcw aria-hidden="true" />
              Reset
            </Button>
            <Button type="button" onClick={onSave} disabled={!canSave(state) || savingManually}>
              {savingManually ? <Spinner /> : <Save aria-hidden="true" />}
              {savingManually ? "Saving..." : "Save & Apply Live"}
            </Button>
          </div>
        </CardContent>
      </Card>

      <SectionCard
        icon={SwatchBook}
        title="Quick Themes"
        description="Start from a ready-made palette. It changes the primary, glow and accent colors."
      >
        <PresetPicker
          activeId={activePreset?.id}
          onApply={(preset) => dispatch({ type: "apply-preset", preset })}
        />
      </SectionCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          icon={Palette}
          title="Colors"
          description="HSL values as 'hue saturation% lightness%', for example 221 83% 45%."
        >
          <div>
            <div ref={colorFieldsRef} className="grid gap-5">
              {COLOR_FIELDS.map((field) => (
                <ColorField
                  key={field.key}
                  name={field.key}
                  label={field.label}
                  description={field.description}
                  text={state.texts[field.key]}
                  applied={state.working[field.key]}
                  error={errors[field.key]}
                  onChange={(text) => dispatch({ type: "edit-color", key: field.key, text })}
                />
              ))}
            </div>
            <div role="status" className="[&:not(:empty)]:mt-5">
              {warnings.length > 0 ? (
                <div className="flex gap-3 rounded-md border border-destructive p-3 text-sm">
                  <TriangleAlert
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-destructive"
                  />
                  <div className="grid gap-1">
                    <p className="font-medium">Low contrast: below WCAG AA</p>
                    <ul className="grid gap-0.5 text-muted-foreground">
                      {warnings.map((warning) => (
                        <li key={warning.id}>
                          {warning.label}: {formatRatio(warning.ratio)} (needs at least{" "}
                          {formatRatio(warning.minimum)})
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              ) : null}
            </div>
          </div>
        </SectionCard>

        <SectionCard
          icon={Type}
          title="Typography & Preview"
          description="The font and corner style of your site, with a live sample of the theme."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Font">
              {(props) => (
                <Select
                  value={state.working.fontFamily}
                  onValueChange={(value) =>
                    dispatch({ type: "set-font", fontFamily: value as FontFamily })
                  }
                >
                  <SelectTrigger {...props}>
                    <SelectValue>{state.working.fontFamily}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {FONT_FAMILIES.map((family) => (
                      <SelectItem
                        key={family}
                        value={family}
                        style={{ fontFamily: fontStack(family) }}
                      >
                        {family}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
            <Field label="Border Radius">
              {(props) => (
                <Select
                  value={state.working.borderRadius}
                  onValueChange={(value) =>
                    dispatch({ type: "set-radius", borderRadius: value as BorderRadius })
                  }
                >
                  <SelectTrigger {...props}>
                    <SelectValue>{radiusLabel(state.working.borderRadius)}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {BORDER_RADII.map((radius) => (
                      <SelectItem key={radius.value} value={radius.value}>
                        {radius.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          </div>
          <ThemePreview theme={state.working} />
        </SectionCard>
      </div>
    </div>
  );
}
