// Reading a live event stream (GET /events) as a browser's EventSource does, and making a
// change it must carry, for the tests that run built instances on PostgreSQL.
import pg from "pg";
import { expect } from "vitest";

export type StreamedEvent = { position: string; entity: string; id: string | null; op: string };

/**
 * An EventSource-like reader of GET /events: collects the events' positions and data. A
 * browser's first connection sends where its page stood (`?after=`), a reconnection its last
 * event's id (Last-Event-ID).
 */
export async function openEventStream(
  origin: string,
  from: { after?: string; lastEventId?: string } = {},
) {
  const abort = new AbortController();
  const url = from.after ? `${origin}/events?after=${from.after}` : `${origin}/events`;
  const response = await fetch(url, {
    signal: abort.signal,
    headers: from.lastEventId ? { "Last-Event-ID": from.lastEventId } : {},
  });
  const events: StreamedEvent[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let pending = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          pending += decoder.decode(chunk, { stream: true });
          const blocks = pending.split("\n\n");
          pending = blocks.pop() ?? "";
          for (const block of blocks) {
            const lines = block.split("\n");
            const data = lines.find((line) => line.startsWith("data: "));
            const id = lines.find((line) => line.startsWith("id: "));
            if (data && id) {
              events.push({
                position: id.slice("id: ".length),
                ...JSON.parse(data.slice("data: ".length)),
              });
            }
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return { response, events, close: () => abort.abort() };
}

/**
 * Changes the site title straight in the database at `databaseUrl`, as a save through any
 * instance would; returns the change's live position.
 */
export async function changeSiteTitleIn(databaseUrl: string, title: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "UPDATE website_config SET site_title = jsonb_build_object('en', $1::text) WHERE id = 1",
      [title],
    );
    const { rows } = await client.query(
      "SELECT last_value::text AS position FROM live_change_position",
    );
    return rows[0].position;
  } finally {
    await client.end();
  }
}

/** Where a page stands, as rendered into it for its live stream. */
export function pagePosition(html: string): string {
  const position = /data-live-position="(\d+)"/.exec(html)?.[1];
  expect(position, "the page carries its live position").toBeDefined();
  return position!;
}

export const isResync = (event: StreamedEvent) => event.op === "RESYNC";
