import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import {
  hostAvailabilityDefinition,
  hostAvailabilitySchema,
} from "./host-availability-definition.ts";

// The availability screen's form, read by conform in the browser and by the action with the one
// schema (host-availability-definition.ts).

/** A switch posts "true" or "false" (a hidden input beside it), or "on" as a checkbox does. */
const { coerceFormValue } = configureCoercion({
  type: { boolean: (text) => text === "true" || text === "on" },
});

const schema = coerceFormValue(hostAvailabilitySchema);

/** The posted availability: the values to save, or each problem by field name. */
export function parseHostAvailability(formData: FormData) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** The inputs' constraints (required, ranges), for the browser's own checks. */
export const HOST_AVAILABILITY_CONSTRAINT = getZodConstraint(hostAvailabilityDefinition.fields);
