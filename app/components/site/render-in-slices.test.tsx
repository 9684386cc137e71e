import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  createSliceScheduler,
  RenderInSlices,
  type SliceScheduler,
  SliceSchedulerProvider,
} from "./render-in-slices.tsx";

/** Renders the whole document as public pages are (onAllReady, nothing outlined). */
function renderWhole(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

/** A page of three sections that note, in `log`, when each is rendered. */
function Page({ log, scheduler }: { log: string[]; scheduler: SliceScheduler | null }) {
  const Section = ({ name }: { name: string }) => {
    log.push(name);
    return <section>{name}</section>;
  };
  return (
    <SliceSchedulerProvider value={scheduler}>
      <main>
        <RenderInSlices>
          <Section name="hero" />
          <Section name="features" />
          <Section name="pricing" />
        </RenderInSlices>
      </main>
    </SliceSchedulerProvider>
  );
}

/** Renders while noting every turn of the event loop in the same log. */
async function renderNotingTurns(scheduler: SliceScheduler | null) {
  const log: string[] = [];
  let rendering = true;
  const noteTurn = () => {
    if (!rendering) return;
    log.push("turn");
    setImmediate(noteTurn);
  };
  setImmediate(noteTurn);
  const html = await renderWhole(<Page log={log} scheduler={scheduler} />);
  rendering = false;
  return {
    html,
    sections: log.filter((entry, index) => entry !== "turn" || log[index - 1] !== "turn"),
  };
}

describe("RenderInSlices", () => {
  it("renders each child in a turn of the event loop of its own when the server slices", async () => {
    const { sections } = await renderNotingTurns(createSliceScheduler());
    const order = sections.filter((entry) => entry !== "turn");
    expect(order).toEqual(["hero", "features", "pricing"]);
    // Other work (the page cache's answers) gets a turn between any two sections.
    const between = (a: string, b: string) =>
      sections.slice(sections.indexOf(a), sections.indexOf(b));
    expect(between("hero", "features")).toContain("turn");
    expect(between("features", "pricing")).toContain("turn");
  });

  it("writes the same page as an unsliced render, without scripts or placeholders", async () => {
    const sliced = await renderNotingTurns(createSliceScheduler());
    const whole = await renderNotingTurns(null);
    expect(sliced.html).not.toMatch(/<template|<script|\$RC/);
    expect(sliced.html.replaceAll(/<!--\/?\$-->/g, "")).toBe(whole.html);
  });

  it("renders the children as they are without a scheduler (the browser, the console)", async () => {
    const { sections, html } = await renderNotingTurns(null);
    expect(sections.filter((entry) => entry !== "turn")).toEqual(["hero", "features", "pricing"]);
    expect(html).toBe(
      "<main><section>hero</section><section>features</section><section>pricing</section></main>",
    );
  });
});
