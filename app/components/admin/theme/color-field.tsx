import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { parseHsl } from "#app/modules/theme/theme.ts";
import { hexToHslText, hslToHex } from "./theme-editor.ts";

/**
 * One theme colour: the HSL text ("222.2 84% 4.9%"), a swatch of the colour in use and a
 * colour picker beside it. A text that is not a valid triple shows its error and leaves the
 * colour in use as it was.
 */
export function ColorField({
  name,
  label,
  description,
  text,
  applied,
  error,
  onChange,
}: {
  name: string;
  label: string;
  description: string;
  /** What is typed. */
  text: string;
  /** The valid colour in use (the working theme's). */
  applied: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const hsl = parseHsl(applied);
  const hex = hsl ? hslToHex(hsl) : "#000000";
  return (
    <Field label={label} description={description} error={error}>
      {(props) => (
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            data-testid={`${name}-swatch`}
            className="size-10 shrink-0 rounded-md border border-input shadow-xs"
            style={{ backgroundColor: `hsl(${applied})` }}
          />
          <Input
            {...props}
            name={name}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            placeholder="222.2 84% 4.9%"
            className="font-mono"
          />
          <input
            type="color"
            aria-label={`Pick ${label} color`}
            title={`Pick ${label} color`}
            value={hex}
            onChange={(event) => {
              const next = hexToHslText(event.currentTarget.value);
              if (next) onChange(next);
            }}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
        </div>
      )}
    </Field>
  );
}
