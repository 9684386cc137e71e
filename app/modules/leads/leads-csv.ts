// The leads CSVs (docs/product.md#lead-export, #security). Pure: the browser builds "Export
// CSV" (the specification's columns) from the rows it has loaded, and the server streams
// "Export all matching" (those columns, then every other field) in the same quoting and dates.
import { CSV_BOM, CSV_RECORD_SEPARATOR, csvValue } from "#app/lib/csv.ts";
import { languageName } from "#app/modules/i18n/locales.ts";
import { leadSourceLabel } from "./lead-source.ts";
import { leadStatusLabel } from "./leads-admin-display.ts";

export const LEADS_CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** What the specification's export writes of a lead (docs/product.md#lead-export): the list's columns. */
export type CsvLead = {
  name: string;
  email: string;
  whatsappNumber: string | null;
  message: string | null;
  source: string;
  status: string;
  createdAt: Date | string;
};

/**
 * Every field of a lead "Export all matching" writes: the stored lead, its owner's name and
 * e-mail, and its newest note.
 */
export type AllFieldsCsvLead = CsvLead & {
  phone: string | null;
  country: string | null;
  businessType: string | null;
  selectedPlan: string | null;
  /** The language code the form was sent in ("en", "ur"); written as its English name. */
  locale: string;
  ownerName: string | null;
  ownerEmail: string | null;
  lastNote: string | null;
  lastNoteAt: Date | string | null;
  followUpAt: Date | string | null;
  followUpNote: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrer: string | null;
  landingPage: string | null;
  consentText: string | null;
  consentAt: Date | string | null;
  consentPage: string | null;
  possibleDuplicate: boolean;
  updatedAt: Date | string;
  deletedAt: Date | string | null;
};

type Column<Lead> = [header: string, value: (lead: Lead, timeZone: string) => string | null];

/** One CSV file's layout: its columns, in order, and its file name. */
export type LeadsCsvFormat<Lead> = {
  columns: readonly Column<Lead>[];
  /** The file name, dated today in the site's time zone. */
  filename: (now: Date, timeZone: string) => string;
};

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(date: Date, timeZone: string): Record<string, string> {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** `yyyy-MM-dd HH:mm:ss` in the given time zone. */
export function formatCsvDateTime(value: Date | string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `yyyy-MM-dd` in the given time zone (the export's file name). */
export function formatCsvDate(value: Date, timeZone: string): string {
  const p = zonedParts(value, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

const dateTime = (value: Date | string | null, timeZone: string) =>
  value === null ? null : formatCsvDateTime(value, timeZone);
const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * The specification's columns (docs/product.md#lead-export), the source and status written by
 * `written` (as stored, or as the console shows them).
 */
function specColumns<Lead extends CsvLead>(written: {
  source: (lead: Lead) => string;
  status: (lead: Lead) => string;
}): Column<Lead>[] {
  return [
    ["Name", (lead) => lead.name],
    ["Email", (lead) => lead.email],
    ["WhatsApp", (lead) => lead.whatsappNumber],
    ["Message", (lead) => lead.message],
    ["Source", written.source],
    ["Status", written.status],
    ["Created At", (lead, timeZone) => formatCsvDateTime(lead.createdAt, timeZone)],
  ];
}

/**
 * "Export CSV" (docs/product.md#lead-export): exactly the specification's columns, the status as stored, saved as
 * leads-{yyyy-MM-dd}.csv. That is its contract: nothing is added to it.
 */
export const LEADS_CSV: LeadsCsvFormat<CsvLead> = {
  columns: specColumns({ source: (lead) => lead.source, status: (lead) => lead.status }),
  filename: (now, timeZone) => `leads-${formatCsvDate(now, timeZone)}.csv`,
};

/**
 * "Export all matching": the specification's columns first, the source and status as the
 * console shows them, then every other field a person reads on the lead's page (its internal ids and matching
 * keys aside), dates as in Created At. Saved under a name of its own, so the two files are
 * never taken for one another.
 */
export const LEADS_ALL_FIELDS_CSV: LeadsCsvFormat<AllFieldsCsvLead> = {
  columns: [
    ...specColumns<AllFieldsCsvLead>({
      source: (lead) => leadSourceLabel(lead.source),
      status: (lead) => leadStatusLabel(lead.status),
    }),
    ["Phone", (lead) => lead.phone],
    ["Country", (lead) => lead.country],
    ["Business Type", (lead) => lead.businessType],
    ["Selected Plan", (lead) => lead.selectedPlan],
    ["Language", (lead) => languageName(lead.locale)],
    ["Owner", (lead) => lead.ownerName],
    ["Owner Email", (lead) => lead.ownerEmail],
    ["Last Note", (lead) => lead.lastNote],
    ["Last Note At", (lead, timeZone) => dateTime(lead.lastNoteAt, timeZone)],
    ["Next Follow-up", (lead, timeZone) => dateTime(lead.followUpAt, timeZone)],
    ["Follow-up Note", (lead) => lead.followUpNote],
    ["UTM Source", (lead) => lead.utmSource],
    ["UTM Medium", (lead) => lead.utmMedium],
    ["UTM Campaign", (lead) => lead.utmCampaign],
    ["UTM Term", (lead) => lead.utmTerm],
    ["UTM Content", (lead) => lead.utmContent],
    ["Referrer", (lead) => lead.referrer],
    ["Landing Page", (lead) => lead.landingPage],
    ["Consent Given", (lead) => yesNo(lead.consentAt !== null)],
    ["Consent At", (lead, timeZone) => dateTime(lead.consentAt, timeZone)],
    ["Consent Text", (lead) => lead.consentText],
    ["Consent Page", (lead) => lead.consentPage],
    ["Possible Duplicate", (lead) => yesNo(lead.possibleDuplicate)],
    ["Updated At", (lead, timeZone) => formatCsvDateTime(lead.updatedAt, timeZone)],
    ["Archived At", (lead, timeZone) => dateTime(lead.deletedAt, timeZone)],
  ],
  filename: (now, timeZone) => `leads-all-matching-${formatCsvDate(now, timeZone)}.csv`,
};

/** What "Export CSV" writes, after what it exports (the buttons' tooltips). */
export const SPEC_EXPORT_HINT = `in the list's columns (${csvHeaderLine(LEADS_CSV).replaceAll(",", ", ")})`;

/** What "Export all matching" writes, after what it exports. */
export const ALL_FIELDS_EXPORT_HINT =
  "with every field: the list's columns, then phone, country, business type, plan, language, owner, last note, next follow-up, campaign and consent";

/** The header line: the columns' names. */
export function csvHeaderLine<Lead>(format: LeadsCsvFormat<Lead>): string {
  return format.columns.map(([header]) => header).join(",");
}

/** One lead's record: every value quoted, formulas neutralized. */
export function csvRecord<Lead>(format: LeadsCsvFormat<Lead>, lead: Lead, timeZone: string) {
  return format.columns.map(([, value]) => csvValue(value(lead, timeZone))).join(",");
}

/** The start of the file: the BOM and the header line, ending with a record separator. */
export function csvPreamble<Lead>(format: LeadsCsvFormat<Lead>): string {
  return `${CSV_BOM}${csvHeaderLine(format)}${CSV_RECORD_SEPARATOR}`;
}

/** Records for a batch of leads, each ending with a record separator ("" for none). */
export function csvRecords<Lead>(
  format: LeadsCsvFormat<Lead>,
  leads: readonly Lead[],
  timeZone: string,
): string {
  let text = "";
  for (const lead of leads) text += csvRecord(format, lead, timeZone) + CSV_RECORD_SEPARATOR;
  return text;
}

/** A whole file: BOM, header line and one record per lead. */
export function buildCsv<Lead>(
  format: LeadsCsvFormat<Lead>,
  leads: readonly Lead[],
  timeZone: string,
): string {
  return csvPreamble(format) + csvRecords(format, leads, timeZone);
}
