import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The spec's 404 view, for unknown paths and for pages that are switched off. */
export function NotFoundContent() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={buttonVariants()}>
        Return to Home
      </Link>
    </div>
  );
}
