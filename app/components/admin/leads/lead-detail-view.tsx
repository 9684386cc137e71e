import { getFormProps } from "@conform-to/react";
import { Archive, RotateCcw, Trash2 } from "lucide-react";
import type * as React from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { LEAD_STATUSES } from "#app/db/enums.ts";
import type { Lead } from "#app/db/schema.ts";
import type { TranslatedText } from "#app/db/translated-text.ts";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { isolateLeftToRightRuns } from "#app/lib/left-to-right.ts";
import { cn } from "#app/lib/utils.ts";
import { languageName } from "#app/modules/i18n/locales.ts";
import { leadSourceLabel } from "#app/modules/leads/lead-source.ts";
import { LEAD_STATUS_LABELS, whatsappHref } from "#app/modules/leads/leads-admin-display.ts";
import { UNASSIGNED_OWNER } from "#app/modules/leads/leads-admin-form.ts";
import {
  e164Digits,
  type ReplyValues,
  replyLanguageOf,
} from "#app/modules/leads/whatsapp-reply.ts";
import type { WhatsappTemplate } from "#app/modules/leads/whatsapp-template-definition.ts";
import { LeadFollowUpForm } from "./lead-follow-up-form.tsx";
import { useLeadCommand } from "./lead-row-actions.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { useLeadForm } from "./use-lead-form.ts";
import { WhatsappReplyForm } from "./whatsapp-reply-form.tsx";

/** Every field of the stored lead is shown. */
export type DetailLead = Lead;

const empty = <span className="text-muted-foreground">-</span>;

/** A value as text, or a dash. Lead fields are never rendered as HTML. */
function text(value: string | null | undefined): React.ReactNode {
  const trimmed = value?.trim();
  return trimmed ? trimmed : empty;
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A card of the lead's page: its title an h2. */
function LeadCard({
  title,
  className,
  titleClassName,
  contentClassName,
  children,
}: {
  title: React.ReactNode;
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild className={cn(titleClassName, "text-lg")}>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={cn(contentClassName, "p-4 pt-0 sm:p-6 sm:pt-0")}>
        {children}
      </CardContent>
    </Card>
  );
}

const fieldsClass = "grid gap-x-6 gap-y-4 sm:grid-cols-2";

const linkClass = "break-all font-medium underline underline-offset-4 hover:no-underline";

type LeadCommandHandle = ReturnType<typeof useLeadCommand>;

/** The field each of the details' selects posts. */
const SELECT_FIELD = { "set-status": "status", assign: "owner" } as const;

/**
 * One of the details' selects, bound with conform to its command's schema: saved as soon as a
 * choice is made (a spinner while it saves), a POST form with its own button without
 * JavaScript. While a change saves it shows the choice, else what is stored (so a refused
 * change falls back on its own).
 */
function SavedSelect({
  intent,
  command,
  leadId,
  id,
  label,
  submitLabel,
  note,
  onChoose,
  ...select
}: {
  intent: keyof typeof SELECT_FIELD;
  command: LeadCommandHandle;
  leadId: string;
  id: string;
  label: string;
  /** The button that sends the form without JavaScript. */
  submitLabel: string;
  /** Below the select. */
  note?: React.ReactNode;
  /** A choice made with JavaScript: `send` posts the form as it is. */
  onChoose?: (choice: string, send: () => void) => void;
} & Omit<React.ComponentProps<typeof NativeSelect>, "id" | "name">) {
  const { fetcher, busy } = command;
  const [form, fields] = useLeadForm(intent, fetcher, { id: `${id}-form` });
  const name = SELECT_FIELD[intent];
  const field = fields[name as keyof typeof fields];
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={leadId} />
      <Field id={id} label={label} error={field?.errors}>
        {(props) => (
          <div className="flex items-center gap-2">
            <NativeSelect
              {...props}
              {...select}
              aria-describedby={
                [select["aria-describedby"], props["aria-describedby"]].filter(Boolean).join(" ") ||
                undefined
              }
              name={field?.name ?? name}
              onChange={(event) => {
                const posted = event.currentTarget.form;
                const send = () => posted?.requestSubmit();
                if (onChoose) onChoose(event.currentTarget.value, send);
                else send();
              }}
            />
            {busy ? <Spinner aria-label="Saving" /> : null}
          </div>
        )}
      </Field>
      {note}
      <noscript>
        <Button type="submit" variant="outline" size="sm">
          {submitLabel}
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

/**
 * The status select (docs/product.md#lead-statuses): new, contacted, won, lost; choosing
 * archived archives, for those who may archive.
 */
function StatusControl({ lead, manage }: { lead: DetailLead; manage: boolean }) {
  const command = useLeadCommand();
  const { run, busy, fetcher } = command;
  const archived = lead.deletedAt !== null;
  const asked = fetcher.formData;
  const value =
    busy && asked
      ? asked.get("intent") === "archive"
        ? "archived"
        : String(asked.get("status") ?? lead.status)
      : lead.status;
  return (
    <SavedSelect
      intent="set-status"
      command={command}
      leadId={lead.id}
      id="lead-detail-status"
      label="Status"
      submitLabel="Update status"
      note={
        archived ? (
          <p id="lead-detail-status-hint" className="text-sm text-muted-foreground">
            This lead is archived. Restore it to change its status.
          </p>
        ) : null
      }
      value={value}
      disabled={archived || busy}
      aria-describedby={archived ? "lead-detail-status-hint" : undefined}
      onChoose={(next, send) => {
        if (next === "archived") void run("archive", [lead.id]);
        else send();
      }}
    >
      {LEAD_STATUSES.filter((status) => manage || status !== "archived").map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </SavedSelect>
  );
}

export type OwnerOption = { id: string; name: string };

/** Who answers the lead: an active admin, or nobody. */
function OwnerControl({ lead, owners }: { lead: DetailLead; owners: readonly OwnerOption[] }) {
  const command = useLeadCommand();
  const { busy, fetcher } = command;
  const stored = lead.ownerId ?? UNASSIGNED_OWNER;
  const asked = busy ? fetcher.formData?.get("owner") : null;
  const value = typeof asked === "string" ? asked : stored;
  const known = stored === UNASSIGNED_OWNER || owners.some((owner) => owner.id === stored);
  return (
    <SavedSelect
      intent="assign"
      command={command}
      leadId={lead.id}
      id="lead-detail-owner"
      label="Owner"
      submitLabel="Update owner"
      value={value}
      disabled={busy}
    >
      <option value={UNASSIGNED_OWNER}>Unassigned</option>
      {owners.map((owner) => (
        <option key={owner.id} value={owner.id}>
          {owner.name}
        </option>
      ))}
      {known ? null : <option value={stored}>Former admin</option>}
    </SavedSelect>
  );
}

/** An archived lead's way back, or an active lead's way out of the list. */
const ARCHIVE_TOGGLE = {
  archived: { intent: "restore", label: "Restore", Icon: RotateCcw },
  active: { intent: "archive", label: "Archive", Icon: Archive },
} as const;

function LeadActions({ lead }: { lead: DetailLead }) {
  const { run, busy, fetcher } = useLeadCommand();
  const pending = busy ? fetcher.formData?.get("intent") : null;
  const toggle = ARCHIVE_TOGGLE[lead.deletedAt !== null ? "archived" : "active"];
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => run(toggle.intent, [lead.id])}
      >
        {pending === toggle.intent ? <Spinner /> : <toggle.Icon aria-hidden="true" />}
        {toggle.label}
      </Button>
      <ConfirmDialog
        title="Delete this lead permanently?"
        description={`${lead.name} will be removed for good. This cannot be undone.`}
        confirmLabel="Delete Permanently"
        onConfirm={() => run("delete", [lead.id])}
        trigger={
          <Button type="button" variant="destructive" size="sm" disabled={busy}>
            <Trash2 aria-hidden="true" />
            Delete Permanently
          </Button>
        }
      />
    </div>
  );
}

/** Everything stored about one lead (docs/product.md#data, the campaign of its visit: ADR 0026). */
export function LeadDetailView({
  lead,
  owners,
  manage,
  timeZone,
  whatsapp: replies,
  children,
}: {
  lead: DetailLead;
  owners: readonly OwnerOption[];
  /** Whether the viewer may archive, restore and delete leads (ADR 0027). */
  manage: boolean;
  timeZone: string;
  /** The team's WhatsApp reply templates and the site title (per language) they may name. */
  whatsapp: { templates: readonly WhatsappTemplate[]; siteTitle: TranslatedText };
  /** More cards below the lead's own (its timeline). */
  children?: React.ReactNode;
}) {
  const whatsapp = whatsappHref(lead.whatsappNumber);
  const phoneDigits = (lead.phone ?? "").replace(/[^\d+]/g, "");
  return (
    // Rows: the status card's own height, then the rest (the lead's cards span both).
    <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
      {/* The status and the owner first on a phone, the contact with its reply next; from a
          laptop's width beside the lead's own cards, the details under them. */}
      <LeadCard
        title={
          <>
            Status
            <LeadStatusBadge status={lead.status} />
          </>
        }
        className="self-start lg:col-start-3 lg:row-start-1"
        titleClassName="flex items-center justify-between gap-2"
        contentClassName="grid gap-6"
      >
        <StatusControl lead={lead} manage={manage} />
        <OwnerControl lead={lead} owners={owners} />
      </LeadCard>
      <div className="grid content-start gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <LeadCard title="Contact">
          {lead.whatsappNumber && e164Digits(lead.whatsappNumber) ? (
            <div className="mb-4 border-b pb-4">
              <WhatsappReplyForm
                leadId={lead.id}
                whatsappNumber={lead.whatsappNumber}
                language={replyLanguageOf(lead.locale)}
                templates={replies.templates}
                values={
                  {
                    name: lead.name,
                    selectedPlan: lead.selectedPlan,
                    siteTitle: replies.siteTitle,
                  } satisfies ReplyValues
                }
              />
            </div>
          ) : null}
          <dl className={fieldsClass}>
            {/* A lead writes in any language: a name, a message or a consent in Urdu reads
                in its own direction, its numbers, addresses and codes left to right (ADR 0053). */}
            <Item label="Name">
              <bdi>{text(lead.name)}</bdi>
            </Item>
            <Item label="Email">
              {lead.email ? (
                <a href={`mailto:${lead.email}`} dir="ltr" className={linkClass}>
                  {lead.email}
                </a>
              ) : (
                empty
              )}
            </Item>
            <Item label="Phone">
              {lead.phone?.trim() && phoneDigits ? (
                <a href={`tel:${phoneDigits}`} dir="ltr" className={linkClass}>
                  {lead.phone}
                </a>
              ) : (
                text(lead.phone)
              )}
            </Item>
            <Item label="WhatsApp">
              {whatsapp ? (
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className={linkClass}
                >
                  {lead.whatsappNumber}
                </a>
              ) : (
                text(lead.whatsappNumber)
              )}
            </Item>
            <Item label="Country">{text(lead.country)}</Item>
            <Item label="Business Type">{text(lead.businessType)}</Item>
          </dl>
        </LeadCard>
        <LeadCard title="Message">
          {lead.message?.trim() ? (
            <p dir="auto" data-lead-message="" className="whitespace-pre-wrap break-words">
              {isolateLeftToRightRuns(lead.message)}
            </p>
          ) : (
            <p className="text-muted-foreground">No message.</p>
          )}
        </LeadCard>
        <LeadCard title="Attribution">
          <dl className={fieldsClass}>
            <Item label="UTM Source">{text(lead.utmSource)}</Item>
            <Item label="UTM Medium">{text(lead.utmMedium)}</Item>
            <Item label="UTM Campaign">{text(lead.utmCampaign)}</Item>
            <Item label="UTM Term">{text(lead.utmTerm)}</Item>
            <Item label="UTM Content">{text(lead.utmContent)}</Item>
            <Item label="Referrer">{text(lead.referrer)}</Item>
            <Item label="Landing Page">{text(lead.landingPage)}</Item>
          </dl>
        </LeadCard>
        {children}
      </div>
      <LeadCard
        title="Details"
        className="self-start lg:col-start-3 lg:row-start-2"
        contentClassName="grid gap-6"
      >
        {manage ? <LeadActions lead={lead} /> : null}
        <LeadFollowUpForm lead={lead} timeZone={timeZone} />
        <dl className="grid gap-4 border-t pt-4">
          <Item label="Source">{text(leadSourceLabel(lead.source))}</Item>
          <Item label="Language">
            <span data-lead-language={lead.locale}>{languageName(lead.locale)}</span>
          </Item>
          <Item label="Selected Plan">{text(lead.selectedPlan)}</Item>
          <Item label="Created">{formatConsoleDateTime(lead.createdAt, timeZone)}</Item>
          <Item label="Updated">{formatConsoleDateTime(lead.updatedAt, timeZone)}</Item>
          <Item label="Archived">
            {lead.deletedAt ? formatConsoleDateTime(lead.deletedAt, timeZone) : empty}
          </Item>
          <Item label="Consent">
            {lead.consentText ? (
              <>
                <q dir="auto" className="block">
                  {lead.consentText}
                </q>
                <span className="block text-sm text-muted-foreground">
                  Agreed {lead.consentAt ? formatConsoleDateTime(lead.consentAt, timeZone) : null}
                  {lead.consentPage ? ` on ${lead.consentPage}` : null}
                </span>
              </>
            ) : (
              empty
            )}
          </Item>
        </dl>
      </LeadCard>
    </div>
  );
}
