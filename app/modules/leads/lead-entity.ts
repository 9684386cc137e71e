/** The activity log's entity for every lead action. */
export const LEADS_ENTITY = "leads";

/** A lead command refused by a rule (not found, not yours, not allowed); its message is shown. */
export class LeadRuleError extends Error {}
