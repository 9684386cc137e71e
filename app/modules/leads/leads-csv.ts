// The leads CSV (spec §7 "Leads admin", §5; DECISIONS §3). Pure: the browser builds it from
// the rows it has loaded, and the server's "Export all matching" streams the same format.
import { CSV_BOM, CSV_RECORD_SEPARATOR, csvValue } from "#app/lib/csv.ts";
import { languageName } from "#app/modules/i18n/locales.ts";

export const LEADS_CSV_HEADERS = [
  "Name",
  "Email",
  "WhatsApp",
  "Message",
  "Source",
  "Status",
  "Created At",
  // Ours, after the specification's columns: the language the form was sent in, by name.
  "Language",
] as const;

export const LEADS_CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvLead = {
  name: string;
  email: string;
  whatsappNumber: string | null;
  message: string | null;
  source: string;
  status: string;
  createdAt: Date | string;
  /** The language code the form was sent in ("en", "ur"); written as its English name. */
  locale: string;
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

/** `leads-{yyyy-MM-dd}.csv`, dated today in the site's time zone. */
export function leadsCsvFilename(now: Date, timeZone: string): string {
  return `leads-${formatCsvDate(now, timeZone)}.csv`;
}

/** The first line of the file, after the BOM. */
export function leadsCsvHeaderLine(): string {
  return LEADS_CSV_HEADERS.join(",");
}

export function leadsCsvRecord(lead: CsvLead, timeZone: string): string {
  return [
    lead.name,
    lead.email,
    lead.whatsappNumber,
    lead.message,
    lead.source,
    lead.status,
    formatCsvDateTime(lead.createdAt, timeZone),
    languageName(lead.locale),
  ]
    .map(csvValue)
    .join(",");
}

/** The start of the file: the BOM and the header line, ending with a record separator. */
export function leadsCsvPreamble(): string {
  return `${CSV_BOM}${leadsCsvHeaderLine()}${CSV_RECORD_SEPARATOR}`;
}

/** Records for a batch of leads, each ending with a record separator ("" for none). */
export function leadsCsvRecords(leads: readonly CsvLead[], timeZone: string): string {
  let text = "";
  for (const lead of leads) text += leadsCsvRecord(lead, timeZone) + CSV_RECORD_SEPARATOR;
  return text;
}

/** A whole file: BOM, header line and one record per lead. */
export function buildLeadsCsv(leads: readonly CsvLead[], timeZone: string): string {
  return leadsCsvPreamble() + leadsCsvRecords(leads, timeZone);
}
