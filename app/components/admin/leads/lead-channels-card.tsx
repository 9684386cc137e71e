import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { languageName } from "#app/modules/i18n/locales.ts";
import { leadSourceLabel } from "#app/modules/leads/lead-source.ts";
import type { LeadTouch } from "#app/modules/leads/lead-touches.server.ts";

/** What a touch's visit says of where it came from, as "Campaign eid-sale (facebook)" parts. */
function visitParts(touch: LeadTouch): string[] {
  const from = [touch.utmSource, touch.utmMedium].filter(Boolean).join(" / ");
  return [
    touch.utmCampaign
      ? `Campaign ${touch.utmCampaign}${from ? ` (${from})` : ""}`
      : from
        ? `From ${from}`
        : null,
    touch.landingPage ? `Landing page ${touch.landingPage}` : null,
    touch.referrer ? `Referrer ${touch.referrer}` : null,
    touch.page ? `Chat started on ${touch.page}` : null,
  ].filter((part): part is string => part !== null);
}

/**
 * Every channel the person came through (docs/decisions/0047-one-lead-across-channels.md): the
 * first touch, then each return, with its visit's campaign and landing page.
 */
export function LeadChannelsCard({
  touches,
  timeZone,
}: {
  touches: readonly LeadTouch[];
  timeZone: string;
}) {
  if (touches.length === 0) return null;
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild className="text-lg">
          <h2 id="lead-channels-title">Channels</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <ol aria-labelledby="lead-channels-title" className="grid gap-4">
          {touches.map((touch, index) => {
            const parts = visitParts(touch);
            return (
              <li
                key={touch.id}
                className="grid gap-1 border-l-2 pl-3"
                data-channel={touch.kind}
                data-source={touch.source}
              >
                <p className="text-sm">
                  <span className="font-medium">
                    {leadSourceLabel(touch.source)}
                    {touch.chatCode ? ` · code ${touch.chatCode}` : null}
                  </span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {index === 0 ? "First touch" : "Came back"} · {languageName(touch.locale)} ·{" "}
                    <time dateTime={new Date(touch.createdAt).toISOString()}>
                      {formatConsoleDateTime(touch.createdAt, timeZone)}
                    </time>
                  </span>
                </p>
                <p className="break-words text-sm text-muted-foreground">
                  {parts.length > 0
                    ? parts.join(" · ")
                    : "No campaign: a direct visit or none known"}
                </p>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
