import { ScheduleFieldset } from "#app/components/admin/schedule-fields.tsx";

// The page editor's Schedule panel (docs/product.md#publishing): its times are kept by the
// editor (page-sections-editor.tsx) as the form starts again, its problems by the form (conform).

export type ScheduleValue = { publishAt: string; unpublishAt: string };
export type ScheduleErrors = Partial<Record<keyof ScheduleValue, string[]>>;

/** The schedule fields' problems in a refused save's reply. */
export function scheduleErrorsOf(errors: Record<string, string[] | null> | null | undefined) {
  const found: ScheduleErrors = {};
  for (const field of ["publishAt", "unpublishAt"] as const) {
    const messages = errors?.[field];
    if (messages?.length) found[field] = messages;
  }
  return found;
}

/**
 * Publish at and Unpublish at, as typed; their problems are the form's (conform's), which
 * typing in the form checks again.
 */
export function PageSchedule({
  timeZone,
  keepsLive,
  noun,
  schedule,
  errors,
  onScheduleChange,
}: {
  timeZone: string;
  keepsLive: boolean;
  noun: string;
  schedule: ScheduleValue;
  errors: ScheduleErrors;
  onScheduleChange: (value: ScheduleValue) => void;
}) {
  return (
    <ScheduleFieldset
      timeZone={timeZone}
      hint={
        keepsLive
          ? "A publish time ahead keeps these changes as a draft until then."
          : `A publish time puts the ${noun} on the site then.`
      }
      errors={errors}
      inputOf={(field) => ({
        name: field,
        value: schedule[field],
        onChange: (event) => onScheduleChange({ ...schedule, [field]: event.target.value }),
      })}
    />
  );
}
