import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { formatLeadsTotal, WithLeadsTotal } from "./leads-total.tsx";

const heading = (total: number | Promise<number>) => (
  <WithLeadsTotal total={total}>
    {(state) => <h2>Leads ({formatLeadsTotal(state)} total)</h2>}
  </WithLeadsTotal>
);

async function settledHtml(element: React.ReactElement) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("WithLeadsTotal", () => {
  it("shows a total the loader already counted at once", () => {
    expect(renderToString(heading(12345))).toBe("<h2>Leads (<!-- -->12,345<!-- --> total)</h2>");
  });

  it("shows the list as counting while the total streams in, then the total", async () => {
    let resolve = (_total: number) => {};
    const total = new Promise<number>((done) => {
      resolve = done;
    });
    expect(renderToString(heading(total))).toContain("Leads (<!-- -->…<!-- --> total)");
    const settled = settledHtml(heading(total));
    resolve(118750);
    expect(await settled).toContain("Leads (<!-- -->118,750<!-- --> total)");
  });

  it("shows a total that could not be counted as a dash", async () => {
    const failed = Promise.reject(new Error("connection lost"));
    expect(await settledHtml(heading(failed))).toContain("Leads (<!-- -->—<!-- --> total)");
  });
});
