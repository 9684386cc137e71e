import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { CalendarPlus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { EntityFields } from "#app/components/admin/entity-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { WEEKDAYS } from "#app/db/enums.ts";
import { refusalReply } from "#app/lib/refusal-reply.ts";
import type { z } from "#app/lib/zod.ts";
import {
  HOST_LIMITS,
  hostAvailabilityDefinition,
  type hostAvailabilitySchema,
  WEEKDAY_LABELS,
} from "#app/modules/bookings/host-availability-definition.ts";
import {
  HOST_AVAILABILITY_CONSTRAINT,
  parseHostAvailability,
} from "#app/modules/bookings/host-availability-form.ts";
import { HoursRangesField } from "./hours-ranges-field.tsx";

type Values = z.input<typeof hostAvailabilitySchema>;
type Answer =
  | { ok: true }
  | { ok: false; intent: string | null; fieldErrors?: Record<string, string[]> }
  /** A list button pressed before the scripts ran: the form with its list changed. */
  | { ok: false; intent: "save"; reply: SubmissionResult<string[]> };

const { meta } = hostAvailabilityDefinition;
const WIDE = "sm:col-span-2";

/**
 * A host's availability (host-availability-definition.ts), the fields in the definition's
 * order: the weekly hours, date overrides and time zone drawn here, the rest from their metadata.
 * Someone who may not choose who takes demos sees the switch, not changes it.
 */
export function HostAvailabilityForm({
  hostId,
  defaultValue,
  timeZones,
  canChooseHosting,
  answer,
}: {
  hostId: string;
  defaultValue: Values;
  timeZones: readonly string[];
  canChooseHosting: boolean;
  answer: Answer | undefined;
}) {
  const lastResult = useMemo(() => {
    if (!answer || answer.ok || answer.intent !== "save") return undefined;
    return "reply" in answer ? answer.reply : refusalReply(answer);
  }, [answer]);
  const [takesDemos, setTakesDemos] = useState(defaultValue.takesDemos === true);
  const [form, fields] = useForm<Values>({
    id: `host-availability-${hostId}`,
    defaultValue,
    constraint: HOST_AVAILABILITY_CONSTRAINT,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseHostAvailability(formData),
  });
  const busy = useNavigation().state === "submitting";
  const weekly = fields.weeklyHours.getFieldset();
  const overrides = fields.dateOverrides.getFieldList();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Availability</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="hostId" value={hostId} />
          <input type="hidden" name={fields.takesDemos.name} value={String(takesDemos)} />
          <EntityFields
            meta={meta}
            fields={fields}
            props={{
              takesDemos: { checked: takesDemos, onCheckedChange: setTakesDemos },
              slug: { className: WIDE },
              placeDetails: { className: WIDE },
              calendarUrl: { className: WIDE },
            }}
            custom={{
              ...(canChooseHosting ? {} : { takesDemos: <HostingNote takesDemos={takesDemos} /> }),
              timeZone: (
                <ConformField
                  field={fields.timeZone}
                  as="select"
                  label={meta.timeZone.label}
                  description={meta.timeZone.description}
                  required
                  className={WIDE}
                >
                  <option value="">Choose a time zone</option>
                  {timeZones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </ConformField>
              ),
              weeklyHours: (
                <fieldset className={`${WIDE} grid gap-3 rounded-md border p-4`}>
                  <legend className="px-1 text-sm font-medium">{meta.weeklyHours.label}</legend>
                  <p className="text-sm text-muted-foreground">{meta.weeklyHours.description}</p>
                  {WEEKDAYS.map((day) => (
                    <div key={day} className="grid gap-2 border-t pt-3 sm:grid-cols-[8rem_1fr]">
                      <h3 className="text-sm font-semibold">{WEEKDAY_LABELS[day]}</h3>
                      <HoursRangesField
                        form={form}
                        ranges={weekly[day]!}
                        label={WEEKDAY_LABELS[day]}
                        emptyText="Off"
                      />
                    </div>
                  ))}
                </fieldset>
              ),
              dateOverrides: (
                <fieldset className={`${WIDE} grid gap-3 rounded-md border p-4`}>
                  <legend className="px-1 text-sm font-medium">{meta.dateOverrides.label}</legend>
                  <p className="text-sm text-muted-foreground">
                    {meta.dateOverrides.description} A date without hours is a day off.
                  </p>
                  {overrides.map((override, index) => {
                    const { date, ranges } = override.getFieldset();
                    return (
                      <div key={override.key} className="grid gap-2 border-t pt-3">
                        <div className="flex items-end gap-2">
                          <ConformField
                            field={date}
                            label={`Date ${index + 1} (YYYY-MM-DD)`}
                            className="w-44"
                            placeholder="2026-12-25"
                            maxLength={10}
                          />
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove date ${index + 1}`}
                            {...form.remove.getButtonProps({
                              name: fields.dateOverrides.name,
                              index,
                            })}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                        <HoursRangesField
                          form={form}
                          ranges={ranges}
                          label={`Date ${index + 1}`}
                          emptyText="Day off"
                        />
                      </div>
                    );
                  })}
                  {fields.dateOverrides.errors ? (
                    <p className="text-sm font-medium text-destructive">
                      {fields.dateOverrides.errors.join(" ")}
                    </p>
                  ) : null}
                  {overrides.length < HOST_LIMITS.dateOverrides ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="w-fit"
                      {...form.insert.getButtonProps({
                        name: fields.dateOverrides.name,
                        defaultValue: { date: "", ranges: [] },
                      })}
                    >
                      <CalendarPlus aria-hidden="true" />
                      Add a date
                    </Button>
                  ) : null}
                </fieldset>
              ),
            }}
          />
          <div className={`${WIDE} flex justify-end`}>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : null}
              Save availability
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

/** In place of the switch, for a host who may not change it: whether they take demos. */
function HostingNote({ takesDemos }: { takesDemos: boolean }) {
  return (
    <p className={`${WIDE} text-sm text-muted-foreground`}>
      {takesDemos
        ? "You take demos. An Admin or Moderator can turn this off."
        : "You do not take demos now. An Admin or Moderator can turn this on."}
    </p>
  );
}
