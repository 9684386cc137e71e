import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that records what it receives; it can be stopped and restarted on its port. */
export function mailServer() {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  return {
    received,
    get port() {
      return port;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (chunk) => {
            raw += chunk;
          });
          stream.on("end", () => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", () => resolve()));
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      // One never started (a test skipped before its start) has nothing to close.
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

/** A received message's source with quoted-printable soft line breaks and escapes undone. */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Quoted-printable text as the bytes it stands for. */
function quotedPrintableBytes(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes);
}

/**
 * The first MIME part of a received message whose type starts with `contentType`: its headers
 * (unfolded) and its body, decoded from base64 or quoted-printable as UTF-8.
 */
export function mailPart(
  raw: string,
  contentType: string,
): { headers: string; body: string } | undefined {
  for (const part of raw.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const end = part.search(/\r?\n\r?\n/);
    if (end < 0) continue;
    const headers = part.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
    const type = /^content-type:\s*([^\r\n]*)/im.exec(headers)?.[1] ?? "";
    if (!type.toLowerCase().startsWith(contentType.toLowerCase())) continue;
    const body = part.slice(end).replace(/^\r?\n\r?\n/, "");
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const bytes =
      encoding === "base64"
        ? Buffer.from(body, "base64")
        : encoding === "quoted-printable"
          ? quotedPrintableBytes(body)
          : Buffer.from(body, "utf8");
    return { headers, body: bytes.toString("utf8") };
  }
  return undefined;
}

/** A received message's header, unfolded, its encoded words (RFC 2047) decoded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const value = new RegExp(`^${name}:\\s*([^\\r\\n]*)`, "im").exec(head)?.[1];
  return value
    ?.replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      (encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64")
        : quotedPrintableBytes(text.replace(/_/g, " "))
      ).toString("utf8"),
    );
}
