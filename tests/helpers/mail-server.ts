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
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
  };
}

/** A received message's source with quoted-printable soft line breaks and escapes undone. */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
