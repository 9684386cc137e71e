/** The activity log's entity for every lead action. */
export const LEADS_ENTITY = "leads";

/**
 * The options of a lead command's refusal (a RuleError, its message shown): answered 409
 * whatever its code, as a command that changed nothing is, which the lead screens expect.
 */
export const LEAD_REFUSAL = { status: 409 } as const;
