import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_HEAD, type TokenAnswer } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  extendSession,
  findLiveSession,
  insertSession,
  type NewSession,
  revokeMemberSessions,
  revokeProxySessionsOf,
  revokeSession,
  type SessionKind,
} from './session.repository.js';
import { forgetSessions, recallSession, rememberSession, sessionGeneration } from './session.cache.js';

/** The NOTIFY channel of revocations: every server forgets its remembered sessions on each (app.ts). */
export const SESSIONS_CHANNEL = 'storefront_sessions';

/**
 * After a revocation has been committed: this process forgets its remembered sessions at once, and
 * every other process on the database is told to (NOTIFY, delivered in milliseconds). Should the
 * notice fail to go out, the revocation stands: the others see it within SESSION_CACHE_MS.
 */
export async function sessionsRevoked(db: Db): Promise<void> {
  forgetSessions();
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, '')`).catch(() => undefined);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Customers and visitors stay logged in 30 days from their last visit (DESIGN.md "Identity"). */
export const SESSION_LIFE_MS = 30 * DAY_MS;
/** A staff member acting for a customer gets a working day; the shop floor is not a home phone. */
export const PROXY_SESSION_LIFE_MS = 12 * 60 * 60 * 1000;

/**
 * A new visitor: a random id minted here, never the device fingerprint the web sends (two phones
 * of the same model share one). What a visitor owns is reached through the secret token issued
 * with it, never by this id, which the web may show or log.
 */
export const newVisitorId = () => `v-${randomBytes(18).toString('base64url')}`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LiveSession {
  id: number;
  memberId: number | null;
  actingStaffId: number | null;
  memberRoles: string[];
  visitorId: string | null;
}

/** Mints an opaque token (256 random bits) and stores only its hash. */
export async function issueToken(
  db: Db,
  s: Omit<NewSession, 'tokenHash' | 'expiresAt'>,
): Promise<TokenAnswer & { sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const life = s.actingStaffId ? PROXY_SESSION_LIFE_MS : SESSION_LIFE_MS;
  const sessionId = await insertSession(db, {
    ...s,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + life),
  });
  return { tokenHead: TOKEN_HEAD, token, sessionId };
}

/**
 * The live session of a token, or null. Expiry slides, but the row is written at most about once
 * a day (when less than life minus 1/30 of it remains), not on every request.
 */
export async function resolveToken(db: Db, token: string, kind: SessionKind): Promise<LiveSession | null> {
  if (token.length > 100) return null;
  const tokenHash = hashToken(token);
  const key = `${kind}:${tokenHash}`;
  const remembered = recallSession(db, key);
  if (remembered) return remembered;
  const seen = sessionGeneration();
  const row = await findLiveSession(db, tokenHash, kind);
  if (!row) return null;
  // A proxy session dies with the staff member's sales role: removing the role ends their proxy
  // tokens. Revoked, not just refused, so giving the role back later does not revive tokens it
  // minted. The admin API revokes them at once; a change made outside it (a script) is learnt here.
  if (row.actingStaffId !== null && !(row.staffRoles ?? []).includes('sales')) {
    await revokeProxySessionsOf(db, row.actingStaffId);
    await sessionsRevoked(db);
    return null;
  }
  const life = row.actingStaffId ? PROXY_SESSION_LIFE_MS : SESSION_LIFE_MS;
  const remaining = row.expiresAt.getTime() - Date.now();
  let expiresAt = row.expiresAt;
  if (remaining < life - life / 30) {
    expiresAt = new Date(Date.now() + life);
    await extendSession(db, row.id, expiresAt);
  }
  const live: LiveSession = {
    id: row.id,
    memberId: row.memberId,
    actingStaffId: row.actingStaffId,
    memberRoles: row.memberRoles ?? [],
    visitorId: row.visitorId,
  };
  rememberSession(db, key, live, expiresAt, seen);
  return live;
}

/**
 * Ends a session. A staff member's own session takes their proxy sessions with it: leaving the
 * shop floor must not leave customers' accounts open on the device they used.
 */
export async function endSession(db: Db, session: { id: number; memberId: number; actingStaffId: number | null }) {
  await revokeSession(db, session.id);
  if (session.actingStaffId === null) await revokeProxySessionsOf(db, session.memberId);
  await sessionsRevoked(db);
}

/**
 * Ends every session of a member (password reset), or every other one (password change), and
 * the proxy sessions they opened as staff.
 */
export async function endMemberSessions(db: Db, memberId: number, exceptSessionId?: number) {
  await revokeMemberSessions(db, memberId, exceptSessionId);
  await sessionsRevoked(db);
}
