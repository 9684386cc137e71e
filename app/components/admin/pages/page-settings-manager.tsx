import { arrayMove } from "@dnd-kit/sortable";
import { CheckCircle2, ExternalLink, FileText, LayoutList, Navigation } from "lucide-react";
import { useFetcher, useFetchers } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import type { LegalRole } from "#app/modules/navigation/page-setting-keys.ts";
import { SortableList } from "../sortable-list.tsx";
import { LegalPagesCard } from "./legal-pages-card.tsx";
import { applyPendingChanges, type PageSettingsView, summarizePages } from "./optimistic-pages.ts";
import { PageSettingRow } from "./page-setting-row.tsx";
import type { PageSettingResult } from "./page-settings-texts.ts";

/** The changes this screen has sent and not yet seen land. */
function usePendingPageChanges(): FormData[] {
  return useFetchers()
    .map((fetcher) => fetcher.formData)
    .filter((form): form is FormData => {
      const intent = form?.get("intent");
      return intent === "toggle" || intent === "move" || intent === "reorder";
    });
}

/** The pages in navigation order, each dragged by its handle or moved by its arrows. */
function PageList({ pages }: { pages: readonly PageSettingsView[] }) {
  const reorder = useFetcher<PageSettingResult>();
  const ids = pages.map((page) => page.id);

  function submitOrder(from: number, to: number) {
    const form = new FormData();
    form.set("intent", "reorder");
    for (const id of arrayMove(ids, from, to)) form.append("order", id);
    void reorder.submit(form, { method: "post" });
  }

  return (
    <SortableList
      id="page-settings-dnd"
      ids={ids}
      noun="page"
      nameOf={(id) => pages.find((page) => page.id === id)?.name ?? "The page"}
      layout="list"
      onMove={submitOrder}
    >
      <ol aria-label="Website pages" className="divide-y border-t">
        {pages.map((page, index) => (
          <PageSettingRow key={page.id} page={page} position={index + 1} count={pages.length} />
        ))}
      </ol>
    </SortableList>
  );
}

/**
 * Summary cards, every page (built-in and the owner's own) with its switches, order and
 * labels, the privacy and terms pages, and the help card.
 */
export function PageSettingsManager({
  pages,
  legal,
}: {
  pages: readonly PageSettingsView[];
  legal: Record<LegalRole, string | null>;
}) {
  const shown = applyPendingChanges(pages, usePendingPageChanges());
  const summary = summarizePages(shown);
  const stats = [
    { label: "Total Pages", value: summary.total, icon: LayoutList },
    { label: "Active Pages", value: summary.active, icon: CheckCircle2 },
    { label: "In Navigation", value: summary.inNavigation, icon: Navigation },
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {stats.map((stat) => (
          // dt and dd sit straight in the card: a dl's groups may hold nothing else.
          <Card key={stat.label} className="p-4 sm:p-6">
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
            <dd className="mt-1 flex items-center justify-between gap-4">
              <span className="text-2xl font-bold tabular-nums sm:text-3xl">{stat.value}</span>
              <stat.icon
                className="hidden size-8 text-muted-foreground sm:block"
                aria-hidden="true"
              />
            </dd>
          </Card>
        ))}
      </dl>

      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2>Website Pages</h2>
          </CardTitle>
          <CardDescription>
            Each change is saved at once. A disabled page answers &ldquo;Page not found&rdquo; and
            leaves the navigation; the order sets its place in the navigation bar. Pages you add in
            the Content Manager are listed here too.
          </CardDescription>
        </CardHeader>
        <PageList pages={shown} />
      </Card>

      <LegalPagesCard pages={shown} legal={legal} />

      <Card>
        <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">Want to change what a page says?</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                These settings decide which pages are live and where they appear. Edit page text and
                SEO details in the Content Manager.
              </p>
            </div>
          </div>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href="/admin/content" target="_blank" rel="noopener">
              Open Content Manager
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
