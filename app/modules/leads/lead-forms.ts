// The public lead forms' fields (docs/product.md#lead-forms), shared by the pages and the server's validation.

export const CONTACT_BUSINESS_TYPES = [
  { value: "e-commerce", label: "E-Commerce" },
  { value: "restaurant", label: "Restaurant" },
  { value: "healthcare", label: "Healthcare" },
  { value: "education", label: "Education" },
  { value: "real-estate", label: "Real Estate" },
  { value: "general-inquiry", label: "General Inquiry" },
  { value: "other", label: "Other" },
] as const;

export const GET_STARTED_BUSINESS_TYPES = [
  "E-Commerce",
  "Travel Agency",
  "Solar Business",
  "Restaurant",
  "Influencers",
  "Health & Care",
  "Real Estate",
  "Education",
  "Other",
] as const;

/** Upper bounds for every field, used by the inputs' maxLength and by the server. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  country: 80,
  message: 5000,
} as const;

/** A hidden field people never see or fill; a value in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = "company_website";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form action answers when the submission was not stored. */
export type FormFailure<Field extends string> = {
  ok: false;
  /** The toast: title and description. */
  toast: { title: string; description: string };
  fieldErrors: FieldErrors<Field>;
  /** What was typed, so the form can be shown again as it was. */
  values: Partial<Record<Field, string>>;
};

/** What a lead form's action answers. */
export type LeadFormResult<Field extends string> = { ok: true } | FormFailure<Field>;
