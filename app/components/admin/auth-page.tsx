import type * as React from "react";
import { Link } from "react-router";
import { SiteLogo } from "#app/components/site/site-logo.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";

/**
 * The frame of the pages around signing in (a forgotten password, a password link): the site's
 * logo, a title and a line saying what to do, the page's content, and the way back to sign-in.
 */
export function AuthPage({
  logoUrl,
  title,
  description,
  children,
}: {
  /** The logo the website shows (Logo Manager), as on every page of it. */
  logoUrl: string | null;
  title: string;
  description: React.ReactNode;
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
            <Link
              to="/admin-auth"
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              Back to sign in
            </Link>
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
