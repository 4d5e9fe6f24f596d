/**
 * Loads ICU, the library behind `Intl`, on another thread. A page's first Intl object makes the
 * browser load ICU's data and caches, which belong to the whole renderer process: measured in
 * Chromium, the first `new Intl.NumberFormat` on the main thread took 40–80 ms (160 ms and more at
 * Lighthouse's 4× CPU, the longest task of a first visit), and 0.2 ms once a worker of the same
 * page had made one (docs/performance.md). On a phone the worker runs on another core while the
 * main thread boots.
 *
 * Resolves when the worker is done, or at once where workers cannot start; never rejects.
 */
export function warmIntlOffThread(locale: string, currency = 'USD'): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ locale, currency });
  });
}
