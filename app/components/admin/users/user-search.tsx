import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

const DEBOUNCE_MS = 300;

/**
 * The user search (docs/product.md#user-management): a GET form on `?q=` that works without JavaScript (Enter
 * submits it) and, with it, searches as you type after a short pause. Shows the counts.
 */
export function UserSearch({ q, total, active }: { q: string; total: number; active: number }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/admin/users";

  // The URL changed some other way (back button, "Clear search"): show its query.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function search(value: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const term = value.trim();
      submit(term ? { q: term } : {}, { method: "get", replace: true, preventScrollReset: true });
    }, DEBOUNCE_MS);
  }

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Form
        method="get"
        role="search"
        className="flex w-full gap-2 sm:max-w-sm"
        onSubmit={() => clearTimeout(timer.current)}
      >
        <Label htmlFor="user-search" className="sr-only">
          Search users
        </Label>
        <div className="relative w-full">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={input}
            id="user-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Search by name or email..."
            autoComplete="off"
            maxLength={200}
            className="pl-9"
            onChange={(event) => search(event.currentTarget.value)}
          />
          {searching ? (
            <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
          ) : null}
        </div>
        <noscript>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            Search
          </button>
        </noscript>
      </Form>
      <p className="flex gap-4 text-sm text-muted-foreground" aria-live="polite">
        <span>
          <strong className="font-semibold text-foreground tabular-nums">
            {total.toLocaleString("en-US")}
          </strong>{" "}
          total users
        </span>
        <span>
          <strong className="font-semibold text-foreground tabular-nums">
            {active.toLocaleString("en-US")}
          </strong>{" "}
          active
        </span>
      </p>
    </div>
  );
}
