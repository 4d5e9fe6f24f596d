import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member } from '../../db/schema/index.js';

export type MemberRow = typeof member.$inferSelect;

/** A member's row by id (login, staff ordering and the member's own data all read it). */
export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(member).where(eq(member.id, id));
  return row;
}
