import pg from "pg";

/** What a LISTEN subscription reports. */
export type NotificationHandlers = {
  notification(channel: string, payload: string): void;
  /** The connection was lost and is listening again: notifications may have been missed. */
  reconnected(): void;
};

export type NotificationListener = { close(): Promise<void> };

/** PGlite, in this thread or its own (PgliteThread). */
type PgliteListenable = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
};

/** PGlite runs in this process: its notifications cannot be lost, so it never reconnects. */
export async function listenPglite(
  client: PgliteListenable,
  channels: readonly string[],
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const unlisteners = await Promise.all(
    channels.map((channel) =>
      client.listen(channel, (payload) => handlers.notification(channel, payload)),
    ),
  );
  return {
    async close() {
      if (client.closed) return;
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
    },
  };
}

export type PostgresListenerOptions = {
  /** First delay before reconnecting; doubles on each failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How often the connection is checked: a dead peer (no FIN) is otherwise noticed late. */
  pingMs?: number;
};

/** Shown in pg_stat_activity, so an operator (or a test) can find the listening backend. */
export const LISTENER_APPLICATION_NAME = "dmflow-live";

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose its
 * LISTEN). When the connection drops it reconnects with exponential backoff and reports
 * `reconnected`, since anything sent meanwhile is gone. The first connection must succeed.
 */
export async function listenPostgres(
  url: string,
  channels: readonly string[],
  handlers: NotificationHandlers,
  { minDelayMs = 250, maxDelayMs = 4_000, pingMs = 30_000 }: PostgresListenerOptions = {},
): Promise<NotificationListener> {
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      // Bounds the ping: a query on a dead connection would otherwise wait for TCP to give up.
      query_timeout: 10_000,
    });
    // Registered before connect: an 'error' without a listener would crash the process.
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, new Error("connection ended")));
    client.on("notification", (message) => {
      if (client === current) handlers.notification(message.channel, message.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of channels) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    // Only now do its events count: a failed attempt is retried by whoever called connect().
    current = client;
  }

  function lost(client: pg.Client, error: Error): void {
    if (closed || client !== current) return;
    current = null;
    console.error(`Live updates: lost the PostgreSQL LISTEN connection (${error.message})`);
    client.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      if (closed) return;
      try {
        await connect();
      } catch (error) {
        failures += 1;
        console.error(
          `Live updates: reconnecting failed (${(error as Error).message}), retrying in ${Math.min(maxDelayMs, minDelayMs * 2 ** failures)} ms`,
        );
        if (!closed) scheduleReconnect();
        return;
      }
      if (closed) {
        await current?.end().catch(() => {});
        return;
      }
      failures = 0;
      console.log("Live updates: listening on PostgreSQL again");
      handlers.reconnected();
    }, delay);
    retryTimer.unref();
  }

  await connect();

  const ping = setInterval(() => {
    const client = current;
    client?.query("SELECT 1").catch((error: Error) => lost(client, error));
  }, pingMs);
  ping.unref();

  return {
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
