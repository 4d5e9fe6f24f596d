import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { member, session, visitor } from '../../db/schema/index.js';

export type SessionKind = 'member' | 'visitor';

export interface NewSession {
  tokenHash: string;
  kind: SessionKind;
  memberId?: number | null;
  actingStaffId?: number | null;
  visitorRef?: number | null;
  expiresAt: Date;
  ip: string;
}

export async function insertSession(db: Db, s: NewSession): Promise<number> {
  const [row] = await db.insert(session).values(s).returning({ id: session.id });
  return row!.id;
}

const staff = alias(member, 'staff');

/** A live session by token hash, with what the auth checks need (roles of both members). */
export async function findLiveSession(db: Db, tokenHash: string, kind: SessionKind) {
  const [row] = await db
    .select({
      id: session.id,
      memberId: session.memberId,
      actingStaffId: session.actingStaffId,
      expiresAt: session.expiresAt,
      memberRoles: member.roles,
      staffRoles: staff.roles,
      visitorId: visitor.visitorId,
    })
    .from(session)
    .leftJoin(member, eq(member.id, session.memberId))
    .leftJoin(staff, eq(staff.id, session.actingStaffId))
    .leftJoin(visitor, eq(visitor.id, session.visitorRef))
    .where(
      and(
        eq(session.tokenHash, tokenHash),
        eq(session.kind, kind),
        isNull(session.revokedAt),
        gt(session.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function extendSession(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db.update(session).set({ expiresAt }).where(eq(session.id, id));
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(session.id, id), isNull(session.revokedAt)));
}

/**
 * Ends every session of a member (password reset), or every other one (password change), and
 * every proxy session they opened as staff: whoever knew the old password must not keep acting
 * for customers through a token minted with it.
 */
export async function revokeMemberSessions(db: Db, memberId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(session.memberId, memberId), eq(session.actingStaffId, memberId)),
        isNull(session.revokedAt),
        exceptSessionId === undefined ? undefined : ne(session.id, exceptSessionId),
      ),
    );
}

/** Ends the proxy sessions a staff member opened for customers (their logout). */
export async function revokeProxySessionsOf(db: Db, staffId: number): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(session.actingStaffId, staffId), isNull(session.revokedAt)));
}

export async function insertVisitor(db: Db, visitorId: string): Promise<number> {
  const [row] = await db.insert(visitor).values({ visitorId }).returning({ id: visitor.id });
  return row!.id;
}
