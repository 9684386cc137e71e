import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const product = root?.site.siteTitle ?? "";
  return (
    <section className="bg-gradient-to-br from-primary to-primary/80 px-6 py-24 text-primary-foreground">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">Switch to AI Mode</h1>
        <p className="mt-6 max-w-2xl text-lg opacity-90">
          Let {product} handle your DMs, bookings &amp; clients while you chill.
        </p>
      </div>
    </section>
  );
}
