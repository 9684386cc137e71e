import { data } from "react-router";
import { ConsoleNotFound } from "#app/components/admin/console-not-found.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Not found | Admin" }];

export default function AdminNotFound() {
  return <ConsoleNotFound />;
}
