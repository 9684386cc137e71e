import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { cn } from "#app/lib/utils.ts";
import { listActivity, listActivityEntities } from "#app/modules/activity/activity.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/activity";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const url = new URL(request.url);
  const entity = withoutControlCharacters(url.searchParams.get("entity") ?? "") || undefined;
  const page = Number(url.searchParams.get("page")) || 1;
  return {
    ...(await listActivity(db, { entity, page })),
    entities: await listActivityEntities(db),
    entity: entity ?? "",
    // Times are written in the site's zone on the server and in the browser alike.
    timeZone: config.SITE_TIMEZONE,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Activity | Admin" }];

function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${key.replaceAll("_", " ")}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
    )
    .join(", ");
}

export default function ActivityLog({ loaderData }: Route.ComponentProps) {
  const { rows, entities, entity, page, pageCount, total, timeZone } = loaderData;
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const submit = useSubmit();
  const [params] = useSearchParams();
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next}`;
  };
  return (
    <>
      <AdminPageHeader
        title="Activity"
        subtitle="Every change made in the console: who, what and when"
      />
      <Card>
        <CardContent className="p-4 sm:p-6">
          <Form
            method="get"
            className="mb-4 flex flex-wrap items-end gap-3"
            onChange={(event) => submit(event.currentTarget)}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="activity-entity">Entity</Label>
              <NativeSelect
                id="activity-entity"
                name="entity"
                defaultValue={entity}
                className="w-56"
              >
                <option value="">All entities</option>
                {entities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <noscript>
              <button type="submit" className={buttonVariants({ variant: "outline" })}>
                Filter
              </button>
            </noscript>
            <p className="ml-auto text-sm text-muted-foreground">
              {total.toLocaleString("en-US")} {total === 1 ? "entry" : "entries"}
            </p>
          </Form>
          {rows.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">No activity yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Entity</TableHead>
                  <TableHead>Details</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <time dateTime={new Date(row.createdAt).toISOString()}>
                        {when.format(new Date(row.createdAt))}
                      </time>
                    </TableCell>
                    <TableCell>{row.userEmail ?? "System"}</TableCell>
                    <TableCell>
                      <Badge variant="secondary">{row.action}</Badge>
                    </TableCell>
                    <TableCell>{row.entity}</TableCell>
                    <TableCell className="max-w-md whitespace-normal text-muted-foreground">
                      {describe(row.details)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {pageCount > 1 ? (
            <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm">
              <Link
                to={pageHref(page - 1)}
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  page <= 1 && "pointer-events-none opacity-50",
                )}
                aria-disabled={page <= 1}
              >
                Previous
              </Link>
              <span>
                Page {page} of {pageCount}
              </span>
              <Link
                to={pageHref(page + 1)}
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  page >= pageCount && "pointer-events-none opacity-50",
                )}
                aria-disabled={page >= pageCount}
              >
                Next
              </Link>
            </nav>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
