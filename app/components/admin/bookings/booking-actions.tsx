import { getFormProps, useForm } from "@conform-to/react";
import {
  CalendarClock,
  CircleCheck,
  CircleSlash,
  MessageCircle,
  UserRoundCog,
  XCircle,
} from "lucide-react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { BookingStatus } from "#app/db/enums.ts";
import { formatConsoleDate, formatConsoleDateTime } from "#app/lib/console-dates.ts";
import type { IntentResult } from "#app/lib/intent-action.ts";
import { refusalReply } from "#app/lib/refusal-reply.ts";
import {
  type BookingFormInput,
  type BookingFormOutput,
  type BookingIntent,
  bookingFormConstraint,
  MOST_REASON_CHARACTERS,
  parseBookingForm,
} from "#app/modules/bookings/booking-console-form.ts";

export type BookingActionResult = IntentResult<BookingIntent>;

/** conform's form for one of the meeting page's intents: its own schema, the refusal at its field. */
function useBookingForm<Intent extends BookingIntent>(
  intent: Intent,
  answer: BookingActionResult | undefined,
) {
  const constraint = useMemo(() => bookingFormConstraint(intent), [intent]);
  const lastResult = useMemo(
    () => (answer?.intent === intent ? refusalReply(answer) : undefined),
    [answer, intent],
  );
  return useForm<BookingFormInput<Intent>, BookingFormOutput<Intent>>({
    id: `booking-${intent}`,
    constraint,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseBookingForm(intent, formData),
  });
}

/** The days of the offered starts, each with its times, in the site's zone. */
function byDay(starts: readonly number[], timeZone: string) {
  const days = new Map<string, number[]>();
  for (const start of starts) {
    const day = formatConsoleDate(new Date(start), timeZone);
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return [...days];
}

function RescheduleForm({
  offered,
  timeZone,
  answer,
  busy,
}: {
  offered: readonly number[];
  timeZone: string;
  answer: BookingActionResult | undefined;
  busy: boolean;
}) {
  const [form, fields] = useBookingForm("reschedule", answer);
  if (offered.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The host offers no other time now. Change their availability to offer more.
      </p>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="intent" value="reschedule" />
      <ConformField
        field={fields.start}
        as="select"
        label={`New time (${timeZone})`}
        description="One of the times the host offers now. The visitor gets the updated invitation."
      >
        <option value="">Choose a time</option>
        {byDay(offered, timeZone).map(([day, starts]) => (
          <optgroup key={day} label={day}>
            {starts.map((start) => (
              <option key={start} value={String(start)}>
                {formatConsoleDateTime(new Date(start), timeZone)}
              </option>
            ))}
          </optgroup>
        ))}
      </ConformField>
      <Button type="submit" disabled={busy} className="w-fit">
        <CalendarClock aria-hidden="true" />
        Reschedule
      </Button>
    </Form>
  );
}

function CancelForm({ answer, busy }: { answer: BookingActionResult | undefined; busy: boolean }) {
  const [form, fields] = useBookingForm("cancel", answer);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 border-t pt-4">
      <input type="hidden" name="intent" value="cancel" />
      <ConformField
        field={fields.reason}
        as="textarea"
        label="Reason (optional)"
        description="The visitor is told this reason with the cancellation."
        maxLength={MOST_REASON_CHARACTERS}
        rows={3}
      />
      <Button type="submit" variant="destructive" disabled={busy} className="w-fit">
        <XCircle aria-hidden="true" />
        Cancel meeting
      </Button>
    </Form>
  );
}

function ReassignForm({
  hosts,
  answer,
  busy,
}: {
  hosts: readonly { id: string; name: string }[];
  answer: BookingActionResult | undefined;
  busy: boolean;
}) {
  const [form, fields] = useBookingForm("reassign", answer);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 border-t pt-4">
      <input type="hidden" name="intent" value="reassign" />
      <ConformField
        field={fields.toHostId}
        as="select"
        label="Another host"
        description="The meeting keeps its time if they are free then. The visitor gets the updated invitation."
      >
        <option value="">Choose a host</option>
        {hosts.map((host) => (
          <option key={host.id} value={host.id}>
            {host.name}
          </option>
        ))}
      </ConformField>
      <Button type="submit" variant="outline" disabled={busy} className="w-fit">
        <UserRoundCog aria-hidden="true" />
        Reassign
      </Button>
    </Form>
  );
}

function OutcomeForm({ status, busy }: { status: BookingStatus; busy: boolean }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {status === "booked"
          ? "The meeting's time has come. How did it go?"
          : "Chose the wrong one? Mark it again."}
      </p>
      <Form method="post" className="flex flex-wrap gap-2">
        {status === "done" ? null : (
          <Button type="submit" name="intent" value="done" disabled={busy}>
            <CircleCheck aria-hidden="true" />
            Done
          </Button>
        )}
        {status === "no_show" ? null : (
          <Button type="submit" name="intent" value="no-show" variant="outline" disabled={busy}>
            <CircleSlash aria-hidden="true" />
            No-show
          </Button>
        )}
      </Form>
    </div>
  );
}

/**
 * What can be done with a meeting: before its time, reschedule, another host (for whoever
 * manages bookings), cancel and a WhatsApp reminder; from its start, done or no-show. Plain POST forms: they work before the scripts run.
 */
export function BookingActions({
  status,
  changeable,
  hasStarted,
  offered,
  timeZone,
  whatsappUrl,
  hosts,
  answer,
}: {
  status: BookingStatus;
  /** Booked and not begun. */
  changeable: boolean;
  hasStarted: boolean;
  offered: readonly number[];
  timeZone: string;
  whatsappUrl: string | null;
  /** The other hosts taking demos, for someone who may move meetings; none: no Reassign. */
  hosts: readonly { id: string; name: string }[];
  answer: BookingActionResult | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  if (status === "cancelled") return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {changeable ? (
          <>
            {whatsappUrl ? (
              <a
                href={whatsappUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex w-fit items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Remind on WhatsApp
                <span className="sr-only"> (opens WhatsApp)</span>
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">
                No WhatsApp number to remind the visitor on.
              </p>
            )}
            <RescheduleForm offered={offered} timeZone={timeZone} answer={answer} busy={busy} />
            {hosts.length > 0 ? <ReassignForm hosts={hosts} answer={answer} busy={busy} /> : null}
            <CancelForm answer={answer} busy={busy} />
          </>
        ) : null}
        {hasStarted ? <OutcomeForm status={status} busy={busy} /> : null}
      </CardContent>
    </Card>
  );
}
