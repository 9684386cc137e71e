import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The console's 404: an unknown screen, or an item (a page) that does not exist. */
export function ConsoleNotFound() {
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
