// The main thread's own time in a page's long tasks, read from a Chromium trace.
//
// A long task as the page observes it (PerformanceObserver 'longtask') is wall-clock time: it also
// counts the time the operating system gave the page's main thread's core to something else. On
// this project's benchmark machines (two cores shared by the throttled renderer, Chromium's other
// threads, the server and the harness) that alone makes some 10-30 ms tasks last 50-70 ms. The
// trace's `toplevel` task events carry both: `dur` (wall clock) and `tdur` (the thread's CPU time,
// which under DevTools' CPU throttling includes the throttle's share, so it is the emulated
// phone's time). docs/decisions/0038-measuring-web-performance.md.
import { readFileSync } from 'node:fs';

/** Trace categories this needs: the tasks with their thread time, and the page's marks. */
export const TASK_CPU_CATEGORIES = ['toplevel', 'blink.user_timing'];

/**
 * @param {string} tracePath a trace recorded with TASK_CPU_CATEGORIES (or more)
 * @param {string} markName a `performance.mark` the page made while the trace was recording
 * @param {number} markTime that mark's `startTime` (ms, the page's clock)
 * @returns {{ cpuOf: (task: { start: number, duration: number }) => { cpu: number } | null,
 *   longest: (from: number, to: number) => number }} `cpuOf`: a long task's main-thread time in ms
 *   (its start and duration in the page's clock), or null when the trace has no task there;
 *   `longest`: the most main-thread time of any task that starts between two times of the page's
 *   clock
 */
export function taskCpuReader(tracePath, markName, markTime) {
  const raw = JSON.parse(readFileSync(tracePath, 'utf8'));
  /** @type {any[]} */
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // The page's main thread is the one that made the mark; the mark gives the clocks' offset.
  const mark = events.find((e) => e.name === markName && e.cat?.includes('blink.user_timing'));
  if (!mark) throw new Error(`the trace has no mark ${markName}`);
  const offsetUs = mark.ts - markTime * 1000;
  // The thread's top-level events: its tasks (RunTask) and what runs between them, such as a
  // microtask checkpoint after a module's evaluation, which the page also sees as a task.
  const onThread = events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let end = -Infinity;
  for (const e of onThread) {
    if (e.ts >= end) tasks.push(e);
    end = Math.max(end, e.ts + e.dur);
  }
  const cpu = (t) => Math.round((t.tdur ?? t.dur) / 1000);
  const cpuOf = ({ start, duration }) => {
    const from = start * 1000 + offsetUs;
    const to = from + duration * 1000;
    // The trace's task that overlaps the observed one most (the two clocks agree to a few µs).
    let best = null;
    let bestOverlap = 0;
    for (const t of tasks) {
      const overlap = Math.min(to, t.ts + t.dur) - Math.max(from, t.ts);
      if (overlap > bestOverlap) {
        best = t;
        bestOverlap = overlap;
      }
    }
    return best ? { cpu: cpu(best) } : null;
  };
  const longest = (from, to) =>
    tasks
      .filter((t) => t.ts >= from * 1000 + offsetUs && t.ts < to * 1000 + offsetUs)
      .reduce((most, t) => Math.max(most, cpu(t)), 0);
  return { cpuOf, longest };
}
