import { Scale } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { LEGAL_ROLES, type LegalRole } from "#app/modules/navigation/page-setting-keys.ts";
import type { PageSettingsView } from "./optimistic-pages.ts";
import { useSettingFetcher } from "./page-setting-row.tsx";

/** The footer's labels (docs/product.md#page-settings), as the console names the page each links to. */
const ROLE_LABELS: Record<LegalRole, string> = {
  privacy: "Privacy Policy page",
  terms: "Terms of Service page",
};

function LegalPageForm({
  role,
  pages,
  chosen,
}: {
  role: LegalRole;
  pages: readonly PageSettingsView[];
  chosen: string | null;
}) {
  const fetcher = useSettingFetcher();
  const saving = fetcher.state !== "idle";
  const id = `legal-page-${role}`;
  const chosenPage = pages.find((page) => page.id === chosen);
  return (
    <fetcher.Form method="post" key={chosen ?? ""} className="grid gap-1.5">
      <input type="hidden" name="intent" value="legal" />
      <input type="hidden" name="role" value={role} />
      <Label htmlFor={id}>{ROLE_LABELS[role]}</Label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          name="page"
          defaultValue={chosenPage?.id ?? ""}
          aria-describedby={`${id}-note`}
        >
          <option value="">None</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.name} ({page.path}){page.isEnabled ? "" : ", not published"}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <Spinner /> : null}
          Save<span className="sr-only"> {ROLE_LABELS[role]}</span>
        </Button>
      </div>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {!chosenPage
          ? "The footer shows the label without a link."
          : chosenPage.isEnabled
            ? `The footer links to ${chosenPage.path}.`
            : "The footer links to this page once it is published."}
      </p>
    </fetcher.Form>
  );
}

/** Which of the owner's pages the footer's Privacy Policy and Terms of Service labels open. */
export function LegalPagesCard({
  pages,
  legal,
}: {
  pages: readonly PageSettingsView[];
  legal: Record<LegalRole, string | null>;
}) {
  const contentPages = pages.filter((page) => page.kind === "content");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2>
            <Scale className="size-5 text-muted-foreground" aria-hidden="true" />
            Privacy and terms pages
          </h2>
        </CardTitle>
        <CardDescription>
          Choose the pages the Privacy Policy and Terms of Service links at the foot of every page
          open. Facebook lead ads and WhatsApp Business ask for your privacy policy's address.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        {LEGAL_ROLES.map((role) => (
          <LegalPageForm key={role} role={role} pages={contentPages} chosen={legal[role]} />
        ))}
      </CardContent>
    </Card>
  );
}
