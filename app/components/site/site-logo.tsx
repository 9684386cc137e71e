import bundledLogo from "#app/assets/logo.svg?url";
import { cn } from "#app/lib/utils.ts";

/** The configured logo, else the bundled one. Decorative: the site title stands beside it. */
export function SiteLogo({ logoUrl, className }: { logoUrl: string | null; className?: string }) {
  return (
    <img
      src={logoUrl || bundledLogo}
      alt=""
      width={36}
      height={36}
      className={cn("shrink-0 rounded-lg object-contain", className)}
    />
  );
}
