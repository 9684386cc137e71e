import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { noteTypingBeforeHydration } from "#app/lib/typed-before-hydration.ts";

// React Router's default client entry, plus: what a person typed into the server-rendered page
// before this script ran is noted first, so that hydration cannot lose it (console forms).
noteTypingBeforeHydration(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
