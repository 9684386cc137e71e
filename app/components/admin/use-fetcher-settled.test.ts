import { describe, expect, it } from "vitest";
import { fetcherProgress } from "./use-fetcher-settled.ts";

const start = { busy: false, seen: undefined };

describe("fetcherProgress", () => {
  it("settles with the answer when a submission goes busy, then idle with new data", () => {
    const answer = { ok: true };
    const busy = fetcherProgress(start, "submitting", undefined);
    expect(busy.settled).toBeNull();
    const done = fetcherProgress(busy.tracked, "idle", answer);
    expect(done.settled).toEqual({ result: answer });
    // Rendering again with the same answer settles nothing more.
    expect(fetcherProgress(done.tracked, "idle", answer).settled).toBeNull();
  });

  it("settles on a new answer whose busy render React skipped", () => {
    const first = { ok: true };
    const second = { ok: false };
    const afterFirst = fetcherProgress(
      fetcherProgress(start, "submitting", undefined).tracked,
      "idle",
      first,
    ).tracked;
    expect(fetcherProgress(afterFirst, "idle", second).settled).toEqual({ result: second });
  });

  it("settles without an answer when a submission ends with no new data (the request failed)", () => {
    const answer = { ok: true };
    const settledOnce = fetcherProgress(
      fetcherProgress(start, "submitting", undefined).tracked,
      "idle",
      answer,
    ).tracked;
    const busyAgain = fetcherProgress(settledOnce, "submitting", answer).tracked;
    expect(fetcherProgress(busyAgain, "idle", answer).settled).toEqual({ result: undefined });
  });

  it("does nothing while idle with no submission and no answer", () => {
    expect(fetcherProgress(start, "idle", undefined).settled).toBeNull();
    const existing = { ok: true };
    expect(fetcherProgress({ busy: false, seen: existing }, "idle", existing).settled).toBeNull();
  });
});
