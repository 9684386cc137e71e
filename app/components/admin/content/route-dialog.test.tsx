import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RouteData } from "./route-dialog.tsx";

type Links = { ok: true; links: string[] } | { ok: false; error: string };

const shown = (data: Links | undefined) =>
  renderToString(
    <RouteData data={data} loading="Loading links...">
      {({ links }) => <ul>{links.join(", ")}</ul>}
    </RouteData>,
  );

describe("RouteData", () => {
  it("says what is loading until the data came", () => {
    const html = shown(undefined);
    expect(html).toMatch(/^<p [^>]*role="status"/);
    expect(html).toContain("Loading links...");
  });

  it("shows a failure's message as an alert", () => {
    expect(shown({ ok: false, error: "You cannot do that." })).toBe(
      '<p role="alert" class="text-sm text-destructive">You cannot do that.</p>',
    );
  });

  it("hands loaded data to its children", () => {
    expect(shown({ ok: true, links: ["a", "b"] })).toBe("<ul>a, b</ul>");
  });
});
