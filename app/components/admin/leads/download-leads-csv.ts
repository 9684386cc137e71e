import { toast } from "#app/components/ui/toaster.tsx";
import {
  buildCsv,
  type CsvLead,
  LEADS_CSV,
  LEADS_CSV_CONTENT_TYPE,
} from "#app/modules/leads/leads-csv.ts";

/**
 * docs/product.md#lead-export: the export is built in the browser from the leads as loaded (or selected), with no
 * server call, in exactly the specification's columns, and saved as leads-{yyyy-MM-dd}.csv.
 */
export function downloadLeadsCsv(leads: readonly CsvLead[], timeZone: string): void {
  try {
    const blob = new Blob([buildCsv(LEADS_CSV, leads, timeZone)], { type: LEADS_CSV_CONTENT_TYPE });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = LEADS_CSV.filename(new Date(), timeZone);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser time to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success("Success", { description: "Leads exported successfully" });
  } catch (error) {
    console.error("Lead export failed:", error);
    toast.error("Error", { description: "Failed to export leads" });
  }
}
