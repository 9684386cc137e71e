import { RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/toaster.tsx";

/**
 * What a console screen shows when its data could not be read: the product's toast (docs/product.md)
 * ('Failed to load website settings', 'Failed to load page settings') and a way to try again.
 */
export function LoadErrorCard({ message }: { message: string }) {
  const location = useLocation();
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold">{message}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Please try again in a moment. Nothing was changed.
          </p>
        </div>
        <Button asChild variant="outline">
          {/* A full reload, so it also works when the page's scripts failed to load. */}
          <a href={`${location.pathname}${location.search}`}>
            <RefreshCw aria-hidden="true" />
            Try again
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
