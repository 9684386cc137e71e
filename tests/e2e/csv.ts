import { readFile } from "node:fs/promises";
import { type Download, expect } from "@playwright/test";

// The console's CSV downloads as the specs read them: saved, checked for the UTF-8 BOM, and
// parsed as RFC 4180 (quoted values, doubled quotes, CRLF between records, line breaks kept
// inside quotes), so a check never depends on how a value happens to be split.

/** Records of a CSV text, each a list of values; a final record separator ends no record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        value += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      record.push(value);
      value = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(value);
      records.push(record);
      record = [];
      value = "";
      i++;
    } else {
      value += char;
    }
  }
  if (value !== "" || record.length > 0) records.push([...record, value]);
  return records;
}

/** A saved download's CSV: its BOM checked, its header and its records as header → value. */
export async function readCsvDownload(download: Download) {
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)], "starts with the UTF-8 BOM").toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  expect(text.endsWith("\r\n"), "every record ends with CRLF").toBe(true);
  const [header = [], ...records] = parseCsv(text);
  for (const record of records) expect(record).toHaveLength(header.length);
  return {
    text,
    header,
    records: records.map((record) =>
      Object.fromEntries(header.map((name, i) => [name, record[i]])),
    ),
  };
}
