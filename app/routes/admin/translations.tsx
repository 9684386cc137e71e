import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import { MissingTranslationsList } from "#app/components/admin/translations/missing-translations-list.tsx";
import { cn } from "#app/lib/utils.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import {
  LANGUAGE_NAMES,
  TRANSLATED_LOCALES,
  translatedLocaleOf,
} from "#app/modules/i18n/locales.ts";
import {
  TRANSLATION_AREAS,
  type TranslationArea,
} from "#app/modules/translations/translation-areas.ts";
import { listMissingTranslations } from "#app/modules/translations/translations.server.ts";
import { can } from "#app/modules/users/permissions.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/translations";

// Translations (ADR 0051): what each language other than English still lacks, each text linked
// to where it is written. Whoever edits content opens it; each sees the areas they may edit.

const TITLE = "Translations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission({ request, context }, "content.edit");
  const locale = translatedLocaleOf(new URL(request.url).searchParams.get("language"));
  const areas = (Object.keys(TRANSLATION_AREAS) as TranslationArea[]).filter((area) =>
    can(user, TRANSLATION_AREAS[area].permission),
  );
  const { db } = context.get(servicesContext);
  return {
    locale,
    areas: areas.map((area) => ({ area, label: TRANSLATION_AREAS[area].label })),
    items: await listMissingTranslations(db, locale, areas),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${TITLE} | Admin` }];

const subtitle = (language: string) =>
  `Texts written in English with no ${language} yet, each linked to where you write it.`;

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { locale, areas, items } = loaderData;
  const language = LANGUAGE_NAMES[locale];
  return (
    <>
      <AdminPageHeader title={TITLE} subtitle={subtitle(language)} />
      {TRANSLATED_LOCALES.length > 1 ? (
        <nav aria-label="Languages" className="mb-4 flex flex-wrap gap-2">
          {TRANSLATED_LOCALES.map((other) => (
            <Link
              key={other}
              to={`?language=${other}`}
              aria-current={other === locale ? "page" : undefined}
              className={cn(
                "rounded-md border px-3 py-1 text-sm",
                other === locale && "bg-primary text-primary-foreground",
              )}
            >
              {LANGUAGE_NAMES[other]}
            </Link>
          ))}
        </nav>
      ) : null}
      <MissingTranslationsList language={language} areas={areas} items={items} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  return (
    <>
      <AdminPageHeader title={TITLE} subtitle="Texts with no translation yet." />
      <LoadErrorCard message="Failed to load the texts without a translation" />
    </>
  );
}
