import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The link back to a screen's list ("Back to Leads"), above the screen's heading. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3 mb-4" })}
    >
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
