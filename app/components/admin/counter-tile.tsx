import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";

const TILE = "flex items-center justify-between gap-4 rounded-lg border bg-card p-6";

/**
 * One count of the dashboard, with its label and icon. With `href` the tile opens what it
 * counts; `urgent` marks a count that needs acting on (overdue follow-ups).
 */
export function CounterTile({
  label,
  value,
  icon: Icon,
  href,
  urgent = false,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  href?: string;
  urgent?: boolean;
}) {
  const content = (
    <>
      <span>
        <span className="block text-sm font-medium text-muted-foreground">{label}</span>
        <span className="mt-1 block text-3xl font-bold tabular-nums">
          {value.toLocaleString("en-US")}
        </span>
      </span>
      <Icon
        className={cn("size-8", urgent ? "text-destructive" : "text-muted-foreground")}
        aria-hidden="true"
      />
    </>
  );
  return href ? (
    <Link
      to={href}
      className={cn(TILE, "transition-colors hover:bg-accent hover:text-accent-foreground")}
    >
      {content}
    </Link>
  ) : (
    <div className={cn(TILE, "h-full text-card-foreground shadow-sm")}>{content}</div>
  );
}
