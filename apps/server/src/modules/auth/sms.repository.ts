import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsCode } from '../../db/schema/index.js';
import type { Phone } from '../../shared/members/index.js';

export const MAX_ATTEMPTS = 5;

export async function insertCode(
  db: Db,
  phone: Phone,
  scene: string,
  codeHash: string,
  expiresAt: Date,
  ip: string,
): Promise<number> {
  // Only the newest code of a phone and scene is usable: earlier ones are closed.
  await db
    .update(smsCode)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(smsCode.phoneCountryCode, phone.countryCode),
        eq(smsCode.phoneNumber, phone.nationalNumber),
        eq(smsCode.scene, scene),
        isNull(smsCode.consumedAt),
      ),
    );
  const [row] = await db
    .insert(smsCode)
    .values({
      phoneCountryCode: phone.countryCode,
      phoneNumber: phone.nationalNumber,
      scene,
      codeHash,
      expiresAt,
      ip,
    })
    .returning({ id: smsCode.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCode).where(eq(smsCode.id, id));
}

/** The newest open code of a phone for any of `scenes` (unexpired, not consumed, not burnt). */
export async function findOpenCode(db: Db, phone: Phone, scenes: string[]) {
  const [row] = await db
    .select({ id: smsCode.id, codeHash: smsCode.codeHash })
    .from(smsCode)
    .where(
      and(
        eq(smsCode.phoneCountryCode, phone.countryCode),
        eq(smsCode.phoneNumber, phone.nationalNumber),
        inArray(smsCode.scene, scenes),
        isNull(smsCode.consumedAt),
        gt(smsCode.expiresAt, sql`now()`),
        lt(smsCode.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
    .limit(1);
  return row;
}

/**
 * Claims one of the code's tries before the comparison, in one guarded update: of any number of
 * concurrent guesses, only MAX_ATTEMPTS get true, so six digits cannot be raced in five minutes.
 */
export async function claimTry(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCode)
    .set({ attempts: sql`${smsCode.attempts} + 1` })
    .where(
      and(
        eq(smsCode.id, id),
        isNull(smsCode.consumedAt),
        gt(smsCode.expiresAt, sql`now()`),
        lt(smsCode.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ id: smsCode.id });
  return rows.length === 1;
}

/** Consumes a code once: of two concurrent uses of the same code, only one gets true. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCode)
    .set({ consumedAt: sql`now()` })
    // The right code's own try was claimed too, hence "at most", not "below".
    .where(and(eq(smsCode.id, id), isNull(smsCode.consumedAt), lte(smsCode.attempts, MAX_ATTEMPTS)))
    .returning({ id: smsCode.id });
  return rows.length === 1;
}
