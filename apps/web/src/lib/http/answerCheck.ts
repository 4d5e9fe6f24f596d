import type { Endpoint, Route } from '@storefront/contract';

/**
 * Every answer is checked against its endpoint's schema in the contract, so a drift between server
 * and web shows up in the console, not as a broken screen later. The schemas (and zod) are not in
 * the first load (issue 13): the contract is imported on demand.
 * - Development and tests: `call()` waits for the check, so a mismatch is logged before the
 *   caller sees the answer, as before.
 * - Production: the answer is used at once and checked later, when the page has loaded and the
 *   browser is idle — evaluating the contract is a 200 ms task on a slow phone, which must not
 *   land in the boot or hydration. A few answers per endpoint are checked, not every page of a
 *   long list. Not during server rendering (the answers came from the same process).
 * The answer is never replaced by the parsed value: no answer schema defaults or transforms
 * (packages/contract/test/routes.test.ts proves it), so the raw answer is what parsing would give.
 */
type Contract = Record<string, unknown>;

let contract: Promise<Contract> | undefined;
const loadContract = (): Promise<Contract> => (contract ??= import('@storefront/contract'));

function check(mod: Contract, route: Route, data: unknown): void {
  const endpoint = mod[route.name] as Endpoint | undefined;
  if (!endpoint || endpoint.method !== route.method || endpoint.path !== route.path) {
    console.error(`route ${route.name} (${route.method} ${route.path}) is not an endpoint of the contract`);
    return;
  }
  const parsed = endpoint.data.safeParse(data);
  if (!parsed.success) {
    console.error(`API answer of ${route.method} ${route.path} does not match the contract`, parsed.error);
  }
}

/** Development and tests: the check, before the caller gets the answer. */
export async function checkAnswerNow(route: Route, data: unknown): Promise<void> {
  check(await loadContract(), route, data);
}

/** Answers checked per endpoint in production. */
const CHECKS_PER_ROUTE = 3;
const checkedCount = new Map<string, number>();
const waiting: [Route, unknown][] = [];
let draining = false;

/** Calls `run` when the browser is idle (or soon, where it cannot tell), after the page's load. */
function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 500);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function drain(mod: Contract): void {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    return;
  }
  check(mod, next[0], next[1]);
  // One answer per idle slice: a page of cards costs a few milliseconds to check.
  whenIdle(() => drain(mod));
}

/** Production: check later, off the critical path; the caller has the answer already. */
export function checkAnswerLater(route: Route, data: unknown): void {
  if (typeof window === 'undefined') return;
  const count = checkedCount.get(route.name) ?? 0;
  if (count >= CHECKS_PER_ROUTE) return;
  checkedCount.set(route.name, count + 1);
  waiting.push([route, data]);
  if (draining) return;
  draining = true;
  whenIdle(() => {
    loadContract().then(drain, (e: unknown) => {
      // Offline before the chunk was cached: nothing to check against.
      console.warn('contract not loaded; answers not checked', e);
      waiting.length = 0;
      draining = false;
    });
  });
}
