// The query parameters a campaign adds to a link to the site: its tags (utm_*), which the page
// view records (page-view.ts), and the click ids that ad platforms and mail tools append, a new
// one on every click. No page shows anything from them: the page cache keeps one entry for a page
// whatever they say, rendered without them (server/cache-policy.ts, ADR 0037).

export const UTM_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** Facebook and Instagram, Google, Microsoft, TikTok, X, LinkedIn and Mailchimp's click ids. */
export const CLICK_ID_PARAMETERS = [
  "fbclid",
  "igshid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
] as const;
