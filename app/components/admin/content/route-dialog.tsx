import type * as React from "react";
import { useEffect } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { Locale } from "#app/modules/i18n/locales.ts";

// A dialog of a page or post (its preview links, its history) works on a resource route of
// its own: it loads the route's data by fetcher as it opens, and its forms post changes to the
// same route, after which the data is loaded again.

/** What a page's or post's dialog is given. */
export type ContentDialogProps = {
  /** The item, and the language of the version the dialog is about (English when none). */
  target: { id: string; title: string; locale?: Locale };
  timeZone: string;
  onClose: () => void;
};

type Failed = { ok: false; error: string };

/**
 * The data of the resource route at `url`, loaded as the dialog opens (`load` loads another
 * view of it), and `change`, the fetcher its forms post with: each answer is handed to
 * `onAnswer` (`undefined` when none came), and a successful one loads the data again.
 */
export function useRouteDialog<Data, Result extends { ok: true } | Failed>(
  url: string,
  onAnswer: (result: Result | undefined) => void,
) {
  // The routes answer plain JSON, which stays the same type once serialized.
  const data = useFetcher<Data>() as FetcherWithComponents<Data>;
  const change = useFetcher<Result>() as FetcherWithComponents<Result>;
  const { load } = data;

  useEffect(() => {
    void load(url);
  }, [load, url]);

  useFetcherSettled(change, (result) => {
    onAnswer(result);
    if (result?.ok) void load(url);
  });

  return { data: data.data, load, change, busy: change.state !== "idle" };
}

/** The route's data once it came: until then a spinner saying `loading`, a failure its message. */
export function RouteData<Data extends { ok: true }>({
  data,
  loading,
  children,
}: {
  data: Data | Failed | undefined;
  loading: string;
  children: (data: Data) => React.ReactNode;
}) {
  if (!data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> {loading}
      </p>
    );
  }
  if (!data.ok) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {data.error}
      </p>
    );
  }
  return children(data);
}
