import { data } from "react-router";
import { NotFoundContent } from "#app/components/site/not-found-content.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { localeFromPath } from "#app/modules/i18n/locales.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translator(localeFromPath(location.pathname))("notFound.title") },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
