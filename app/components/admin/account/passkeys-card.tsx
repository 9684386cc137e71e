import { Fingerprint, KeySquare, type LucideIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  browserSupportsWebAuthn,
  createPasskey,
  PasskeyCancelled,
} from "#app/components/admin/passkey-browser.ts";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogBody,
  DialogCancelButton,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { AccountActionResult } from "#app/modules/auth/account-form.ts";

type PasskeyView = {
  id: string;
  name: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
  backedUp: boolean;
};

const NAME_MAX = 60;

/**
 * The admin's passkeys on the Account screen: add one (named, after a recent proof of identity,
 * with the device's fingerprint, face or screen lock), see when each was added and last used,
 * rename or remove it.
 */
export function PasskeysCard({
  passkeys,
  timeZone,
}: {
  passkeys: PasskeyView[];
  timeZone: string;
}) {
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  // The dialogs live here, not in the rows: a removed passkey's row is gone before its
  // dialog has shown the answer.
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  return (
    <SectionCard
      icon={Fingerprint}
      title="Passkeys"
      description="Sign in with your device's fingerprint, face or screen lock instead of a password and code. A passkey cannot be phished: it only works on this site."
    >
      {passkeys.length > 0 ? (
        <ul className="grid gap-3" aria-label="Passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              when={when}
              onRename={() => setRenaming(passkey)}
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
      )}
      <AddPasskeyForm />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}

/** Name, then the browser's passkey dialog; two requests: the challenge, then the answer. */
function AddPasskeyForm() {
  const hydrated = useHydrated();
  const confirmIdentity = useRecentAuthentication();
  const challenge = useFetcher<AccountActionResult>();
  const save = useFetcher<AccountActionResult>();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);
  const name = useRef("");

  const failed = (message: string | undefined) => {
    setAdding(false);
    setError(message);
  };
  useFetcherSettled(challenge, async (result) => {
    if (!result?.ok || result.intent !== "passkey-options") {
      failed(result && !result.ok ? result.error : "Something went wrong. Try again.");
      return;
    }
    try {
      const response = await createPasskey(result.options);
      void save.submit({ intent: "passkey-add", name: name.current, response }, { method: "post" });
    } catch (problem) {
      failed(problem instanceof PasskeyCancelled ? undefined : (problem as Error).message);
    }
  });
  useFetcherSettled(save, (result) => {
    if (result?.ok && result.intent === "passkey-add") {
      failed(undefined);
      toast.success(result.message);
      if (nameInput.current) nameInput.current.value = "";
    } else {
      failed(result && !result.ok ? result.error : "Something went wrong. Try again.");
    }
  });

  const supported = hydrated && browserSupportsWebAuthn();
  return (
    <form
      className="grid gap-3 sm:max-w-sm"
      onSubmit={async (event) => {
        event.preventDefault();
        const typed = nameInput.current?.value.trim() ?? "";
        if (!typed) {
          setError("Name the passkey");
          nameInput.current?.focus();
          return;
        }
        setError(undefined);
        // Adding a way to sign in is a sensitive change: a recent proof of identity first.
        if (!(await confirmIdentity())) return;
        name.current = typed;
        setAdding(true);
        void challenge.submit({ intent: "passkey-options" }, { method: "post" });
      }}
    >
      <Field
        label="Passkey name"
        required
        error={error}
        description={
          hydrated && !supported
            ? "This browser cannot create passkeys."
            : "Where it lives, so you can tell your passkeys apart."
        }
      >
        {(props) => (
          <Input
            {...props}
            ref={nameInput}
            name="name"
            required
            maxLength={NAME_MAX}
            autoComplete="off"
            placeholder="Work laptop"
          />
        )}
      </Field>
      <Button type="submit" disabled={!supported || adding} className="justify-self-start">
        {adding ? <Spinner /> : <Plus aria-hidden="true" />}
        Add a passkey
      </Button>
    </form>
  );
}

function PasskeyItem({
  passkey,
  when,
  onRename,
  onRemove,
}: {
  passkey: PasskeyView;
  when: Intl.DateTimeFormat;
  onRename: () => void;
  onRemove: () => void;
}) {
  /** What can be done to the passkey, its name in the button's accessible name. */
  const passkeyButton = (verb: string, Icon: LucideIcon, onClick: () => void) => (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`${verb} ${passkey.name}`}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      {verb}
    </Button>
  );
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3 text-sm">
        <KeySquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {passkey.name}
            {passkey.backedUp ? <Badge variant="secondary">Synced</Badge> : null}
          </p>
          <p className="text-muted-foreground">
            Added {when.format(new Date(passkey.createdAt))} ·{" "}
            {passkey.lastUsedAt
              ? `Last used ${when.format(new Date(passkey.lastUsedAt))}`
              : "Not used yet"}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {passkeyButton("Rename", Pencil, onRename)}
        {passkeyButton("Remove", Trash2, onRemove)}
      </div>
    </li>
  );
}

function RenamePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: PasskeyView | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<AccountActionResult>();
  const busy = fetcher.state !== "idle";
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && "message" in result) {
      toast.success(result.message);
      onClose();
    }
  });
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  return (
    <Dialog
      open={passkey !== null}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename passkey</DialogTitle>
          <DialogDescription>A name that says where this passkey lives.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="contents" key={passkey?.id}>
          <DialogBody>
            <input type="hidden" name="intent" value="passkey-rename" />
            <input type="hidden" name="passkeyId" value={passkey?.id ?? ""} />
            <Field label="Passkey name" required error={error}>
              {(props) => (
                <Input
                  {...props}
                  name="name"
                  required
                  maxLength={NAME_MAX}
                  autoComplete="off"
                  defaultValue={passkey?.name}
                  autoFocus
                />
              )}
            </Field>
          </DialogBody>
          <DialogFooter>
            <DialogCancelButton disabled={busy} />
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              Save
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function RemovePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: PasskeyView | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<AccountActionResult>();
  const settle = useRef<((ok: boolean) => void) | null>(null);
  const confirmIdentity = useRecentAuthentication();
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && "message" in result) toast.success(result.message);
    else
      toast.error("Failed to remove the passkey", {
        description: result?.ok ? undefined : result?.error,
      });
    settle.current?.(result?.ok === true);
    settle.current = null;
  });
  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Remove passkey?"
      description={
        passkey
          ? `"${passkey.name}" will no longer sign you in. Remove it from the device or password manager too.`
          : undefined
      }
      confirmLabel="Remove"
      onConfirm={async () => {
        // Removing a way to sign in is a sensitive change: a recent proof of identity first.
        if (!passkey || !(await confirmIdentity())) return false;
        return new Promise<boolean>((resolve) => {
          settle.current = resolve;
          void fetcher.submit(
            { intent: "passkey-remove", passkeyId: passkey.id },
            { method: "post" },
          );
        });
      }}
    />
  );
}
