import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { ZoneChoices } from "#app/modules/bookings/booking-page.ts";
import { useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { useNonce } from "#app/modules/security/nonce.tsx";

const ZONE_SELECT_ID = "booking-zone";
const ZONE_SHOWN_ID = "booking-zone-shown";

/**
 * The visitor's zone, found by the browser (Intl): when the address names none and the page
 * shows another, the page is asked for again in theirs (replacing this one in the history).
 * Under 300 bytes, inline: the page adds no module of its own (bench/booking-page-weight.ts).
 */
const DETECT_ZONE = `(function(){var u=new URL(location.href);if(u.searchParams.has("tz"))return;var z=Intl.DateTimeFormat().resolvedOptions().timeZone,s=document.getElementById("${ZONE_SELECT_ID}");if(!z||!s||s.value===z)return;u.searchParams.set("tz",z);u.searchParams.delete("day");location.replace(u)})()`;

/**
 * The zone the times are shown in, as a plain GET form: the common zones, then every zone.
 * `detect`: the address named no zone, so the browser's may replace the site's.
 */
export function ZonePicker({
  zone,
  zoneName,
  zones,
  detect,
  keep,
}: {
  zone: string;
  zoneName: string;
  zones: ZoneChoices;
  detect: boolean;
  /** Query parameters the page keeps when the zone changes (a chosen plan). */
  keep: Record<string, string>;
}) {
  const t = useTranslate();
  const nonce = useNonce();
  return (
    <form method="get" className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field
          label={t("booking.zoneLabel")}
          id={ZONE_SELECT_ID}
          className="min-w-0 flex-1 basis-64"
        >
          {(props) => (
            <NativeSelect
              {...props}
              aria-describedby={ZONE_SHOWN_ID}
              name="tz"
              defaultValue={zone}
              autoComplete="off"
            >
              <optgroup label={t("booking.zoneCommon")}>
                {zones.common.map((common) => (
                  <option key={common.zone} value={common.zone}>
                    {common.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("booking.zoneAll")}>
                {zones.all.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          )}
        </Field>
        <Button type="submit" variant="outline">
          {t("booking.showTimes")}
        </Button>
      </div>
      <p id={ZONE_SHOWN_ID} className="text-sm text-muted-foreground">
        {withElement(
          (placeholder) => t("booking.timesIn", { zone: placeholder }),
          <bdi key="zone">{zoneName}</bdi>,
        )}
      </p>
      {detect ? (
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, with no "<"
          dangerouslySetInnerHTML={{ __html: DETECT_ZONE }}
        />
      ) : null}
    </form>
  );
}
