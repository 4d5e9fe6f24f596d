import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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

/** Ends every session of a member (password reset), or every other one (password change). */
export async function revokeMemberSessions(db: Db, memberId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(session.memberId, memberId),
        isNull(session.revokedAt),
        exceptSessionId === undefined ? undefined : ne(session.id, exceptSessionId),
      ),
    );
}

export async function upsertVisitor(db: Db, visitorId: string): Promise<number> {
  await db.insert(visitor).values({ visitorId }).onConflictDoNothing();
  const [row] = await db.select({ id: visitor.id }).from(visitor).where(eq(visitor.visitorId, visitorId));
  return row!.id;
}
