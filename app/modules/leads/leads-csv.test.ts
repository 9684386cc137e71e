import { describe, expect, it } from "vitest";
import { CSV_BOM, csvValue } from "#app/lib/csv.ts";
import {
  buildLeadsCsv,
  type CsvLead,
  formatCsvDateTime,
  LEADS_CSV_HEADERS,
  leadsCsvFilename,
  leadsCsvRecord,
} from "./leads-csv.ts";

const lead = (fields: Partial<CsvLead> = {}): CsvLead => ({
  name: "Sana Khan",
  email: "sana@example.pk",
  whatsappNumber: "923001234567",
  message: "Hello",
  source: "get_started_form",
  status: "new",
  // 2026-11-21 10:04:05 in Karachi (UTC+5).
  createdAt: new Date("2026-11-21T05:04:05.678Z"),
  locale: "en",
  ...fields,
});

describe("csvValue", () => {
  it("wraps every value in double quotes and doubles inner quotes", () => {
    expect(csvValue("plain")).toBe('"plain"');
    expect(csvValue('say "hi"')).toBe('"say ""hi"""');
    expect(csvValue('"')).toBe('""""');
  });

  it("writes empty and missing values as empty quotes", () => {
    expect(csvValue("")).toBe('""');
    expect(csvValue(null)).toBe('""');
    expect(csvValue(undefined)).toBe('""');
  });

  it("keeps line breaks and commas inside the quotes", () => {
    expect(csvValue("line one\nline two,\r\nthree")).toBe('"line one\nline two,\r\nthree"');
  });

  it.each([
    ["=SUM(A1:A2)", `"'=SUM(A1:A2)"`],
    ["+923001234567", `"'+923001234567"`],
    ["-1+1", `"'-1+1"`],
    ["@cmd", `"'@cmd"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])("neutralizes a formula: %j", (value, expected) => {
    expect(csvValue(value)).toBe(expected);
  });

  it("leaves a formula character that is not at the start alone", () => {
    expect(csvValue("a=b+c-d@e")).toBe('"a=b+c-d@e"');
    expect(csvValue(" =1")).toBe('" =1"');
  });

  it("keeps Urdu text as it is", () => {
    expect(csvValue("السلام علیکم")).toBe('"السلام علیکم"');
  });
});

describe("formatCsvDateTime", () => {
  it("writes yyyy-MM-dd HH:mm:ss in the site's time zone", () => {
    expect(formatCsvDateTime(new Date("2026-11-21T05:04:05.678Z"), "Asia/Karachi")).toBe(
      "2026-11-21 10:04:05",
    );
    expect(formatCsvDateTime("2026-11-21T19:00:00Z", "Asia/Karachi")).toBe("2026-11-22 00:00:00");
    expect(formatCsvDateTime("2026-11-21T19:00:00Z", "UTC")).toBe("2026-11-21 19:00:00");
  });

  it("writes an invalid date as empty", () => {
    expect(formatCsvDateTime("not a date", "UTC")).toBe("");
  });
});

describe("leadsCsvFilename", () => {
  it("is dated today in the site's time zone", () => {
    expect(leadsCsvFilename(new Date("2026-11-21T20:00:00Z"), "Asia/Karachi")).toBe(
      "leads-2026-11-22.csv",
    );
    expect(leadsCsvFilename(new Date("2026-11-21T20:00:00Z"), "UTC")).toBe("leads-2026-11-21.csv");
  });
});

describe("buildLeadsCsv", () => {
  it("starts with a BOM and the header line, then one quoted record per lead", () => {
    const csv = buildLeadsCsv(
      [
        lead(),
        lead({
          name: "علی رضا",
          email: "ali@example.pk",
          whatsappNumber: null,
          message: 'Needs "Premium"\nfor two shops',
          source: "contact_page",
          status: "contacted",
          createdAt: "2026-01-02T03:04:05Z",
          locale: "ur",
        }),
      ],
      "Asia/Karachi",
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      "Name,Email,WhatsApp,Message,Source,Status,Created At,Language\r\n" +
        '"Sana Khan","sana@example.pk","923001234567","Hello","get_started_form","new","2026-11-21 10:04:05","English"\r\n' +
        '"علی رضا","ali@example.pk","","Needs ""Premium""\nfor two shops","contact_page","contacted","2026-01-02 08:04:05","Urdu"\r\n',
    );
  });

  it("is just the BOM and the header for no leads", () => {
    expect(buildLeadsCsv([], "UTC")).toBe(
      `${CSV_BOM}Name,Email,WhatsApp,Message,Source,Status,Created At,Language\r\n`,
    );
  });

  it("encodes as UTF-8 with the BOM bytes first", () => {
    const bytes = new TextEncoder().encode(buildLeadsCsv([lead({ name: "السلام علیکم" })], "UTC"));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"السلام علیکم"');
  });

  it("neutralizes formulas in any column", () => {
    expect(
      leadsCsvRecord(
        lead({ name: "=cmd|' /C calc'!A0", email: "@x", message: "-2", source: "+s" }),
        "UTC",
      ),
    ).toBe(
      `"'=cmd|' /C calc'!A0","'@x","923001234567","'-2","'+s","new","2026-11-21 05:04:05","English"`,
    );
  });

  it("keeps the specification's columns first and appends the language by name", () => {
    expect(LEADS_CSV_HEADERS).toEqual([
      "Name",
      "Email",
      "WhatsApp",
      "Message",
      "Source",
      "Status",
      "Created At",
      "Language",
    ]);
    expect(leadsCsvRecord(lead({ locale: "ur" }), "UTC").endsWith(',"Urdu"')).toBe(true);
    expect(leadsCsvRecord(lead({ locale: "en" }), "UTC").endsWith(',"English"')).toBe(true);
    // A code the site does not know (never stored: the column's CHECK refuses it) as it is.
    expect(leadsCsvRecord(lead({ locale: "=x" }), "UTC").endsWith(`,"'=x"`)).toBe(true);
  });
});
