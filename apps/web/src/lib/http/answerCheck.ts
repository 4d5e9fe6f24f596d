import type { Route } from '@storefront/contract';
import { local } from '../storage';
import { describeMismatch } from './answerMismatch';

/**
 * Every answer is checked against its endpoint's schema in the contract, so a drift between server
 * and web shows up in the console, not as a broken screen later. The schemas (and zod) are not in
 * the first load: the contract is imported on demand.
 * - Development and tests: `call()` waits for the check, so a mismatch is logged before the
 *   caller sees the answer, as before.
 * - Production: only where `checkAnswers` is stored (set by hand for support or a staging check,
 *   and by the e2e suite, which fails a test on any mismatch). A shopper's console has no reader,
 *   and the check's worker (zod and the contract, ~39 kB gzip) was a sixth of every visit's script
 *   (the first load's budget). Where on, the answer is used at once and checked in a worker
 *   (answerCheck.worker.ts) once the page has loaded — evaluating the contract is a 200 ms task on
 *   a slow phone, which must not land on the main thread at all. A few answers per endpoint are
 *   checked, not every page of a long list. Not during server rendering (same process).
 * The answer is never replaced by the parsed value: no answer schema defaults or transforms
 * (packages/contract/test/routes.test.ts proves it), so the raw answer is what parsing would give.
 */
type Contract = Record<string, unknown>;

let contract: Promise<Contract> | undefined;
const loadContract = (): Promise<Contract> => (contract ??= import('@storefront/contract'));

/** Development and tests: the check, before the caller gets the answer. */
export async function checkAnswerNow(route: Route, data: unknown): Promise<void> {
  const problem = describeMismatch(await loadContract(), route, data);
  if (problem) console.error(problem);
}

/** Answers checked per endpoint in production. */
const CHECKS_PER_ROUTE = 3;
const checkedCount = new Map<string, number>();
let worker: Worker | null | undefined;

/** The checking worker, started on first use; null where workers cannot run. */
function checker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./answerCheck.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string>) => console.error(event.data);
    worker.onerror = () => {
      // Offline before the worker's file was cached: nothing to check against.
      console.warn('answer check worker did not start; answers not checked');
      worker = null;
    };
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Production, where `checkAnswers` is stored: the answer goes to the checking worker once the page
 * has loaded; the caller has it already, and nothing of the check runs on the main thread.
 */
let wanted: boolean | undefined;

export function checkAnswerLater(route: Route, data: unknown): void {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return;
  // Read once per page, not from storage on every answer.
  if (!(wanted ??= !!local.get('checkAnswers'))) return;
  const count = checkedCount.get(route.name) ?? 0;
  if (count >= CHECKS_PER_ROUTE) return;
  checkedCount.set(route.name, count + 1);
  const send = () => checker()?.postMessage([route.name, route.method, route.path, data]);
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
