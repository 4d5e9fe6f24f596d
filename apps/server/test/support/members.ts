import type { Locale } from '@storefront/contract';
import type { Database } from '../../src/db/client.js';
import { member, memberAccount } from '../../src/db/schema/index.js';
import { issueToken } from '../../src/shared/sessions/index.js';
import { type Buyer, request } from './buyers.js';

/**
 * Many members for the reliability tests (two nodes, crash): rows written straight into the
 * database with a VND account, and a session minted the way a login mints one — logging 40 people
 * in by password would spend seconds of scrypt on what these tests do not test.
 */
export interface Member extends Buyer {
  id: number;
  locale: Locale;
}

export interface MemberOptions {
  /** A prefix of the phone numbers, unique per call (e.g. "971"): phones are `<prefix><5 digits>`. */
  phonePrefix: string;
  locales: readonly Locale[];
  /** Wallet balance and credit limit in đồng; a credit limit makes the member a regular on monthly settlement. */
  walletBalance?: number;
  creditLimit?: number;
  /** The first octets of each member's X-Forwarded-For address (`<net>.<i>` must stay a valid IPv4). */
  net: string;
}

export async function createMembers(database: Database, count: number, o: MemberOptions): Promise<Member[]> {
  const credit = (o.creditLimit ?? 0) > 0;
  const rows = await database.db
    .insert(member)
    .values(
      Array.from({ length: count }, (_, i) => ({
        phoneCountryCode: '84',
        phoneNumber: `${o.phonePrefix}${String(i).padStart(5, '0')}`,
        nickname: `Racer ${o.phonePrefix}-${i}`,
        ...(credit ? { isRegulars: true, periodicSettlement: 3 } : {}),
      })),
    )
    .returning({ id: member.id });
  await database.db.insert(memberAccount).values(
    rows.map((r) => ({
      memberId: r.id,
      currencyCode: 'VND',
      walletBalance: o.walletBalance ?? 0,
      creditLimit: o.creditLimit ?? 0,
      creditUsed: 0,
    })),
  );
  return Promise.all(
    rows.map(async (r, i) => {
      const address = `${o.net}.${(i >> 8) & 255}.${i & 255}`;
      const { token } = await issueToken(database.db, { kind: 'member', memberId: r.id, ip: address });
      const locale = o.locales[i % o.locales.length]!;
      return {
        id: r.id,
        locale,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address, 'accept-language': locale },
      };
    }),
  );
}

export const claim = (base: string, m: Buyer, code: string) =>
  request(base, 'POST', '/member/coupon/claim', m.headers, { code });

export const addToCart = async (base: string, m: Buyer, sku: number, quantity = 1) => {
  const res = await request(base, 'POST', '/cart/addV2', m.headers, {
    warehouseId: 1,
    productSkuId: sku,
    quantity,
  });
  if (res.body.code !== 200) throw new Error(`cart: ${JSON.stringify(res.body)}`);
};

/** Warehouse 1, pickup: the member's cart line of `sku`, paid with `paymentMethod`. */
export const memberPickup = (sku: number, paymentMethod: string, couponId?: number | null) => ({
  currentWarehouseId: 1,
  deliveryType: 'pickup',
  paymentMethod,
  productSkuIds: [sku],
  pickupName: 'Member',
  pickupPhoneCountryCode: '84',
  pickupPhoneNumber: '912000666',
  ...(couponId === undefined ? {} : { couponId }),
});

/** The placement body of a cart line as the preview priced it (line in the cart), first open slot. */
export async function memberPlacementBody(
  base: string,
  m: Buyer,
  sku: number,
  paymentMethod: string,
  couponId?: number | null,
) {
  const p = await request(
    base,
    'POST',
    '/order/generateConfirmOrder/simple',
    m.headers,
    memberPickup(sku, paymentMethod, couponId),
  );
  if (p.body.code !== 200) throw new Error(`preview: ${JSON.stringify(p.body)}`);
  const slot = p.body.data.timeSlots.find((s: { full: boolean }) => !s.full);
  const offer = p.body.data.paymentMethods.find((x: { method: string }) => x.method === paymentMethod);
  if (!offer?.available) throw new Error(`${paymentMethod} not offered: ${JSON.stringify(offer)}`);
  return {
    body: {
      ...memberPickup(sku, paymentMethod, couponId),
      expectedPayable: p.body.data.amounts.payable as number,
      slot: { date: slot.date as string, start: slot.start as string },
    },
    couponDiscount: p.body.data.amounts.couponDiscount as number,
  };
}
