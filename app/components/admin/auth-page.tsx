import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { SiteLogo } from "#app/components/site/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

const BACK_LINK = "text-muted-foreground underline-offset-4 hover:text-foreground hover:underline";

/**
 * The frame of the sign-in's pages (its steps, a forgotten password, a password link): the
 * site's logo, a title and a line saying what to do, the page's content, and the way back: to
 * sign-in, or from sign-in itself to the website.
 */
export function AuthPage({
  logoUrl,
  title,
  description,
  back = "sign-in",
  children,
}: {
  /** The logo the website shows (Logo Manager), as on every page of it. */
  logoUrl: string | null;
  title: string;
  description: React.ReactNode;
  back?: "sign-in" | "website";
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link to="/" reloadDocument className="mx-auto" aria-label="Back to the website">
            <SiteLogo logoUrl={logoUrl} className="size-12" />
          </Link>
          <CardTitle asChild className="mt-2 text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {children}
          <p className="mt-6 text-center text-sm">
            {back === "website" ? (
              <Link to="/" reloadDocument className={BACK_LINK}>
                Back to the website
              </Link>
            ) : (
              <Link to="/admin-auth" className={BACK_LINK}>
                Back to sign in
              </Link>
            )}
          </p>
        </CardContent>
      </Card>
    </main>
  );
}

/** A form's problem that belongs to no one field (a refusal, a limit), as an alert. */
export function FormAlert({ id, errors }: { id?: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive p-3 text-sm text-destructive"
    >
      {errors.join(" ")}
    </p>
  );
}

/** A step's one full-width submit button: its icon and label, a spinner and `busyLabel` while sent. */
export function AuthSubmitButton({
  busy,
  disabled = false,
  icon: Icon,
  busyLabel,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  icon: LucideIcon;
  busyLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy || disabled} className="mt-2 w-full">
      {busy ? <Spinner /> : <Icon aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
