import type { FastifyInstance } from 'fastify';
import { couponTemplate } from '../../src/db/schema/index.js';

const DAY = 86_400_000;

/** A VND amount coupon running from yesterday to tomorrow, 100 to claim; `extra` overrides any column. */
export const insertCouponTemplate = (
  // The app or an open database: both hold the drizzle handle as `db`.
  owner: { db: FastifyInstance['db'] },
  code: string,
  extra: Partial<typeof couponTemplate.$inferInsert> = {},
) =>
  owner.db.insert(couponTemplate).values({
    code,
    names: { 'en-US': `Coupon ${code}`, 'vi-VN': `Phiếu ${code}`, 'th-TH': `คูปอง ${code}` },
    countryCode: 'VN',
    kind: 'amount',
    amount: 10_000,
    totalCount: 100,
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
    ...extra,
  });
