import { Check, Minus } from "lucide-react";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import { useTranslate } from "#app/modules/i18n/i18n.ts";

// Spec §9: Starter has the first four; Premium adds the rest.
const ROWS = [
  { key: "buttons", starter: true, premium: true },
  { key: "allDay", starter: true, premium: true },
  { key: "concurrent", starter: true, premium: true },
  { key: "whatsapp", starter: true, premium: true },
  { key: "ai", starter: false, premium: true },
  { key: "instagram", starter: false, premium: true },
  { key: "messenger", starter: false, premium: true },
  { key: "languages", starter: false, premium: true },
  { key: "unlimited", starter: false, premium: true },
  { key: "priority", starter: false, premium: true },
] as const;

/** A tick or a dash in a plan's column, with what it means for screen readers. */
export function InclusionMark({ included }: { included: boolean }) {
  const t = useTranslate();
  return included ? (
    <>
      <Check className="mx-auto size-5 text-success" aria-hidden="true" />
      <span className="sr-only">{t("pricing.included")}</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{t("pricing.notIncluded")}</span>
    </>
  );
}

/** The Starter versus Premium feature table. */
export function ComparePlans() {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-3xl rounded-xl border bg-card">
      <Table>
        <TableCaption className="sr-only">{t("pricing.compareCaption")}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="h-12 ps-4 sm:ps-6">
              {t("pricing.feature")}
            </TableHead>
            <TableHead scope="col" className="h-12 w-24 text-center text-foreground sm:w-32">
              Starter
            </TableHead>
            <TableHead scope="col" className="h-12 w-24 text-center text-foreground sm:w-32">
              Premium
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.key}>
              <TableHead
                scope="row"
                className="h-auto whitespace-normal py-3 ps-4 text-foreground sm:ps-6"
              >
                {t(`pricing.compareRows.${row.key}`)}
              </TableHead>
              <TableCell className="text-center">
                <InclusionMark included={row.starter} />
              </TableCell>
              <TableCell className="text-center">
                <InclusionMark included={row.premium} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
