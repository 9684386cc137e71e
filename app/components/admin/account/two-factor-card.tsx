import { Check, Copy, Download, KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { SecondFactorCodeField } from "#app/components/admin/account/second-factor-code-field.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { ShownOnceDialog } from "#app/components/admin/shown-once-dialog.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { AccountActionResult, TwoFactorSetupData } from "#app/modules/auth/account-form.ts";
import type { TwoFactorStatus } from "#app/modules/auth/two-factor.server.ts";

/** The error of a failed answer, for the form that sent it. */
function errorOf(result: AccountActionResult | undefined): string | undefined {
  return result && !result.ok ? result.error : undefined;
}

/**
 * Two-factor on the Account screen: set up (password, then scan and confirm a first code),
 * then see the recovery codes once; later regenerate them or turn two-factor off.
 */
export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  return (
    <SectionCard
      icon={ShieldCheck}
      title="Two-factor authentication"
      description="After your password, sign-in asks for a code from an authenticator app on your phone."
    >
      <div className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>Status:</span>
          {status.enabled ? <Badge>On</Badge> : <Badge variant="secondary">Off</Badge>}
          {status.enabled ? (
            <span className="text-muted-foreground">
              {status.recoveryCodesLeft} of 10 recovery codes left
            </span>
          ) : null}
        </p>
        {/* The setup stays until its own answer is handled: the page's data says "on" first. */}
        {setup ? (
          <ConfirmForm
            setup={setup}
            onConfirmed={() => {
              setShownCodes(setup.recoveryCodes);
              setSetup(null);
            }}
            onCancel={() => setSetup(null)}
          />
        ) : status.enabled ? (
          <>
            <RegenerateForm onCodes={setShownCodes} />
            <DisableForm />
          </>
        ) : (
          <StartForm onStarted={setSetup} />
        )}
      </div>
      <RecoveryCodesDialog codes={shownCodes} onClose={() => setShownCodes(null)} />
    </SectionCard>
  );
}

function PasswordField({ error, label = "Your password" }: { error?: string; label?: string }) {
  return (
    <Field label={label} required error={error}>
      {(props) => (
        <Input
          {...props}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
        />
      )}
    </Field>
  );
}

function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

function StartForm({ onStarted }: { onStarted: (setup: TwoFactorSetupData) => void }) {
  const fetcher = useFetcher<AccountActionResult>();
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && result.intent === "two-factor-start") onStarted(result.setup);
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:max-w-sm">
      <input type="hidden" name="intent" value="two-factor-start" />
      <PasswordField error={errorOf(fetcher.data)} />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
        Set up two-factor authentication
      </Button>
    </fetcher.Form>
  );
}

function ConfirmForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetupData;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const fetcher = useFetcher<AccountActionResult>();
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && result.intent === "two-factor-confirm") {
      toast.success("Two-factor authentication is on");
      onConfirmed();
    }
  });
  const busy = fetcher.state !== "idle";
  return (
    <div className="grid gap-4 rounded-md border p-4">
      <ol className="grid list-decimal gap-1 ps-5 text-sm">
        <li>Scan this QR code with your authenticator app (or type the key in).</li>
        <li>Enter the 6-digit code it shows to finish.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="size-44 shrink-0 rounded-md bg-white p-2 text-black [&_svg]:size-full"
          // Markup we generate from the otpauth URI (uqr): shapes only, no text or script.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own QR code SVG
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <dl className="grid min-w-0 gap-1">
          <dt className="text-sm font-medium">Setup key</dt>
          <dd>
            <code
              data-testid="totp-secret"
              dir="ltr"
              className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
            >
              {setup.secret}
            </code>
          </dd>
        </dl>
      </div>
      <fetcher.Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <SecondFactorCodeField error={errorOf(fetcher.data)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : <Check aria-hidden="true" />}
            Turn on
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}

function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const fetcher = useFetcher<AccountActionResult>();
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && result.intent === "recovery-codes-regenerate") onCodes(result.recoveryCodes);
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid gap-3 rounded-md border p-4 sm:max-w-md">
      <h3 className="font-medium">New recovery codes</h3>
      <p className="text-sm text-muted-foreground">
        Makes 10 new codes; the old ones stop working.
      </p>
      <input type="hidden" name="intent" value="recovery-codes-regenerate" />
      <PasswordField />
      <SecondFactorCodeField label="Code from your app or a recovery code" />
      <FormError message={errorOf(fetcher.data)} />
      <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
        {busy ? <Spinner /> : <KeyRound aria-hidden="true" />}
        Regenerate recovery codes
      </Button>
    </fetcher.Form>
  );
}

function DisableForm() {
  const fetcher = useFetcher<AccountActionResult>();
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && result.intent === "two-factor-disable") {
      toast.success("Two-factor authentication is off");
    }
  });
  const busy = fetcher.state !== "idle";
  const error = errorOf(fetcher.data);
  return (
    <fetcher.Form method="post" className="grid gap-3 rounded-md border p-4 sm:max-w-md">
      <h3 className="font-medium">Turn off two-factor authentication</h3>
      <input type="hidden" name="intent" value="two-factor-disable" />
      <PasswordField />
      <SecondFactorCodeField label="Code from your app or a recovery code" />
      <FormError message={error} />
      <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
        {busy ? <Spinner /> : <ShieldOff aria-hidden="true" />}
        Turn off
      </Button>
    </fetcher.Form>
  );
}

/** The recovery codes, shown once: copy or download them before closing. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes?.join("\n") ?? "";

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Copy failed", { description: "Select the codes and copy them yourself." });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <ShownOnceDialog
      open={codes !== null}
      title="Save your recovery codes"
      description="If you lose your phone, each code signs you in once instead of an app code."
      note={
        <>
          <strong>These codes won't be shown again.</strong> Keep them somewhere safe, apart from
          your phone.
        </>
      }
      actions={
        <>
          <Button type="button" variant="outline" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
          <Button type="button" variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            Download
          </Button>
        </>
      }
      onClose={close}
    >
      <ul
        aria-label="Recovery codes"
        dir="ltr"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-muted p-4 font-mono text-sm"
      >
        {codes?.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </ShownOnceDialog>
  );
}
