import { LogOut, MonitorSmartphone } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { AccountActionResult } from "#app/modules/auth/account-form.ts";

type SessionView = {
  id: string;
  device: string;
  ipAddress: string | null;
  createdAt: Date | string;
  lastSeenAt: Date | string;
  current: boolean;
};

/**
 * A session form: ending sessions needs a recent proof of identity (ASVS 7.5.2), asked for
 * first; its answer is toasted.
 */
function useSessionFetcher() {
  const fetcher = useFetcher<AccountActionResult>();
  const confirmIdentity = useRecentAuthentication();
  useFetcherSettled(fetcher, (result) => {
    if (!result) toast.error("Sign-out failed", { description: "Please try again." });
    else if (result.ok && "message" in result) toast.success(result.message);
    else if (!result.ok) toast.error("Sign-out failed", { description: result.error });
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (await confirmIdentity()) void fetcher.submit(form, { method: "post" });
  };
  return { fetcher, onSubmit };
}

/** Where the admin is signed in, with sign-out per session and for all the others. */
export function SessionsCard({
  sessions,
  timeZone,
}: {
  sessions: SessionView[];
  timeZone: string;
}) {
  const { fetcher: others, onSubmit } = useSessionFetcher();
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const hasOthers = sessions.some((session) => !session.current);
  return (
    <SectionCard
      icon={MonitorSmartphone}
      title="Signed-in sessions"
      description="Browsers where you are signed in. Sign out of any you don't recognise."
    >
      <ul className="grid gap-3" aria-label="Sessions">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} when={when} />
        ))}
      </ul>
      {hasOthers ? (
        <others.Form method="post" className="mt-4" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="sessions-end-others" />
          <Button type="submit" variant="outline" disabled={others.state !== "idle"}>
            {others.state !== "idle" ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign out everywhere else
          </Button>
        </others.Form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">You are signed in nowhere else.</p>
      )}
    </SectionCard>
  );
}

function SessionItem({ session, when }: { session: SessionView; when: Intl.DateTimeFormat }) {
  const { fetcher, onSubmit } = useSessionFetcher();
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? <Badge>This device</Badge> : null}
        </p>
        <p className="text-muted-foreground">
          {session.ipAddress || "Unknown address"} · Signed in{" "}
          {when.format(new Date(session.createdAt))} · Last seen{" "}
          {when.format(new Date(session.lastSeenAt))}
        </p>
      </div>
      {session.current ? null : (
        <fetcher.Form method="post" className="shrink-0" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="session-end" />
          <input type="hidden" name="sessionId" value={session.id} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={fetcher.state !== "idle"}
            aria-label={`Sign out ${session.device}, last seen ${when.format(new Date(session.lastSeenAt))}`}
          >
            Sign out
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
