/** Stops a job's timer, then waits for a run in progress to end. */
export type StopJob = () => Promise<void>;

/**
 * Runs `run` every `everyMs` on this server, never two runs at once (a run still going when the
 * next is due skips that turn); a failed run goes to `failed` and the next one tries again. The
 * timer does not keep the process alive. Stopping waits for the run in progress, so closing the
 * app never closes the database under a job.
 */
export function every(everyMs: number, run: () => Promise<void>, failed: (error: unknown) => void): StopJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch(failed)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
