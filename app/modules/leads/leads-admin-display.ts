import type { LeadStatus } from "#app/db/enums.ts";

// How the Leads Manager shows a lead (docs/product.md#leads): badges, dates, the WhatsApp link.

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

const STATUS_BADGES: Record<LeadStatus, BadgeVariant> = {
  new: "default",
  won: "default",
  contacted: "secondary",
  lost: "destructive",
  archived: "outline",
};

export function leadStatusBadge(status: string): BadgeVariant {
  return STATUS_BADGES[status as LeadStatus] ?? "outline";
}

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
  archived: "Archived",
};

/** A status as the console shows it ("New", "Contacted"); an unknown one as it is. */
export function leadStatusLabel(status: unknown): string {
  return LEAD_STATUS_LABELS[status as LeadStatus] ?? String(status);
}

/** "1 lead", "25 leads". */
export function leadCount(count: number): string {
  return `${count} ${count === 1 ? "lead" : "leads"}`;
}

/** A value for a table cell: a dash when empty. */
export function orDash(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : "-";
}

/** A wa.me chat link from a number's digits, or null when it has none worth linking. */
export function whatsappHref(number: string | null | undefined): string | null {
  const digits = (number ?? "").replace(/\D/g, "");
  return digits.length >= 5 ? `https://wa.me/${digits}` : null;
}
