import type { Db } from '../../db/client.js';
import type { LiveSession } from './session.service.js';

/**
 * Live sessions remembered for a few seconds (SESSION_CACHE_MS, per server): every signed-in
 * request used to resolve its token with a round trip of its own — a fifth of a cart view's time.
 *
 * What stays true:
 * - a revocation made by this process (logout, a password change or reset, a proxy session ended
 *   with its staff member's role) forgets every remembered session at once, before it returns;
 * - nothing is remembered past the session's own expiry, and an unknown token is never remembered
 *   (junk tokens cannot fill it, and a fresh login is never refused);
 * - what another process revoked through the API is pushed here at once (PostgreSQL NOTIFY on
 *   SESSIONS_CHANNEL, heard by `app.ts`), so it is forgotten within milliseconds too;
 * - a role changed outside the API, or a revocation whose notice was lost (the listening connection
 *   down), is seen within SESSION_CACHE_MS (docs/decisions/0013-sessions-remembered-for-seconds.md).
 *   0 turns this off.
 */
interface Entry {
  live: LiveSession;
  until: number;
  generation: number;
}

const caches = new WeakMap<Db, { ttlMs: number; entries: Map<string, Entry> }>();
/** Bumped by every revocation: entries of an older generation are misses, in every server of the process. */
let generation = 0;
/** A bound on memory (~200 bytes an entry); starts over when full. */
const MAX_ENTRIES = 50_000;

/** Turns the cache on for the database of one server (`buildApp`). */
export function rememberSessionsFor(db: Db, ttlMs: number): void {
  if (ttlMs > 0) caches.set(db, { ttlMs, entries: new Map() });
}

export function recallSession(db: Db, key: string): LiveSession | undefined {
  const entry = caches.get(db)?.entries.get(key);
  if (!entry || entry.generation !== generation || entry.until <= Date.now()) return undefined;
  return entry.live;
}

/** The revocations seen so far: read before a session is looked up, handed back to `rememberSession`. */
export const sessionGeneration = () => generation;

/**
 * Remembers a session read while `seenGeneration` was current. A revocation that arrived while it
 * was being read (its notice racing the read) leaves it unremembered: the read may predate it.
 */
export function rememberSession(db: Db, key: string, live: LiveSession, expiresAt: Date, seenGeneration: number): void {
  const cache = caches.get(db);
  if (!cache || seenGeneration !== generation) return;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
  const until = Math.min(Date.now() + cache.ttlMs, expiresAt.getTime());
  cache.entries.set(key, { live, until, generation: seenGeneration });
}

/**
 * Forgets every remembered session (all servers of this process). Revocations go through
 * `sessionsRevoked` (session.service.ts), which also tells the other processes.
 */
export function forgetSessions(): void {
  generation += 1;
}
