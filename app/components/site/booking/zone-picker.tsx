import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import type { ZoneChoices } from "#app/modules/bookings/booking-page.ts";
import { useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { useNonce } from "#app/modules/security/nonce.tsx";

const ZONE_SELECT_ID = "booking-zone";

/** The page's parts that depend on the zone shown, each a lone element of its tag, by id. */
export const ZONE_PART_IDS = {
  shown: "booking-zone-shown",
  days: "booking-days",
  times: "booking-times",
  posted: "booking-zone-field",
} as const;

/**
 * The visitor's zone, found by the browser (Intl): when the address names none and the page
 * shows another, the page is fetched in theirs and its parts that depend on the zone (the zone
 * named, the days, the times) are cut out of it by id and put in place, the zone chosen and
 * posted set, and the address follows (history.replaceState). Not a new navigation, nor the
 * whole page parsed: either cost the page its Lighthouse score. Nothing is replaced once a time
 * is chosen. Under 500 bytes gzip, inline: the page adds no module of its own
 * (bench/booking-page-weight.ts).
 */
const DETECT_ZONE = `(function(){var u=new URL(location.href);if(u.searchParams.has("tz"))return;var z=Intl.DateTimeFormat().resolvedOptions().timeZone,s=document.getElementById("${ZONE_SELECT_ID}");if(!z||!s||s.value===z)return;u.searchParams.set("tz",z);u.searchParams.delete("day");fetch(u,{headers:{Accept:"text/html"}}).then(function(r){return r.ok?r.text():""}).then(function(h){if(!h||document.querySelector("[name=start]:checked"))return;["${ZONE_PART_IDS.shown}","${ZONE_PART_IDS.days}","${ZONE_PART_IDS.times}"].forEach(function(id){var o=document.getElementById(id),i=h.indexOf('id="'+id+'"');if(!o||i<0)return;var a=h.lastIndexOf("<",i),t=h.slice(a+1,h.indexOf(" ",a)),b=h.indexOf("</"+t+">",i)+t.length+3,e=document.createElement("template");e.innerHTML=h.slice(a,b);o.replaceWith(e.content)});s.value=z;if(s.value!==z)s.add(new Option(z,z,!0,!0));var f=document.getElementById("${ZONE_PART_IDS.posted}");if(f)f.value=z;history.replaceState(null,"",u)})})()`;

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
              aria-describedby={ZONE_PART_IDS.shown}
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
      <p id={ZONE_PART_IDS.shown} className="text-sm text-muted-foreground">
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
