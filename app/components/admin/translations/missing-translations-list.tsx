import { CircleCheck, SquarePen } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { countInWords } from "#app/modules/i18n/count-words.ts";
import type {
  MissingTranslation,
  TranslationArea,
} from "#app/modules/translations/translation-areas.ts";

/** The longest English text a row shows; the rest is in its editor. */
const PREVIEW = 140;

const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

/**
 * The texts a language lacks, area by area (ADR 0051): each names its thing and field, shows
 * its English and links to where it is edited; nothing missing says so.
 */
export function MissingTranslationsList({
  language,
  areas,
  items,
}: {
  /** The language's name ("Urdu"). */
  language: string;
  /** The areas the person may edit, in order, with their headings. */
  areas: readonly { area: TranslationArea; label: string }[];
  items: readonly MissingTranslation[];
}) {
  if (items.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <CircleCheck aria-hidden="true" className="size-8 text-green-600" />
          <p className="font-medium">Every text has its {language} version</p>
          <p className="text-sm text-muted-foreground">
            Texts you write in English later show here until their {language} is written.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        {countInWords(items.length, { one: "text", other: "texts" })} with no {language} yet.{" "}
        {language} pages show the English text in their place.
      </p>
      {areas.map(({ area, label }) => {
        const rows = items.filter((item) => item.area === area);
        if (rows.length === 0) return null;
        const headingId = `missing-${area}`;
        return (
          <Card key={area}>
            <CardHeader className="px-4 pb-2 sm:px-6">
              <CardTitle asChild className="text-lg">
                <h2 id={headingId}>
                  {label} ({rows.length})
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="p-0">
              <ul aria-labelledby={headingId} className="divide-y border-t">
                {rows.map((item, index) => (
                  <li
                    // The same field may be missing twice in one thing (two cards' titles).
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                    key={index}
                    className="flex flex-wrap items-start gap-3 px-4 py-3 sm:px-6"
                  >
                    <div className="grid min-w-0 flex-1 basis-64 gap-1">
                      <p className="text-sm">
                        <span className="font-semibold break-words">{item.thing}</span>
                        <span aria-hidden="true" className="text-muted-foreground">
                          {" "}
                          ·{" "}
                        </span>
                        <span className="break-words">{item.field}</span>
                      </p>
                      <p lang="en" className="text-sm text-muted-foreground break-words">
                        English: “{preview(item.english)}”
                      </p>
                    </div>
                    <Link
                      to={item.href}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      aria-label={`Write the ${language} of ${item.field}, ${item.thing}`}
                    >
                      <SquarePen aria-hidden="true" />
                      Edit
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
