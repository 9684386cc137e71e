import { request as httpRequest } from "node:http";

export type RawReply = { status: number; headers: Record<string, unknown>; body: Buffer };

/** GET over node:http, without fetch's decompression: the bytes and headers as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Resolves once `url` answers at all. */
export async function waitFor(url: string) {
  for (let tries = 0; ; tries++) {
    try {
      await rawGet(url);
      return;
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
