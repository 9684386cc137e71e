import { describe, expect, it } from "vitest";
import { isRetryableStatus, sendWithRetries } from "./submission-retry.ts";

/**
 * A `send` that plays `answers` in turn: a status, "network" for a failed fetch, or "cut" for
 * a 200 whose body breaks off (its instance died while sending it).
 */
function scripted(answers: (number | "network" | "cut")[]) {
  const calls: number[] = [];
  const send = async () => {
    calls.push(calls.length);
    const answer = answers[calls.length - 1];
    if (answer === undefined) throw new Error("called too often");
    if (answer === "network") throw new TypeError("Failed to fetch");
    if (answer === "cut") {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("<html>"));
          controller.error(new TypeError("terminated"));
        },
      });
      return new Response(body, { status: 200 });
    }
    return new Response(`status ${answer}`, { status: answer });
  };
  return { send, calls };
}

function recordedWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe("sendWithRetries", () => {
  it("retries a network error, an answer cut off and 502/503/504, then hands back the answer read", async () => {
    const { send, calls } = scripted(["network", "cut", 502, 503, 200]);
    const { waits, wait } = recordedWaits();
    const answer = await sendWithRetries(send, {
      delaysMs: [10, 20, 40, 80],
      wait,
      random: () => 0,
    });
    expect(answer).toEqual({ status: 200, body: "status 200" });
    expect(calls).toHaveLength(5);
    expect(waits).toEqual([10, 20, 40, 80]);
  });

  it("waits longer each time, stretched by up to half at random", async () => {
    const { send } = scripted([504, 504, 200]);
    const { waits, wait } = recordedWaits();
    await sendWithRetries(send, { delaysMs: [100, 300], wait, random: () => 0.999 });
    expect(waits).toEqual([150, 450]);
  });

  it("keeps an answer that is not a proxy's failure: it is the server's word", async () => {
    for (const status of [200, 400, 429, 500]) {
      const { send, calls } = scripted([status]);
      const response = await sendWithRetries(send, { wait: async () => {} });
      expect(response.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it("gives up after the last delay: the last answer, or the last network error", async () => {
    const failing = scripted([502, 502, 502]);
    const response = await sendWithRetries(failing.send, {
      delaysMs: [1, 1],
      wait: async () => {},
    });
    expect(response.status).toBe(502);
    expect(failing.calls).toHaveLength(3);

    const offline = scripted(["network", "network"]);
    await expect(
      sendWithRetries(offline.send, { delaysMs: [1], wait: async () => {} }),
    ).rejects.toThrow("Failed to fetch");
    expect(offline.calls).toHaveLength(2);
  });

  it("counts only 502, 503 and 504 as worth another attempt", () => {
    expect([500, 501, 502, 503, 504, 505].filter(isRetryableStatus)).toEqual([502, 503, 504]);
  });
});
