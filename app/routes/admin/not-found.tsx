import { data, Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Not found | Admin" }];

export default function AdminNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">This console screen does not exist.</p>
      <Link to="/admin" className={buttonVariants()}>
        Back to the dashboard
      </Link>
    </div>
  );
}
