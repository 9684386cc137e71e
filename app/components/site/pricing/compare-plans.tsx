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

// Spec §9: Starter has the first four; Premium adds the rest.
const ROWS: readonly { feature: string; starter: boolean; premium: boolean }[] = [
  { feature: "Button replies", starter: true, premium: true },
  { feature: "24/7 responses", starter: true, premium: true },
  { feature: "100+ concurrent customers", starter: true, premium: true },
  { feature: "WhatsApp automation", starter: true, premium: true },
  { feature: "AI integration", starter: false, premium: true },
  { feature: "Instagram DM automation", starter: false, premium: true },
  { feature: "Facebook Messenger automation", starter: false, premium: true },
  { feature: "Multi-language support (50+ languages)", starter: false, premium: true },
  { feature: "Unlimited replies", starter: false, premium: true },
  { feature: "Priority support", starter: false, premium: true },
];

function Mark({ included }: { included: boolean }) {
  return included ? (
    <>
      <Check className="mx-auto size-5 text-success" aria-hidden="true" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** The Starter versus Premium feature table. */
export function ComparePlans() {
  return (
    <div className="mx-auto max-w-3xl rounded-xl border bg-card">
      <Table>
        <TableCaption className="sr-only">
          Features included in the Starter and Premium plans
        </TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="h-12 ps-4 sm:ps-6">
              Feature
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
            <TableRow key={row.feature}>
              <TableHead
                scope="row"
                className="h-auto whitespace-normal py-3 ps-4 text-foreground sm:ps-6"
              >
                {row.feature}
              </TableHead>
              <TableCell className="text-center">
                <Mark included={row.starter} />
              </TableCell>
              <TableCell className="text-center">
                <Mark included={row.premium} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
