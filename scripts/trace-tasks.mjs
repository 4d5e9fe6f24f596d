// `npm run trace-tasks -- <trace.json> [--over 12] [--styles]`: a Lighthouse trace read per task.
// `LH_DUMP=<dir> npm run lighthouse` keeps each run's trace (unthrottled: Lighthouse simulates the
// slow phone afterwards, so a task here is about a quarter of what TBT counts). This prints every
// main-thread task of the page's renderer longer than `--over` ms, with where its own time went
// (script, compile, code cache, style, layout, paint, parse, GC, tracing, unnamed), and what started it; then the totals by kind, and the
// tasks that are frames only (style/layout/paint with no script: an animation the main thread
// runs, or an invalidation). `--styles` also lists each style recalculation after the first paint
// with its element count and the script that asked for it, which is how a document-wide restyle
// (a write of `<html lang>`, a modal's inertness) shows itself.
// A diagnostic: it reads a trace and keeps nothing. docs/performance.md ("reading the trace per
// task") says how to read its findings.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    over: { type: 'string', default: '12' },
    styles: { type: 'boolean', default: false },
    top: { type: 'string', default: '40' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: npm run trace-tasks -- <trace.json> [--over 12] [--styles] [--top 40]');
  process.exit(2);
}

const raw = JSON.parse(readFileSync(positionals[0], 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;

/** The kind of work an event is; an event not named here is counted as its parent's kind. */
const NAMES_BY_KIND = {
  script: [
    'EvaluateScript',
    'FunctionCall',
    'v8.run',
    'V8.Execute',
    'RunMicrotasks',
    'v8.callFunction',
    'v8.evaluateModule',
  ],
  // V8 writing a script's code cache after it ran (a returning visit's first run from the cache).
  'code cache': ['v8.produceModuleCache', 'v8.produceCache'],
  // The trace recorder copying each script's source into the trace: Lighthouse's, not the page's.
  tracing: ['ScriptCatchup'],
  compile: ['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'CompileScript', 'v8.parseOnBackground'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'InvalidateLayout'],
  layout: ['Layout', 'LayoutShift', 'UpdateLayerTree', 'IntersectionObserverController::computeIntersections'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'CompositeLayers', 'Commit', 'PaintImage', 'Decode Image'],
  'parse HTML': ['ParseHTML'],
  GC: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase'],
};
/** @type {Map<string, string>} */
const KIND = new Map(Object.entries(NAMES_BY_KIND).flatMap(([kind, names]) => names.map((n) => [n, kind])));
/** What started a task: the first of these met inside it. */
const CAUSES = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'FunctionCall',
  'ParseHTML',
  'v8.callFunction',
  'XHRReadyStateChange',
  'FireIdleCallback',
  'BeginMainThreadFrame',
]);

// The page's renderer main thread: the CrRendererMain that ran the most tasks.
const mainThreads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
let best = null;
for (const t of mainThreads) {
  const n = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
  if (!best || n > best.n) best = { pid: t.pid, tid: t.tid, n };
}
if (!best) {
  console.error('no renderer main thread in this trace');
  process.exit(1);
}
const onMain = events.filter((e) => e.pid === best.pid && e.tid === best.tid);

// Complete events ('X') as they are, begin/end pairs ('B'/'E') joined into one.
/**
 * @typedef {{ name: string, ts: number, end: number, args: any, kind?: string, task?: Span,
 *   own?: Map<string, number>, children?: number, cause?: string }} Span
 * @type {Span[]}
 */
const spans = [];
const open = [];
for (const e of onMain.sort((a, b) => a.ts - b.ts)) {
  if (e.ph === 'X' && typeof e.dur === 'number')
    spans.push({ name: e.name, ts: e.ts, end: e.ts + e.dur, args: e.args });
  else if (e.ph === 'B') open.push(e);
  else if (e.ph === 'E') {
    const i = open.findLastIndex((b) => b.name === e.name);
    if (i >= 0) {
      const [b] = open.splice(i, 1);
      spans.push({ name: b.name, ts: b.ts, end: e.ts, args: { ...b.args, ...e.args } });
    }
  }
}
spans.sort((a, b) => a.ts - b.ts || b.end - a.end);

// The navigation's start and first contentful paint, to print times from the start.
const nav = events.find(
  (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL,
);
const t0 = nav?.ts ?? spans[0]?.ts ?? 0;
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === best.pid);
const ms = (us) => Math.round(us / 100) / 10;
const at = (ts) => `${Math.round((ts - t0) / 1000)}`.padStart(6);

// Nest spans into tasks and give each span's own time (its duration less its children's) a kind.
const tasks = [];
const stack = [];
for (const s of spans) {
  while (stack.length && stack.at(-1).end <= s.ts) stack.pop();
  const parent = stack.at(-1);
  if (!parent) {
    if (s.name !== 'RunTask' && s.name !== 'ThreadControllerImpl::RunTask') continue;
    s.own = new Map();
    // Time no event inside the task names: Lighthouse's "Other" (on this machine mostly starting
    // requests, taking responses and messages between processes, which a trace with the
    // `toplevel` categories names and Lighthouse's does not).
    s.kind = 'unnamed';
    s.task = s;
    tasks.push(s);
  } else {
    s.task = parent.task;
    s.kind = KIND.get(s.name) ?? parent.kind;
    parent.children = (parent.children ?? 0) + (s.end - s.ts);
    if (!s.task.cause && CAUSES.has(s.name)) s.task.cause = describe(s);
  }
  stack.push(s);
}
for (const s of spans) {
  if (!s.task) continue;
  const self = s.end - s.ts - (s.children ?? 0);
  s.task.own.set(s.kind, (s.task.own.get(s.kind) ?? 0) + Math.max(0, self));
}

function describe(s) {
  const d = s.args?.data ?? s.args?.beginData ?? {};
  const where = d.url ? ` ${d.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : '';
  const what = d.type ?? d.functionName ?? '';
  return `${s.name}${what ? ` ${what}` : ''}${where}`;
}
const breakdown = (own) =>
  [...own]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([k, us]) => `${k} ${ms(us)}`)
    .join(', ');

const over = Number(args.over) * 1000;
const long = tasks.filter((t) => t.end - t.ts > over);
console.log(
  `renderer main thread: ${tasks.length} tasks; first contentful paint at ${fcp ? at(fcp.ts).trim() : '?'} ms`,
);
console.log(`\ntasks over ${args.over} ms (start ms from navigation, length, own time by kind, first cause):`);
for (const t of long.slice(0, Number(args.top))) {
  console.log(`${at(t.ts)} ${String(ms(t.end - t.ts)).padStart(6)}  ${breakdown(t.own)}  ← ${t.cause ?? '?'}`);
}
if (long.length > Number(args.top)) console.log(`… and ${long.length - Number(args.top)} more`);

const total = new Map();
for (const t of tasks) for (const [k, us] of t.own) total.set(k, (total.get(k) ?? 0) + us);
console.log(`\nall tasks by kind (ms): ${breakdown(total)}`);

const frameOnly = tasks.filter(
  (t) =>
    !t.own.has('script') &&
    !t.own.has('parse HTML') &&
    (t.own.get('style') ?? 0) + (t.own.get('layout') ?? 0) + (t.own.get('paint') ?? 0) > 0,
);
const frameMs = frameOnly.reduce((sum, t) => sum + (t.end - t.ts), 0);
console.log(`frame-only tasks (style/layout/paint, no script): ${frameOnly.length}, ${ms(frameMs)} ms`);

if (args.styles) {
  console.log('\nstyle recalculations after the first paint (start ms, length, elements, asked for by):');
  // Chromium records who invalidated style as ScheduleStyleRecalculation with a stack trace.
  const asks = onMain.filter((e) => e.name === 'ScheduleStyleRecalculation').sort((a, b) => a.ts - b.ts);
  for (const s of spans.filter((x) => x.name === 'UpdateLayoutTree' && (!fcp || x.ts >= fcp.ts))) {
    const elements = s.args?.elementCount ?? s.args?.data?.elementCount ?? '?';
    const ask = asks.findLast((a) => a.ts <= s.ts);
    const frame = ask?.args?.data?.stackTrace?.[0];
    const by = frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url?.split('/').pop() ?? ''}:${frame.lineNumber}`
      : '';
    if (s.end - s.ts >= 1000)
      console.log(`${at(s.ts)} ${String(ms(s.end - s.ts)).padStart(6)} ${String(elements).padStart(6)}  ${by}`);
  }
}
