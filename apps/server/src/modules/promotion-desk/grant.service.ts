import type { DeskCouponHolder, ParsedBody } from '@storefront/contract';
import type { deskGrantCoupon } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { conflict, invalidField, isUniqueViolation, notFound } from '../../lib/errors.js';
import { normalizePhone } from '../../shared/members/index.js';
import {
  grantedUnder,
  heldBy,
  type HolderRow,
  holderRows,
  insertGrant,
  lockCoupon,
  memberIdByPhone,
  takeForGrant,
} from './coupon.repository.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';

const holder = (r: HolderRow): DeskCouponHolder => {
  const phone = `+${r.phoneCountryCode} ${r.phoneNumber}`;
  return {
    memberCouponId: Number(r.memberCouponId),
    memberId: Number(r.memberId),
    memberName: r.nickname || phone,
    phone,
    state: r.status === 'used' ? 'used' : r.expired ? 'expired' : 'unused',
    claimedAt: r.claimedAt,
    usedAt: r.usedAt,
    orderSn: r.orderSn,
    grantedBy: r.grantedBy,
  };
};

export async function couponHolders(ctx: DeskCtx, q: { templateId: number; pageNum: number; pageSize: number }) {
  const rows = await holderRows(
    ctx.db,
    sql`mc.template_id = ${q.templateId}`,
    q.pageSize,
    (q.pageNum - 1) * q.pageSize,
  );
  return { pageNum: q.pageNum, pageSize: q.pageSize, total: Number(rows[0]?.total ?? 0), list: rows.map(holder) };
}

const oneHolder = async (ctx: DeskCtx, memberCouponId: number) =>
  holder((await holderRows(ctx.db, sql`mc.id = ${memberCouponId}`, 1, 0))[0]!);

/**
 * Gives a customer one copy of a coupon, as a claim would (one copy taken under the template's row
 * lock, within the quantity and the limit per customer), audited; before its window opens too,
 * never after it ends. The console's key makes a repeat (a double click, a retry) give it once.
 * Staff never grant themselves one.
 */
export async function grantCoupon(ctx: DeskCtx, body: ParsedBody<typeof deskGrantCoupon>) {
  const phone = await normalizePhone({ db: ctx.db, fields: 'body' }, body.phoneCountryCode, body.phoneNumber);
  const memberId = await memberIdByPhone(ctx.db, phone.countryCode, phone.nationalNumber);
  if (memberId === undefined) throw invalidField('body.phoneNumber', 'desk.memberNotFound');
  if (memberId === ctx.staffId) throw invalidField('body.phoneNumber', 'desk.notYourself');
  // The copy this key already gave, if any: a repeat answers it (another grant is refused).
  const earlierCopy = async (db: DeskCtx['db']) => {
    const earlier = await grantedUnder(db, ctx.staffId, body.clientKey);
    if (earlier && (earlier.templateId !== body.templateId || earlier.memberId !== memberId))
      throw invalidField('body.clientKey', 'desk.keyReused');
    return earlier?.id;
  };
  try {
    const id = await inTransaction(ctx, async (db) => {
      const template = await lockCoupon(db, body.templateId);
      if (!template) throw notFound();
      // Read under the template's lock: a repeat sent at the same time waited here for the first.
      const earlier = await earlierCopy(db);
      if (earlier !== undefined) return earlier;
      if (template.endsAt.getTime() <= Date.now()) throw conflict('desk.couponEnded');
      if ((await heldBy(db, template.id, memberId)) >= template.perMemberLimit)
        throw conflict('desk.holdsEnough', { limit: template.perMemberLimit });
      if (!(await takeForGrant(db, template.id))) throw conflict('desk.noneLeft');
      const granted = await insertGrant(db, {
        templateId: template.id,
        memberId,
        grantedBy: ctx.staffId,
        grantKey: body.clientKey,
      });
      await audit(db, ctx, 'catalogue.couponGrant', `coupon:${template.id}`, { memberId, memberCouponId: granted });
      return granted;
    });
    return oneHolder(ctx, id);
  } catch (error) {
    // The same key for another coupon granted at the same time: the unique index refused this one.
    if (isUniqueViolation(error)) return oneHolder(ctx, (await earlierCopy(ctx.db))!);
    throw error;
  }
}
