import { Sparkles } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { type Theme, themeToCssVariables } from "#app/modules/theme/theme.ts";

/**
 * A small sample of the site drawn with the given theme: its CSS variables are set on the
 * sample's own wrapper, so it follows every edit whatever the page around it uses.
 */
export function ThemePreview({ theme }: { theme: Theme }) {
  const headingId = useId();
  const inputId = useId();
  const variables = themeToCssVariables(theme) as React.CSSProperties;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="theme-preview"
      style={variables}
      className="rounded-lg border bg-background p-4 font-sans text-foreground sm:p-5"
    >
      <div className="mb-4 h-1.5 rounded-full bg-linear-to-r from-primary to-primary-glow" />
      <div className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            Automate every reply
          </h3>
          <Badge>
            <Sparkles aria-hidden="true" />
            New
          </Badge>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          Answer customers on WhatsApp, Instagram and Messenger in seconds, day and night.
        </p>
        <div className="mt-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
          Accent surface: highlights and the active menu item.
        </div>
        <div className="mt-4 grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Work email
          </label>
          <Input id={inputId} type="email" placeholder="you@company.com" autoComplete="off" />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="button">Get Started</Button>
          <Button type="button" variant="outline">
            Learn More
          </Button>
        </div>
      </div>
    </section>
  );
}
