/**
 * Runs `pass` every `intervalMs` and once at once, never two at a time; stop() waits for the
 * pass under way. The timer does not keep the process alive. `pass` handles its own errors.
 */
export function startPeriodicJob(pass: () => Promise<void>, intervalMs: number) {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= pass().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
