// The image process's entry (./image-process.server.ts starts it): one job from its parent,
// its answer, then the process ends and its memory with it. Run by Node without a bundler.
import { type ImageJob, type ImageJobResult, runImageJob } from "./image-codec.server.ts";

process.once("message", (job: ImageJob) => {
  const answer = (result: ImageJobResult) => process.send?.(result, () => process.exit(0));
  runImageJob(job).then(
    (value) => answer({ ok: true, value }),
    (error: unknown) =>
      answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
