import { describe, expect, it } from "vitest";
import { CSV_BOM, csvValue } from "#app/lib/csv.ts";
import {
  type AllFieldsCsvLead,
  buildCsv,
  type CsvLead,
  csvHeaderLine,
  csvPreamble,
  csvRecord,
  csvRecords,
  formatCsvDateTime,
  LEADS_ALL_FIELDS_CSV,
  LEADS_CSV,
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
  ...fields,
});

/** A lead with every field set (times in UTC; Karachi is UTC+5). */
const fullLead = (fields: Partial<AllFieldsCsvLead> = {}): AllFieldsCsvLead => ({
  ...lead(),
  status: "contacted",
  phone: "+92 300 7654321",
  country: "Pakistan",
  businessType: "Restaurant",
  selectedPlan: "Premium",
  locale: "ur",
  ownerName: "Ayesha Malik",
  ownerEmail: "ayesha@example.pk",
  lastNote: "Wants the yearly plan",
  lastNoteAt: new Date("2026-11-22T06:00:00Z"),
  followUpAt: new Date("2026-11-25T04:30:00Z"),
  followUpNote: "Send the price list",
  utmSource: "facebook",
  utmMedium: "cpc",
  utmCampaign: "launch",
  utmTerm: "chatbot",
  utmContent: "ad-1",
  referrer: "https://m.facebook.com/",
  landingPage: "/pricing",
  consentText: "I agree to be contacted",
  consentAt: new Date("2026-11-21T05:04:05Z"),
  consentPage: "/contact",
  possibleDuplicate: true,
  updatedAt: new Date("2026-11-22T06:00:01Z"),
  deletedAt: null,
  ...fields,
});

const SPEC_HEADER = "Name,Email,WhatsApp,Message,Source,Status,Created At";

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

describe("file names", () => {
  it("names Export CSV leads-{date}.csv, dated today in the site's time zone", () => {
    expect(LEADS_CSV.filename(new Date("2026-11-21T20:00:00Z"), "Asia/Karachi")).toBe(
      "leads-2026-11-22.csv",
    );
    expect(LEADS_CSV.filename(new Date("2026-11-21T20:00:00Z"), "UTC")).toBe(
      "leads-2026-11-21.csv",
    );
  });

  it("names Export all matching a file of its own", () => {
    expect(LEADS_ALL_FIELDS_CSV.filename(new Date("2026-11-21T20:00:00Z"), "Asia/Karachi")).toBe(
      "leads-all-matching-2026-11-22.csv",
    );
  });
});

describe("Export CSV: the specification's format", () => {
  it("starts with a BOM and the spec's header line, then one quoted record per lead", () => {
    const csv = buildCsv(
      LEADS_CSV,
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
        }),
      ],
      "Asia/Karachi",
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      `${SPEC_HEADER}\r\n` +
        '"Sana Khan","sana@example.pk","923001234567","Hello","get_started_form","new","2026-11-21 10:04:05"\r\n' +
        '"علی رضا","ali@example.pk","","Needs ""Premium""\nfor two shops","contact_page","contacted","2026-01-02 08:04:05"\r\n',
    );
  });

  it("writes only the spec's seven columns, whatever else the row carries", () => {
    expect(csvHeaderLine(LEADS_CSV)).toBe(SPEC_HEADER);
    // The list's rows carry more fields (the browser exports them as loaded): none is added.
    expect(csvRecord(LEADS_CSV, fullLead(), "UTC")).toBe(
      '"Sana Khan","sana@example.pk","923001234567","Hello","get_started_form","contacted","2026-11-21 05:04:05"',
    );
  });

  it("is just the BOM and the header for no leads", () => {
    expect(buildCsv(LEADS_CSV, [], "UTC")).toBe(`${CSV_BOM}${SPEC_HEADER}\r\n`);
  });

  it("encodes as UTF-8 with the BOM bytes first", () => {
    const bytes = new TextEncoder().encode(
      buildCsv(LEADS_CSV, [lead({ name: "السلام علیکم" })], "UTC"),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"السلام علیکم"');
  });

  it("neutralizes formulas in any column", () => {
    expect(
      csvRecord(
        LEADS_CSV,
        lead({ name: "=cmd|' /C calc'!A0", email: "@x", message: "-2", source: "+s" }),
        "UTC",
      ),
    ).toBe(`"'=cmd|' /C calc'!A0","'@x","923001234567","'-2","'+s","new","2026-11-21 05:04:05"`);
  });
});

describe("Export all matching: every field", () => {
  const HEADERS = [
    "Name",
    "Email",
    "WhatsApp",
    "Message",
    "Source",
    "Status",
    "Created At",
    "Phone",
    "Country",
    "Business Type",
    "Selected Plan",
    "Language",
    "Owner",
    "Owner Email",
    "Last Note",
    "Last Note At",
    "Next Follow-up",
    "Follow-up Note",
    "UTM Source",
    "UTM Medium",
    "UTM Campaign",
    "UTM Term",
    "UTM Content",
    "Referrer",
    "Landing Page",
    "Consent Given",
    "Consent At",
    "Consent Text",
    "Consent Page",
    "Possible Duplicate",
    "Updated At",
    "Archived At",
  ];

  it("has the spec's columns first, then every other field", () => {
    expect(csvHeaderLine(LEADS_ALL_FIELDS_CSV)).toBe(HEADERS.join(","));
    expect(csvHeaderLine(LEADS_ALL_FIELDS_CSV).startsWith(`${SPEC_HEADER},`)).toBe(true);
  });

  it("writes each field under its header: readable source and status, language by name, local dates", () => {
    const record = csvRecord(LEADS_ALL_FIELDS_CSV, fullLead(), "Asia/Karachi");
    const values = record.slice(1, -1).split('","');
    expect(Object.fromEntries(HEADERS.map((header, i) => [header, values[i]]))).toEqual({
      Name: "Sana Khan",
      Email: "sana@example.pk",
      WhatsApp: "923001234567",
      Message: "Hello",
      Source: "Get Started form",
      Status: "Contacted",
      "Created At": "2026-11-21 10:04:05",
      Phone: "'+92 300 7654321",
      Country: "Pakistan",
      "Business Type": "Restaurant",
      "Selected Plan": "Premium",
      Language: "Urdu",
      Owner: "Ayesha Malik",
      "Owner Email": "ayesha@example.pk",
      "Last Note": "Wants the yearly plan",
      "Last Note At": "2026-11-22 11:00:00",
      "Next Follow-up": "2026-11-25 09:30:00",
      "Follow-up Note": "Send the price list",
      "UTM Source": "facebook",
      "UTM Medium": "cpc",
      "UTM Campaign": "launch",
      "UTM Term": "chatbot",
      "UTM Content": "ad-1",
      Referrer: "https://m.facebook.com/",
      "Landing Page": "/pricing",
      "Consent Given": "Yes",
      "Consent At": "2026-11-21 10:04:05",
      "Consent Text": "I agree to be contacted",
      "Consent Page": "/contact",
      "Possible Duplicate": "Yes",
      "Updated At": "2026-11-22 11:00:01",
      "Archived At": "",
    });
    expect(values).toHaveLength(HEADERS.length);
  });

  it.each([
    ["new", "New"],
    ["contacted", "Contacted"],
    ["won", "Won"],
    ["lost", "Lost"],
    ["archived", "Archived"],
  ])("writes the status %s as the console shows it: %s", (status, label) => {
    const values = csvRecord(LEADS_ALL_FIELDS_CSV, fullLead({ status }), "UTC").split(",");
    expect(values[5]).toBe(`"${label}"`);
  });

  it("writes what a lead does not have as empty, and no consent as No", () => {
    const record = csvRecord(
      LEADS_ALL_FIELDS_CSV,
      fullLead({
        phone: null,
        selectedPlan: null,
        locale: "en",
        ownerName: null,
        ownerEmail: null,
        lastNote: null,
        lastNoteAt: null,
        followUpAt: null,
        followUpNote: null,
        utmSource: null,
        referrer: null,
        consentText: null,
        consentAt: null,
        consentPage: null,
        possibleDuplicate: false,
        deletedAt: new Date("2026-11-23T00:00:00Z"),
      }),
      "UTC",
    );
    expect(record).toBe(
      '"Sana Khan","sana@example.pk","923001234567","Hello","Get Started form","Contacted","2026-11-21 05:04:05",' +
        '"","Pakistan","Restaurant","","English","","","","","","","","cpc","launch","chatbot","ad-1","","/pricing",' +
        '"No","","","","No","2026-11-22 06:00:01","2026-11-23 00:00:00"',
    );
  });

  it("quotes every value and neutralizes formulas in the added fields too", () => {
    const record = csvRecord(
      LEADS_ALL_FIELDS_CSV,
      fullLead({
        lastNote: '=HYPERLINK("http://x")',
        followUpNote: "@SUM(1)",
        utmCampaign: "-1+1",
        ownerName: 'Ayesha "Ash" Malik',
        referrer: "https://x.pk/?a=1,b=2",
      }),
      "UTC",
    );
    expect(record).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(record).toContain(`"'@SUM(1)"`);
    expect(record).toContain(`"'-1+1"`);
    expect(record).toContain(`"Ayesha ""Ash"" Malik"`);
    expect(record).toContain(`"https://x.pk/?a=1,b=2"`);
    expect(record.startsWith('"') && record.endsWith('"')).toBe(true);
  });

  it("streams as the preamble and batches of records, the same as the whole file", () => {
    const leads = [fullLead(), fullLead({ name: "Second" })];
    expect(
      csvPreamble(LEADS_ALL_FIELDS_CSV) +
        csvRecords(LEADS_ALL_FIELDS_CSV, leads.slice(0, 1), "UTC") +
        csvRecords(LEADS_ALL_FIELDS_CSV, leads.slice(1), "UTC") +
        csvRecords(LEADS_ALL_FIELDS_CSV, [], "UTC"),
    ).toBe(buildCsv(LEADS_ALL_FIELDS_CSV, leads, "UTC"));
  });
});
