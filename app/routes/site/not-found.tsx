import { data } from "react-router";
import { NotFoundContent } from "#app/components/site/not-found-content.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundContent />;
}
