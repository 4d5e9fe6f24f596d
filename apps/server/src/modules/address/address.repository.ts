import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  administrativeDivision,
  appSetting,
  country,
  member,
  memberReceiveAddress,
  warehouse,
} from '../../db/schema/index.js';

export type AddressRow = typeof memberReceiveAddress.$inferSelect;
export type AddressValues = Omit<typeof memberReceiveAddress.$inferInsert, 'id' | 'memberId' | 'createdAt'>;
const mine = (memberId: number, id: number) =>
  and(eq(memberReceiveAddress.id, id), eq(memberReceiveAddress.memberId, memberId));

/** The member's addresses, the default first then the newest. */
export const listAddresses = (db: Db | Tx, memberId: number) =>
  db
    .select()
    .from(memberReceiveAddress)
    .where(eq(memberReceiveAddress.memberId, memberId))
    .orderBy(desc(memberReceiveAddress.defaultStatus), desc(memberReceiveAddress.id));

export const findAddress = (db: Db | Tx, memberId: number, id: number) =>
  db
    .select()
    .from(memberReceiveAddress)
    .where(mine(memberId, id))
    .then((rows) => rows[0]);

/**
 * Serialises every address write of one member: the member row is locked for the rest of the
 * transaction, so counting, choosing the default and inserting cannot interleave with another
 * request of the same member (the partial unique index is the last line of defence).
 */
export async function lockMember(tx: Tx, memberId: number): Promise<boolean> {
  const rows = await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
  return rows.length > 0;
}

export const countAddresses = (tx: Tx, memberId: number) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberReceiveAddress)
    .where(eq(memberReceiveAddress.memberId, memberId))
    .then((r) => r[0]?.n ?? 0);

export async function clearDefault(tx: Tx, memberId: number, exceptId?: number) {
  await tx
    .update(memberReceiveAddress)
    .set({ defaultStatus: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(memberReceiveAddress.memberId, memberId),
        eq(memberReceiveAddress.defaultStatus, 1),
        exceptId === undefined ? undefined : ne(memberReceiveAddress.id, exceptId),
      ),
    );
}

export const insertAddress = (tx: Tx, memberId: number, values: AddressValues) =>
  tx
    .insert(memberReceiveAddress)
    .values({ ...values, memberId })
    .returning()
    .then((r) => r[0]!);

export const updateAddress = (tx: Tx, memberId: number, id: number, values: Partial<AddressValues>) =>
  tx
    .update(memberReceiveAddress)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(memberId, id))
    .returning()
    .then((r) => r[0]);

export const deleteAddress = (tx: Tx, memberId: number, id: number) =>
  tx
    .delete(memberReceiveAddress)
    .where(mine(memberId, id))
    .returning({ defaultStatus: memberReceiveAddress.defaultStatus })
    .then((r) => r[0]);

/** After the default was deleted: the newest remaining address takes its place. */
export async function promoteNewest(tx: Tx, memberId: number) {
  const [newest] = await tx
    .select({ id: memberReceiveAddress.id })
    .from(memberReceiveAddress)
    .where(eq(memberReceiveAddress.memberId, memberId))
    .orderBy(desc(memberReceiveAddress.id))
    .limit(1);
  if (newest) await updateAddress(tx, memberId, newest.id, { defaultStatus: 1 });
}

export async function maxAddresses(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, 'maxReceiveAddress'));
  const n = Number(row?.value);
  return Number.isInteger(n) && n > 0 ? n : 20;
}

/** Delivery areas of every warehouse (tens of rows): the inRegion check runs in TypeScript. */
export const deliveryAreas = (db: Db | Tx) =>
  db
    .select({
      latitude: warehouse.latitude,
      longitude: warehouse.longitude,
      deliveryRadiusKm: warehouse.deliveryRadiusKm,
    })
    .from(warehouse);

export const findCountryByCode = (db: Db | Tx, countryCode: string) =>
  db
    .select({ countryCode: country.countryCode, phoneCode: country.phoneCode })
    .from(country)
    .where(eq(country.countryCode, countryCode))
    .then((r) => r[0]);

export const isSellingPhoneCode = (db: Db | Tx, phoneCode: string) =>
  db
    .select({ c: country.countryCode })
    .from(country)
    .where(eq(country.phoneCode, phoneCode))
    .then((r) => r.length > 0);

export const listDivisions = (db: Db, countryCode: string, parentCode: string | null) =>
  db
    .select({
      code: administrativeDivision.code,
      parentCode: administrativeDivision.parentCode,
      level: administrativeDivision.level,
      names: administrativeDivision.names,
      hasChildren: sql<boolean>`exists (select 1 from administrative_division c where c.country_code = "administrative_division"."country_code" and c.parent_code = "administrative_division"."code")`,
    })
    .from(administrativeDivision)
    .where(
      and(
        eq(administrativeDivision.countryCode, countryCode),
        parentCode === null
          ? isNull(administrativeDivision.parentCode)
          : eq(administrativeDivision.parentCode, parentCode),
      ),
    )
    .orderBy(asc(administrativeDivision.code));

/** The divisions named by codes, for validation and for the names shown beside an address. */
export const findDivisions = (db: Db | Tx, pairs: { countryCode: string; code: string }[]) => {
  if (pairs.length === 0) return Promise.resolve([]);
  const countries = [...new Set(pairs.map((p) => p.countryCode))];
  const codes = [...new Set(pairs.map((p) => p.code))];
  return db
    .select()
    .from(administrativeDivision)
    .where(and(inArray(administrativeDivision.countryCode, countries), inArray(administrativeDivision.code, codes)));
};
