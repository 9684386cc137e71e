import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  createOutboundRequest,
  OutboundRequestError,
  type ResolveHost,
} from "./outbound-request.server.ts";

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A loopback server answering each request with `answer`; it records what it got. */
async function localServer(answer: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ close: () => server.close() && server.closeAllConnections() });
  const port = (server.address() as AddressInfo).port;
  return { port, received };
}

const LIMITS = { timeoutMs: 2_000, maxResponseBytes: 1024 };

/** A resolver answering from `names`, counting its lookups. */
function resolverOf(names: Record<string, string[]>): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return (names[hostname] ?? []).map((address) => ({
      address,
      family: address.includes(":") ? 6 : 4,
    }));
  };
  return Object.assign(resolve, { calls });
}

async function refusal(promise: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundRequestError);
  return error as OutboundRequestError;
}

describe("the outbound request guard", () => {
  it.each([
    "127.0.0.1",
    "localhost",
    "[::1]",
    "[::ffff:127.0.0.1]",
    "0.0.0.0",
    "127.1",
    "0x7f.1",
    "2130706433",
    "169.254.169.254",
    "[fe80::1]",
    "10.0.0.1",
  ])("refuses http://%s without connecting or resolving", async (host) => {
    const receiver = await localServer((response) => response.writeHead(200).end());
    const resolve = resolverOf({});
    const request = createOutboundRequest({ resolve });
    const refused = await refusal(request(`http://${host}:${receiver.port}/hook`, LIMITS));
    expect(refused.reason).toBe("refused-address");
    expect(receiver.received).toHaveLength(0);
    expect(resolve.calls).toEqual([]);
  });

  it("refuses a name that resolves to loopback, or to any internal address among public ones", async () => {
    const receiver = await localServer((response) => response.writeHead(200).end());
    const resolve = resolverOf({
      "hooks.example.com": ["127.0.0.1"],
      "mixed.example.com": ["93.184.215.14", "10.0.0.7"],
      "mapped.example.com": ["::ffff:127.0.0.1"],
      "metadata.example.com": ["169.254.169.254"],
      "nowhere.example.com": [],
    });
    const request = createOutboundRequest({ resolve });
    for (const [name, range] of [
      ["hooks.example.com", "loopback"],
      ["mixed.example.com", "private"],
      ["mapped.example.com", "ipv4Mapped loopback"],
      ["metadata.example.com", "linkLocal"],
    ]) {
      const refused = await refusal(request(`http://${name}:${receiver.port}/hook`, LIMITS));
      expect(refused).toMatchObject({ reason: "refused-address" });
      expect(refused.message).toBe(`${name} is not a public address (${range})`);
    }
    expect((await refusal(request("https://nowhere.example.com/", LIMITS))).reason).toBe(
      "refused-address",
    );
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses what is not http or https", async () => {
    const request = createOutboundRequest({ resolve: resolverOf({}) });
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "gopher://example.com/", "x"]) {
      expect((await refusal(request(url, LIMITS))).reason).toBe("unsupported-url");
    }
  });

  it("connects to the address it checked, once resolved, with the name as the Host", async () => {
    const receiver = await localServer((response) => response.writeHead(201).end("taken"));
    const resolve = resolverOf({ "hooks.example.com": ["127.0.0.1"] });
    const request = createOutboundRequest({
      resolve,
      testAllowance: { loopbackPorts: [receiver.port] },
    });
    const answer = await request(`http://hooks.example.com:${receiver.port}/leads?x=1`, {
      ...LIMITS,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"event":"test"}',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.toString()).toBe("taken");
    expect(resolve.calls).toEqual(["hooks.example.com"]);
    expect(receiver.received).toEqual([
      {
        method: "POST",
        url: "/leads?x=1",
        body: '{"event":"test"}',
        headers: expect.objectContaining({
          host: `hooks.example.com:${receiver.port}`,
          "content-type": "application/json",
          "content-length": "16",
        }),
      },
    ]);
  });

  it("lets a test through to its own loopback port only", async () => {
    const allowed = await localServer((response) => response.writeHead(204).end());
    const other = await localServer((response) => response.writeHead(204).end());
    const request = createOutboundRequest({
      resolve: resolverOf({}),
      testAllowance: { loopbackPorts: [allowed.port] },
    });
    expect((await request(`http://127.0.0.1:${allowed.port}/`, LIMITS)).status).toBe(204);
    expect((await refusal(request(`http://127.0.0.1:${other.port}/`, LIMITS))).reason).toBe(
      "refused-address",
    );
    expect(other.received).toHaveLength(0);
  });

  it("follows no redirect: a 307 to an internal address comes back as the answer", async () => {
    const internal = await localServer((response) => response.writeHead(200).end());
    const redirecting = await localServer((response) =>
      response.writeHead(307, { location: `http://127.0.0.1:${internal.port}/admin` }).end(),
    );
    // Both ports allowed: the redirect is not followed whatever its target.
    const request = createOutboundRequest({
      resolve: resolverOf({}),
      testAllowance: { loopbackPorts: [redirecting.port, internal.port] },
    });
    const answer = await request(`http://127.0.0.1:${redirecting.port}/hook`, {
      ...LIMITS,
      method: "POST",
      body: "signed lead",
    });
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(`http://127.0.0.1:${internal.port}/admin`);
    expect(redirecting.received).toHaveLength(1);
    expect(internal.received).toHaveLength(0);
  });

  it("gives up at the time limit on a server that never answers, and on a lookup that never ends", async () => {
    const silent = await localServer(() => {});
    const request = createOutboundRequest({
      resolve: (hostname) =>
        hostname === "slow.example.com" ? new Promise(() => {}) : Promise.resolve([]),
      testAllowance: { loopbackPorts: [silent.port] },
    });
    for (const url of [`http://127.0.0.1:${silent.port}/`, "https://slow.example.com/"]) {
      const started = performance.now();
      const refused = await refusal(request(url, { timeoutMs: 300, maxResponseBytes: 1024 }));
      const elapsed = performance.now() - started;
      expect(refused.reason).toBe("time-limit");
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(2_000);
    }
    expect(silent.received).toHaveLength(1);
  });

  it("ends an answer larger than the byte limit", async () => {
    const chatty = await localServer((response) =>
      response.writeHead(200).end(Buffer.alloc(64 * 1024, "a")),
    );
    const request = createOutboundRequest({
      resolve: resolverOf({}),
      testAllowance: { loopbackPorts: [chatty.port] },
    });
    const url = `http://127.0.0.1:${chatty.port}/`;
    const refused = await refusal(request(url, { timeoutMs: 2_000, maxResponseBytes: 4096 }));
    expect(refused).toMatchObject({
      reason: "size-limit",
      message: "The answer was larger than 4096 bytes",
    });
    const whole = await request(url, { timeoutMs: 2_000, maxResponseBytes: 64 * 1024 });
    expect(whole.body).toHaveLength(64 * 1024);
  });
});
