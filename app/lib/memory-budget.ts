// What each part of the server may hold, in one place, so that the server, the embedded
// database and a backup fit a 1 GB machine with room for nginx (ADR 0050, docs/operations.md).
// Read by the server (server/main.ts), the embedded database's thread (app/db/pglite.server.ts,
// run by Node without a bundler: erasable syntax only) and the image processing.

const MB = 1024 * 1024;

/**
 * The server process's V8 flags: `npm start`'s, which the Docker image, the benches and the e2e
 * server take from package.json (server/launch.test.ts keeps them equal to these).
 * - `--no-memory-reducer`: ADR 0036.
 * - `--liftoff-only`: the embedded database's WebAssembly stays on V8's baseline compiler. Its
 *   optimizing tier compiled PostgreSQL's largest functions with some 600 MB of scratch memory,
 *   the whole of the first start's and a restart's peak, and queries ran no faster (ADR 0050).
 * - `--max-semi-space-size`: V8 sizes the young generation by the machine's memory (64 MB
 *   semi-spaces on a 24 GB machine, 128 MB held at rest); 8 MB keeps it at 16 MB.
 * - `--max-old-space-size`: the request thread's heap, some 90 MB in use after a start.
 */
export const SERVER_NODE_FLAGS = [
  "--no-memory-reducer",
  "--liftoff-only",
  "--max-semi-space-size=8",
  "--max-old-space-size=256",
] as const;

/**
 * The server process's environment, set by `npm start`'s command line (`NAME=value node ...`)
 * and the Docker image's ENV, for glibc's malloc, which reads it as the process starts:
 * - `MALLOC_ARENA_MAX`: two arenas rather than eight a core, so the threads' native memory
 *   fragments less (20-30 MB less resident after the bench's load).
 * - `MALLOC_MMAP_THRESHOLD_`: a block of 128 KB or more is mapped on its own and given back
 *   when freed. By default the threshold rises with the largest block freed (up to 32 MB), and
 *   such blocks then stay in the arenas: 15-25 MB more after the bench's load.
 */
export const SERVER_ENVIRONMENT = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
} as const;

/**
 * The worker threads' V8 heaps (their `resourceLimits`): the embedded database's thread uses
 * some 30 MB besides its WebAssembly memory, which is not part of it.
 */
export const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };

/**
 * The password estimate's thread (users/password-policy.server.ts): zxcvbn's dictionaries
 * built take some 60 MB of its heap for the second it lives, then go with it.
 */
export const PASSWORD_THREAD_RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 128,
  maxYoungGenerationSizeMb: 8,
};

/**
 * The embedded database's settings inside its WebAssembly memory (128 MB reserved, touched as
 * used), which grows and never gives memory back: what PostgreSQL may take for its buffers and
 * for one sort or index build. The operating system caches the data files besides.
 */
export const PGLITE_SETTINGS = [
  "shared_buffers = 16MB",
  "work_mem = 4MB",
  "maintenance_work_mem = 16MB",
  "temp_buffers = 4MB",
];

/** libvips (sharp): its operation cache, and one thread for an upload's image. */
export const IMAGE_LIBRARY = { cacheMb: 16, cacheItems: 20, concurrency: 1 };

/**
 * An image job (an upload's re-encoding, a favicon set) runs in a process of its own that ends
 * with it (app/modules/media/image-processing.server.ts): libvips' native memory goes back to
 * the system instead of staying in the server's. Its V8 heap holds the image's bytes only; the
 * process peaks at some 100 MB for a 12 MP photo, for a second or two.
 */
export const IMAGE_PROCESS_NODE_FLAGS = ["--max-old-space-size=64", "--max-semi-space-size=2"];
/** An image job that takes longer is ended (its process killed). */
export const IMAGE_PROCESS_TIMEOUT_MS = 60_000;

/**
 * Past this resident size the page cache gives up entries (least recently used first) until
 * the process is back under it, before anything else runs short (server/memory-pressure.ts).
 */
export const PAGE_CACHE_PRESSURE_RSS = 320 * MB;
/** How often the resident size is looked at. */
export const PAGE_CACHE_PRESSURE_CHECK_MS = 2_000;
