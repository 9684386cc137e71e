import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";

/**
 * The host's private calendar feed: Renew makes a new address (shown once, the old one stops
 * working), Revoke turns the feed off. Calendar programs subscribe to the address.
 */
export function CalendarFeedCard({ feedOn, feedUrl }: { feedOn: boolean; feedUrl: string | null }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Your calendar feed</h2>
        </CardTitle>
        <CardDescription>
          Subscribe to your meetings from Google Calendar, Outlook or Apple Calendar. The address is
          secret: anyone who has it sees your meetings.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {feedUrl ? (
          <div className="grid gap-1 rounded-md border border-primary/40 p-3" role="status">
            <p className="text-sm font-medium">
              Your new feed address. Copy it now: it is shown only once.
            </p>
            <code className="block text-sm break-all" dir="ltr">
              {feedUrl}
            </code>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {feedOn
              ? "Your feed is on. Renew it to see a new address (the old one stops working)."
              : "Your feed is off."}
          </p>
        )}
        <Form method="post" className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="feed-renew" variant="outline" disabled={busy}>
            {feedOn ? "Renew address" : "Turn on the feed"}
          </Button>
          {feedOn ? (
            <Button
              type="submit"
              name="intent"
              value="feed-revoke"
              variant="outline"
              disabled={busy}
            >
              Revoke
            </Button>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
