/// <reference lib="webworker" />
// The production answer check (answerCheck.ts), off the main thread: evaluating the contract's
// schemas is a 200 ms task on a slow phone, and checking a page of cards a few more; here neither
// delays a tap or a frame. Answers arrive as [name, method, path, data]; a mismatch goes back as
// text for the page's console.
import * as contract from '@storefront/contract';
import { describeMismatch } from './answerMismatch';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<[string, string, string, unknown]>) => {
  const [name, method, path, data] = event.data;
  const problem = describeMismatch(contract, { name, method, path }, data);
  if (problem) scope.postMessage(problem);
};
