import type { OfferState } from '@storefront/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { country, couponTemplate, member, memberCoupon } from '../../db/schema/index.js';
import { stateOf, stateWhere } from './desk.window.js';

const used = sql<number>`(select count(*) from member_coupon mc
  where mc.template_id = ${couponTemplate.id} and mc.status = 'used')::int`;

const columns = {
  t: couponTemplate,
  currencyCode: country.currencyCode,
  usedCount: used,
  state: stateOf(couponTemplate),
};
const rows = (db: Db) =>
  db.select(columns).from(couponTemplate).innerJoin(country, eq(country.countryCode, couponTemplate.countryCode));

export interface CouponFilter {
  countryCode?: string | undefined;
  state?: OfferState | undefined;
  /** A code's part, or text anywhere in the names. */
  keyword?: string | undefined;
}

function whereOf(f: CouponFilter): SQL | undefined {
  const keyword = f.keyword?.trim();
  const like = keyword ? `%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    f.countryCode ? eq(couponTemplate.countryCode, f.countryCode.toUpperCase()) : undefined,
    f.state ? stateWhere(couponTemplate, f.state) : undefined,
    like
      ? sql`(lower(coalesce(${couponTemplate.code}, '')) like ${like} or lower(${couponTemplate.names}::text) like ${like})`
      : undefined,
  );
}

export async function listCoupons(db: Db, f: CouponFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const [list, [count]] = await Promise.all([
    rows(db).where(where).orderBy(desc(couponTemplate.createdAt), desc(couponTemplate.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponTemplate)
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export const findCoupon = (db: Db, id: number) =>
  rows(db)
    .where(eq(couponTemplate.id, id))
    .then((r) => r[0]);
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/** The template under a lock: claims take the same row lock (their guarded update), so they wait. */
export const lockCoupon = (db: Db, id: number) =>
  db
    .select()
    .from(couponTemplate)
    .where(eq(couponTemplate.id, id))
    .for('update')
    .then((r) => r[0]);

export type CouponValues = Omit<typeof couponTemplate.$inferInsert, 'id' | 'claimedCount' | 'createdAt'>;

export const insertCoupon = (db: Db, values: CouponValues) =>
  db
    .insert(couponTemplate)
    .values(values)
    .returning({ id: couponTemplate.id })
    .then((r) => r[0]!.id);

export const updateCoupon = (db: Db, id: number, values: CouponValues) =>
  db.update(couponTemplate).set(values).where(eq(couponTemplate.id, id));

export interface HolderRow {
  memberCouponId: number;
  memberId: number;
  nickname: string | null;
  phoneCountryCode: string;
  phoneNumber: string;
  status: string;
  expired: boolean;
  claimedAt: string;
  usedAt: string | null;
  orderSn: string | null;
  grantedBy: string | null;
  total: number;
}

const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Holders of a template's copies (or one copy), latest first, with the order that used it and who granted it. */
export const holderRows = (db: Db, where: SQL, limit: number, offset: number) =>
  queryRows<HolderRow>(
    db,
    sql`select mc.id as "memberCouponId", m.id as "memberId", m.nickname,
          m.phone_country_code as "phoneCountryCode", m.phone_number as "phoneNumber", mc.status,
          (t.ends_at <= now()) as expired,
          ${isoText(sql`mc.claimed_at`)} as "claimedAt", ${isoText(sql`mc.used_at`)} as "usedAt",
          o.order_sn as "orderSn",
          coalesce(g.nickname, '+' || g.phone_country_code || ' ' || g.phone_number) as "grantedBy",
          (count(*) over ())::int as total
        from member_coupon mc
        join coupon_template t on t.id = mc.template_id
        join member m on m.id = mc.member_id
        left join customer_order o on o.id = mc.order_id
        left join member g on g.id = mc.granted_by
        where ${where}
        order by mc.claimed_at desc, mc.id desc
        limit ${limit} offset ${offset}`,
  );

/** The copy a staff member granted under a console key, if any. */
export const grantedUnder = (db: Db, staffId: number, key: string) =>
  db
    .select({ id: memberCoupon.id, templateId: memberCoupon.templateId, memberId: memberCoupon.memberId })
    .from(memberCoupon)
    .where(and(eq(memberCoupon.grantedBy, staffId), eq(memberCoupon.grantKey, key)))
    .then((r) => r[0]);

export const heldBy = (db: Db, templateId: number, memberId: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCoupon)
    .where(and(eq(memberCoupon.templateId, templateId), eq(memberCoupon.memberId, memberId)))
    .then((r) => Number(r[0]?.n ?? 0));

/** Takes one copy for a grant: guarded like a claim, but a grant may come before the window opens. */
export const takeForGrant = (db: Db, templateId: number) =>
  db
    .update(couponTemplate)
    .set({ claimedCount: sql`${couponTemplate.claimedCount} + 1` })
    .where(
      and(
        eq(couponTemplate.id, templateId),
        sql`${couponTemplate.claimedCount} < ${couponTemplate.totalCount}`,
        sql`${couponTemplate.endsAt} > now()`,
      ),
    )
    .returning({ id: couponTemplate.id })
    .then((r) => r.length === 1);

export const insertGrant = (
  db: Db,
  values: { templateId: number; memberId: number; grantedBy: number; grantKey: string },
) =>
  db
    .insert(memberCoupon)
    .values(values)
    .returning({ id: memberCoupon.id })
    .then((r) => r[0]!.id);

export const memberIdByPhone = (db: Db, countryCode: string, nationalNumber: string) =>
  db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.phoneCountryCode, countryCode), eq(member.phoneNumber, nationalNumber)))
    .then((r) => r[0]?.id);
