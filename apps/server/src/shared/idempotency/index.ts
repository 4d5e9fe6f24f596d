/**
 * Idempotency keys of mutations that move money or stock (a declared shared service): order
 * placement claims its key in its own merged statement (modules/order/placement.repository.ts);
 * staff's hand-recorded credit movements claim theirs with `claimKey` (modules/customer).
 *
 *   if (!(await claimKey(tx, scope, key, hash))) return replayOrRefuse(await readKey(tx, scope, key));
 *
 * A replay answers with the `Idempotent-Replayed: true` header (`IDEMPOTENT_REPLAYED`).
 */
export * from './idempotency.js';
export * from './replay.js';
