import type { DeskFreightActivity, DeskWarehouse, ParsedBody } from '@storefront/contract';
import type { deskSaveFreightActivity } from '@storefront/contract';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';
import { currencyOf, minorOf, moneyText } from './desk.money.js';
import { iso, textsOf, windowOf } from './desk.window.js';
import {
  type ActivityRow,
  endActivity,
  findActivity,
  type FreightFilter,
  insertActivity,
  listActivities,
  lockActivity,
  updateActivity,
  warehouseRows,
} from './freight.repository.js';

export const warehouseList = async (ctx: DeskCtx): Promise<DeskWarehouse[]> =>
  (await warehouseRows(ctx.db)).map((w) => ({
    warehouseId: w.id,
    name: pick(w.names, ctx.locale),
    countryCode: w.countryCode,
    currencyCode: w.currencyCode,
    basicFee: Number(w.basicFee),
  }));

const present = (ctx: DeskCtx, r: ActivityRow): DeskFreightActivity => ({
  activityId: r.a.id,
  warehouseId: r.a.warehouseId,
  warehouseName: pick(r.warehouseNames, ctx.locale),
  countryCode: r.countryCode,
  currencyCode: r.currencyCode,
  kind: r.a.kind,
  title: pick(r.a.titles, ctx.locale),
  titles: r.a.titles,
  thresholdAmount: r.a.thresholdAmount,
  fee: r.a.fee,
  basicFee: Number(r.basicFee),
  startsAt: iso(r.a.startsAt),
  endsAt: iso(r.a.endsAt),
  state: r.state,
});

export async function activityList(ctx: DeskCtx, q: FreightFilter & { pageNum: number; pageSize: number }) {
  const { list, total } = await listActivities(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return { pageNum: q.pageNum, pageSize: q.pageSize, total, list: list.map((r) => present(ctx, r)) };
}

async function activityDetail(ctx: DeskCtx, id: number) {
  const row = await findActivity(ctx.db, id);
  if (!row) throw notFound();
  return present(ctx, row);
}

/**
 * Creates or changes a freight activity, audited: free delivery (fee 0), or a reduced fee above
 * zero and below the warehouse's basic fee, from an amount of goods. The `freight_activity`
 * trigger bumps the catalogue version, so the next cart of every node prices it.
 */
export async function saveActivity(ctx: DeskCtx, body: ParsedBody<typeof deskSaveFreightActivity>) {
  const [where] = await warehouseRows(ctx.db, body.warehouseId);
  if (!where) throw invalidField('body.warehouseId', 'field.unknownId');
  const currency = await currencyOf(ctx.db, where.countryCode);
  const titles = textsOf(body.titles, 'body.titles');
  const window = windowOf(body);
  const thresholdAmount = minorOf(body.thresholdAmount, currency.digits, 'body.thresholdAmount');
  let fee = 0;
  if (body.kind === 'reduced') {
    if (body.fee === undefined) throw invalidField('body.fee', 'field.required');
    fee = minorOf(body.fee, currency.digits, 'body.fee', 0);
    const basic = Number(where.basicFee);
    if (fee <= 0 || fee >= basic)
      throw invalidField('body.fee', 'desk.feeBelowBasic', { fee: moneyText(basic, currency, ctx.locale) });
  }
  const values = { warehouseId: body.warehouseId, kind: body.kind, titles, thresholdAmount, fee, ...window };
  const id = await inTransaction(ctx, async (db) => {
    if (body.activityId === undefined) {
      const created = await insertActivity(db, values);
      await audit(db, ctx, 'catalogue.freightActivity', `freight_activity:${created}`, { before: null, after: values });
      return created;
    }
    const before = await lockActivity(db, body.activityId);
    if (!before) throw notFound();
    await updateActivity(db, body.activityId, values);
    await audit(db, ctx, 'catalogue.freightActivity', `freight_activity:${body.activityId}`, { before, after: values });
    return body.activityId;
  });
  return activityDetail(ctx, id);
}

export async function endFreightActivity(ctx: DeskCtx, activityId: number) {
  await inTransaction(ctx, async (db) => {
    const before = await lockActivity(db, activityId);
    if (!before) throw notFound();
    if (!(await endActivity(db, activityId))) throw conflict('desk.alreadyEnded');
    await audit(db, ctx, 'catalogue.freightActivityEnd', `freight_activity:${activityId}`, {
      endsAt: { before: before.endsAt },
    });
  });
  return activityDetail(ctx, activityId);
}
