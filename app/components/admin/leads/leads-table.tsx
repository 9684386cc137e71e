import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import { formatConsoleDate } from "#app/lib/console-dates.ts";
import { cn } from "#app/lib/utils.ts";
import { languageName } from "#app/modules/i18n/locales.ts";
import { leadSourceLabel } from "#app/modules/leads/lead-source.ts";
import { orDash } from "#app/modules/leads/leads-admin-display.ts";
import { LeadLanguageBadge } from "./lead-language-badge.tsx";
import { LeadRowActions } from "./lead-row-actions.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";

export type LeadsTableRow = {
  id: string;
  name: string;
  email: string;
  whatsappNumber: string | null;
  country: string | null;
  businessType: string | null;
  source: string;
  status: string;
  createdAt: Date;
  deletedAt: Date | null;
  possibleDuplicate?: boolean;
  /** The language the form was sent in ("en", "ur"). */
  locale: string;
};

/** Marks a lead whose e-mail or WhatsApp number an earlier lead has; its page lists them. */
function DuplicateBadge({ lead }: { lead: LeadsTableRow }) {
  return lead.possibleDuplicate ? (
    <Badge variant="outline" className="ml-1 align-middle text-xs">
      Possible duplicate
    </Badge>
  ) : null;
}

type Props = {
  rows: readonly LeadsTableRow[];
  selected: ReadonlySet<string>;
  /** Whether rows can be selected: only for those who have the bulk actions (ADR 0027). */
  selectable: boolean;
  onSelect: (id: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  timeZone: string;
  /** The detail view's URL for a lead (carries the list's filters back). */
  detailHref: (id: string) => string;
  filtered: boolean;
};

/**
 * The leads on this page (docs/product.md#leads): a table from md up, a list of cards on phones. Both read
 * the same selection. Lead fields are rendered as text only.
 */
export function LeadsTable({
  rows,
  selected,
  selectable,
  onSelect,
  onSelectAll,
  timeZone,
  detailHref,
  filtered,
}: Props) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-16 text-center">
        <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-semibold">No leads found</p>
        <p className="text-sm text-muted-foreground">
          {filtered
            ? "No leads match these filters. Try another search or date range."
            : "New leads from the website's forms will appear here."}
        </p>
      </div>
    );
  }

  const selectedOnPage = rows.filter((row) => selected.has(row.id)).length;
  const allState =
    selectedOnPage === 0 ? false : selectedOnPage === rows.length ? true : "indeterminate";

  return (
    <>
      <Table containerClassName="hidden md:block" className="[&_td]:px-1.5 [&_th]:px-1.5">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {selectable ? (
              <TableHead>
                <Checkbox
                  checked={allState}
                  onCheckedChange={(checked) => onSelectAll(checked === true)}
                  aria-label="Select all leads on this page"
                />
              </TableHead>
            ) : null}
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>WhatsApp</TableHead>
            <TableHead>Country</TableHead>
            <TableHead className="whitespace-normal">Business Type</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="sticky right-0 bg-card">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((lead) => {
            const isSelected = selected.has(lead.id);
            return (
              <TableRow key={lead.id} data-state={isSelected ? "selected" : undefined}>
                {selectable ? (
                  <TableCell>
                    <Checkbox
                      checked={isSelected}
                      onCheckedChange={(checked) => onSelect(lead.id, checked === true)}
                      aria-label={`Select ${lead.name}`}
                    />
                  </TableCell>
                ) : null}
                <TableCell className="min-w-28 max-w-40 whitespace-normal break-words font-medium">
                  <Link
                    to={detailHref(lead.id)}
                    className="underline-offset-4 hover:underline focus-visible:underline"
                  >
                    <bdi>{lead.name}</bdi>
                  </Link>
                  <DuplicateBadge lead={lead} />
                </TableCell>
                <TableCell className="max-w-44 truncate" title={lead.email}>
                  {lead.email}
                </TableCell>
                <TableCell>{orDash(lead.whatsappNumber)}</TableCell>
                <TableCell className="min-w-16 max-w-28 whitespace-normal break-words">
                  {orDash(lead.country)}
                </TableCell>
                <TableCell className="min-w-20 max-w-28 whitespace-normal break-words">
                  {orDash(lead.businessType)}
                </TableCell>
                <TableCell>
                  <LeadStatusBadge status={lead.status} />
                </TableCell>
                <TableCell className="max-w-32 whitespace-normal text-xs text-muted-foreground">
                  {leadSourceLabel(lead.source)}
                  <LeadLanguageBadge locale={lead.locale} className="mt-1 flex" />
                </TableCell>
                <TableCell>
                  <time dateTime={new Date(lead.createdAt).toISOString()}>
                    {formatConsoleDate(lead.createdAt, timeZone)}
                  </time>
                </TableCell>
                <TableCell className="sticky right-0 bg-card">
                  <LeadRowActions lead={lead} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <div className="md:hidden">
        {selectable ? (
          <div className="flex items-center gap-3 border-b px-1 pb-3">
            <Checkbox
              id="leads-select-all-mobile"
              checked={allState}
              onCheckedChange={(checked) => onSelectAll(checked === true)}
            />
            <label htmlFor="leads-select-all-mobile" className="text-sm font-medium">
              Select all
            </label>
          </div>
        ) : null}
        <ul className="divide-y">
          {rows.map((lead) => {
            const isSelected = selected.has(lead.id);
            return (
              <li
                key={lead.id}
                className={cn(
                  "grid grid-cols-[minmax(0,1fr)] gap-3 px-1 py-4",
                  isSelected && "bg-muted/60",
                )}
              >
                <div className="flex items-start gap-3">
                  {selectable ? (
                    <Checkbox
                      className="mt-1"
                      checked={isSelected}
                      onCheckedChange={(checked) => onSelect(lead.id, checked === true)}
                      aria-label={`Select ${lead.name}`}
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    {/* The badges move under a name too long to share its line, rather than
                        squeezing it until it breaks mid-word. */}
                    <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
                      <Link
                        to={detailHref(lead.id)}
                        className="me-auto min-w-0 break-words font-semibold underline-offset-4 hover:underline"
                      >
                        <bdi>{lead.name}</bdi>
                      </Link>
                      <DuplicateBadge lead={lead} />
                      <LeadStatusBadge status={lead.status} />
                    </div>
                    <p className="truncate text-sm text-muted-foreground" title={lead.email}>
                      {lead.email}
                    </p>
                  </div>
                </div>
                <dl
                  className={cn(
                    "grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm",
                    selectable && "pl-7",
                  )}
                >
                  <dt className="text-muted-foreground">WhatsApp</dt>
                  <dd className="min-w-0 truncate">{orDash(lead.whatsappNumber)}</dd>
                  <dt className="text-muted-foreground">Country</dt>
                  <dd className="min-w-0 truncate">{orDash(lead.country)}</dd>
                  <dt className="text-muted-foreground">Business Type</dt>
                  <dd className="min-w-0 truncate">{orDash(lead.businessType)}</dd>
                  <dt className="text-muted-foreground">Source</dt>
                  <dd className="min-w-0 truncate">{leadSourceLabel(lead.source)}</dd>
                  <dt className="text-muted-foreground">Language</dt>
                  <dd className="min-w-0 truncate" data-lead-language={lead.locale}>
                    {languageName(lead.locale)}
                  </dd>
                  <dt className="text-muted-foreground">Created</dt>
                  <dd>{formatConsoleDate(lead.createdAt, timeZone)}</dd>
                </dl>
                <div className={cn(selectable && "pl-7")}>
                  <LeadRowActions lead={lead} labelled />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
