import { Save, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import {
  type AnalyticsRetention,
  MAX_ANALYTICS_RETENTION_MONTHS,
} from "#app/modules/analytics/analytics-retention.ts";
import {
  type LeadConsent,
  type LeadRetention,
  MAX_CONSENT_LABEL,
  MAX_RETENTION_MONTHS,
} from "#app/modules/leads/lead-consent.ts";

export const LEAD_PRIVACY_INTENT = "lead-privacy";

export type LeadPrivacyResult =
  | { ok: true; message: string }
  | { ok: false; error: string; description?: string };

/**
 * The lead forms' consent checkbox (off by default: the forms stay as specified), how long
 * archived leads are kept (off by default) and how long the visitor analytics' raw page views
 * are kept (13 months). Its own form, saved apart from the site's settings.
 */
export function LeadPrivacyCard({
  consent,
  retention,
  pageViewRetention,
}: {
  consent: LeadConsent;
  retention: LeadRetention;
  pageViewRetention: AnalyticsRetention;
}) {
  const fetcher = useFetcher<LeadPrivacyResult>();
  const saving = fetcher.state !== "idle";
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error, { description: result.description });
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post" className="mt-6">
      <input type="hidden" name="intent" value={LEAD_PRIVACY_INTENT} />
      <SectionCard
        icon={ShieldCheck}
        title="Consent & Privacy"
        description="A consent checkbox on the Contact and Get Started forms, how long archived leads are kept, and how long visitor analytics keep single page views."
      >
        <div className="flex items-center gap-2">
          <input
            id="consent-enabled"
            type="checkbox"
            name="enabled"
            defaultChecked={consent.enabled}
            className="size-4 accent-primary"
          />
          <Label htmlFor="consent-enabled">Ask for consent on the lead forms</Label>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="consent-label">Consent checkbox text</Label>
          <Textarea
            id="consent-label"
            name="label"
            rows={2}
            required
            maxLength={MAX_CONSENT_LABEL}
            defaultValue={consent.label}
            aria-describedby="consent-label-hint"
          />
          <p id="consent-label-hint" className="text-sm text-muted-foreground">
            Shown beside the required checkbox; each lead keeps the text it agreed to.
          </p>
        </div>
        <Field
          label="Delete archived leads after (months)"
          description="Leave empty to keep them. Checked daily; deletions are logged in the Activity log."
          className="sm:max-w-xs"
        >
          {(props) => (
            <Input
              {...props}
              name="retentionMonths"
              type="number"
              min={1}
              max={MAX_RETENTION_MONTHS}
              placeholder="Keep forever"
              defaultValue={retention.months ?? ""}
            />
          )}
        </Field>
        <Field
          label="Delete page views after (months)"
          description="Single page views of the Analytics view; its daily totals are kept."
          className="sm:max-w-xs"
        >
          {(props) => (
            <Input
              {...props}
              name="pageViewRetentionMonths"
              type="number"
              min={1}
              max={MAX_ANALYTICS_RETENTION_MONTHS}
              required
              defaultValue={pageViewRetention.months}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner /> : <Save aria-hidden="true" />}
            Save Privacy Settings
          </Button>
        </div>
      </SectionCard>
    </fetcher.Form>
  );
}
