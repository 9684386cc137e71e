import { Form, Link, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { BOOKINGS_LIST_PATH } from "#app/modules/bookings/booking-filters.ts";

type Entry = {
  id: string;
  name: string;
  email: string;
  active: boolean;
  host: boolean;
  takesDemos: boolean;
  upcomingMeetings: number;
};

const meetings = (count: number) => `${count} upcoming ${count === 1 ? "meeting" : "meetings"}`;

/**
 * Who takes demos (an Admin's or Moderator's choice): each console user with a switch, a link to
 * their availability, and for one who stopped or left with meetings still booked, Reassign.
 */
export function HostsRosterCard({
  roster,
  editingId,
}: {
  roster: readonly Entry[];
  /** The host whose availability is shown below. */
  editingId: string;
}) {
  const busy = useNavigation().state === "submitting";
  // A deactivated host keeps their switch, but takes no demos (host-schedules.server.ts).
  const taking = (entry: Entry) => entry.takesDemos && entry.active;
  const takers = roster.filter(taking);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Who takes demos</h2>
        </CardTitle>
        <CardDescription>
          Visitors book whichever free host has the fewest upcoming meetings. A host turned off
          keeps their booked meetings until you move them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {roster.map((entry) => {
            const stranded = entry.upcomingMeetings > 0 && !taking(entry);
            const others = takers.filter((taker) => taker.id !== entry.id);
            return (
              <li key={entry.id} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium [overflow-wrap:anywhere]">{entry.name}</span>
                  {taking(entry) ? <Badge>Takes demos</Badge> : null}
                  {entry.active ? null : <Badge variant="outline">Not active</Badge>}
                  <span className="text-sm text-muted-foreground">
                    {meetings(entry.upcomingMeetings)}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {entry.active || entry.takesDemos ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="hosting" />
                      <input type="hidden" name="userId" value={entry.id} />
                      <input type="hidden" name="takesDemos" value={String(!entry.takesDemos)} />
                      <Button type="submit" size="sm" variant="outline" disabled={busy}>
                        {entry.takesDemos ? "Stop taking demos" : "Take demos"}
                        <span className="sr-only"> for {entry.name}</span>
                      </Button>
                    </Form>
                  ) : null}
                  {entry.host && entry.id !== editingId ? (
                    <Link
                      to={`${BOOKINGS_LIST_PATH}/availability?host=${encodeURIComponent(entry.id)}`}
                      className="text-sm font-medium underline underline-offset-4"
                    >
                      Edit availability<span className="sr-only"> of {entry.name}</span>
                    </Link>
                  ) : null}
                </div>
                {stranded ? (
                  others.length > 0 ? (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="reassign" />
                      <input type="hidden" name="fromHostId" value={entry.id} />
                      <div className="grid gap-1">
                        <Label htmlFor={`reassign-${entry.id}`}>
                          Move {entry.name}'s meetings to
                        </Label>
                        <NativeSelect id={`reassign-${entry.id}`} name="toHostId" required>
                          {others.map((taker) => (
                            <option key={taker.id} value={taker.id}>
                              {taker.name}
                            </option>
                          ))}
                        </NativeSelect>
                      </div>
                      <Button type="submit" size="sm" disabled={busy}>
                        Reassign
                      </Button>
                    </Form>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      No other host takes demos to move these meetings to.
                    </p>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
