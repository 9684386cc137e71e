import { CSV_BOM, CSV_RECORD_SEPARATOR, csvValue } from "#app/lib/csv.ts";
import { conversionRate, DIMENSION_LABELS, type Dimension } from "./analytics-query.ts";

/** One table of the Analytics view as CSV, values neutralized as the leads export does. */
export function breakdownCsv(
  dimension: Dimension,
  rows: readonly { value: string; visitors: number; views: number; converted: number }[],
): string {
  const header = [DIMENSION_LABELS[dimension], "Visitors", "Page views", "Conversion rate"];
  const lines = [
    header.map(csvValue).join(","),
    ...rows.map((row) =>
      [
        csvValue(row.value),
        row.visitors,
        row.views,
        csvValue(conversionRate(row.converted, row.visitors)),
      ].join(","),
    ),
  ];
  return CSV_BOM + lines.join(CSV_RECORD_SEPARATOR) + CSV_RECORD_SEPARATOR;
}
