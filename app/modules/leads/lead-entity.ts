/** The activity log's entity for every lead action. */
export const LEADS_ENTITY = "leads";
