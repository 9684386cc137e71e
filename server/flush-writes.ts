import type { ServerResponse } from "node:http";

/**
 * The compression middleware keeps what it has compressed until its buffer fills, so a
 * response streamed in parts (rows first, then a total still being counted) reached the
 * browser only whole. This flushes after the writes of each turn of the event loop: the
 * parts go out as they are rendered, and the writes of one turn still share a block.
 */
export function flushWritesEachTurn(res: ServerResponse & { flush?: () => void }) {
  const write = res.write;
  let scheduled = false;
  res.write = function flushingWrite(this: ServerResponse, ...args: Parameters<typeof write>) {
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) res.flush?.();
      });
    }
    return write.apply(this, args);
  } as typeof write;
}
