/**
 * Sessions (a declared shared service): the auth plugin resolves a request's token with
 * `resolveToken`; login (`modules/auth`) issues and ends them. Imports only `db/` and `lib/`, so
 * `plugins/` may use it without an arrow back to a module.
 *
 *   const { tokenHead, token } = await issueToken(db, { kind: 'member', memberId, ip });
 *   const live = await resolveToken(db, token, 'member'); // null when unknown, expired or revoked
 *   await endSession(db, { id, memberId, actingStaffId });
 *   await endMemberSessions(db, memberId, exceptSessionId); // password change or reset
 *
 * Live sessions are remembered for SESSION_CACHE_MS (`session.cache.ts`); revoke through these
 * functions, which forget them here and tell every other server (`sessionsRevoked`), not through
 * the repository's.
 */
export * from './session.repository.js';
export * from './session.service.js';
export { forgetSessions, rememberSessionsFor } from './session.cache.js';
