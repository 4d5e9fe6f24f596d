import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { category, couponTemplate, member, memberCoupon } from '../../schema/index.js';

const DAY = 86_400_000;
type Template = Omit<typeof couponTemplate.$inferInsert, 'startsAt' | 'endsAt'> & { days: [number, number] };

/**
 * Demo coupons: claimable codes per country (listed in the README) and, for the first demo
 * customer, one coupon in each state so every tab of the Coupon screen has something.
 * Amounts are minor units (VND and LAK whole, THB and PHP in hundredths).
 */
function templates(freshCategoryId: number | undefined): Template[] {
  return [
    {
      code: 'WELCOME50K',
      countryCode: 'VN',
      kind: 'amount',
      amount: 50_000,
      minSpend: 300_000,
      totalCount: 10_000,
      days: [-1, 365],
      names: {
        'en-US': '₫50,000 off your order',
        'vi-VN': 'Giảm 50.000 ₫ cho đơn hàng',
        'zh-CN': '订单立减 50,000 ₫',
        'th-TH': 'ลด 50,000 ₫ ต่อคำสั่งซื้อ',
        'lo-LA': 'ຫຼຸດ 50,000 ₫ ຕໍ່ຄຳສັ່ງຊື້',
        'fil-PH': '₫50,000 bawas sa order',
      },
    },
    ...(freshCategoryId
      ? [
          {
            code: 'FRESH10',
            countryCode: 'VN',
            kind: 'percent',
            percent: 10,
            maxDiscount: 100_000,
            minSpend: 200_000,
            scope: 'categories',
            scopeIds: [freshCategoryId],
            totalCount: 500,
            days: [-1, 90] as [number, number],
            names: {
              'en-US': '10% off fresh produce',
              'vi-VN': 'Giảm 10% rau củ quả tươi',
              'zh-CN': '生鲜果蔬 9 折',
              'th-TH': 'ลด 10% ผักผลไม้สด',
              'lo-LA': 'ຫຼຸດ 10% ຜັກ ແລະ ໝາກໄມ້ສົດ',
              'fil-PH': '10% bawas sa sariwang ani',
            },
          },
        ]
      : []),
    {
      code: 'BANGKOK100',
      countryCode: 'TH',
      kind: 'amount',
      amount: 10_000,
      minSpend: 50_000,
      totalCount: 1_000,
      days: [-1, 180],
      names: {
        'en-US': '฿100 off orders from ฿500',
        'th-TH': 'ลด ฿100 เมื่อซื้อครบ ฿500',
        'vi-VN': 'Giảm ฿100 cho đơn từ ฿500',
        'zh-CN': '满 ฿500 减 ฿100',
        'lo-LA': 'ຫຼຸດ ฿100 ເມື່ອຊື້ຄົບ ฿500',
        'fil-PH': '฿100 bawas sa order na ฿500 pataas',
      },
    },
    {
      code: 'MANILA15',
      countryCode: 'PH',
      kind: 'percent',
      percent: 15,
      maxDiscount: 20_000,
      totalCount: 1_000,
      days: [-1, 180],
      names: {
        'en-US': '15% off, up to ₱200',
        'fil-PH': '15% bawas, hanggang ₱200',
        'vi-VN': 'Giảm 15%, tối đa ₱200',
        'zh-CN': '85 折，最多减 ₱200',
        'th-TH': 'ลด 15% สูงสุด ₱200',
        'lo-LA': 'ຫຼຸດ 15%, ສູງສຸດ ₱200',
      },
    },
    {
      code: 'LAO20K',
      countryCode: 'LA',
      kind: 'amount',
      amount: 20_000,
      minSpend: 200_000,
      totalCount: 1_000,
      days: [-1, 180],
      names: {
        'en-US': '₭20,000 off orders from ₭200,000',
        'lo-LA': 'ຫຼຸດ ₭20,000 ເມື່ອຊື້ຄົບ ₭200,000',
        'vi-VN': 'Giảm ₭20.000 cho đơn từ ₭200.000',
        'zh-CN': '满 ₭200,000 减 ₭20,000',
        'th-TH': 'ลด ₭20,000 เมื่อซื้อครบ ₭200,000',
        'fil-PH': '₭20,000 bawas sa order na ₭200,000 pataas',
      },
    },
    // Granted only (no code): the demo customer's used and expired examples.
    {
      code: 'DEMO-USED',
      countryCode: 'VN',
      kind: 'amount',
      amount: 30_000,
      minSpend: 150_000,
      totalCount: 1,
      days: [-30, 30],
      names: {
        'en-US': '₫30,000 off',
        'vi-VN': 'Giảm 30.000 ₫',
        'zh-CN': '立减 30,000 ₫',
        'th-TH': 'ลด 30,000 ₫',
        'lo-LA': 'ຫຼຸດ 30,000 ₫',
        'fil-PH': '₫30,000 bawas',
      },
    },
    {
      code: 'DEMO-EXPIRED',
      countryCode: 'VN',
      kind: 'percent',
      percent: 5,
      maxDiscount: 50_000,
      totalCount: 1,
      days: [-60, -1],
      names: {
        'en-US': '5% off (last month)',
        'vi-VN': 'Giảm 5% (tháng trước)',
        'zh-CN': '95 折（上月）',
        'th-TH': 'ลด 5% (เดือนที่แล้ว)',
        'lo-LA': 'ຫຼຸດ 5% (ເດືອນແລ້ວ)',
        'fil-PH': '5% bawas (noong nakaraang buwan)',
      },
    },
  ];
}

export async function seedDemoCoupons(db: Db): Promise<void> {
  const [fresh] = await db
    .select({ id: category.id })
    .from(category)
    .where(eq(category.icon, '/api/images/category/fresh.svg'));
  const now = Date.now();
  for (const { days, ...t } of templates(fresh?.id)) {
    await db
      .insert(couponTemplate)
      .values({ ...t, startsAt: new Date(now + days[0] * DAY), endsAt: new Date(now + days[1] * DAY) })
      .onConflictDoNothing();
  }
  const [lan] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.phoneCountryCode, '84'), eq(member.phoneNumber, '901234501')));
  if (!lan) return;
  const held = await db.select({ id: memberCoupon.id }).from(memberCoupon).where(eq(memberCoupon.memberId, lan.id));
  if (held.length > 0) return;
  const grant = async (code: string, used: boolean) => {
    const [t] = await db
      .update(couponTemplate)
      .set({ claimedCount: sql`${couponTemplate.claimedCount} + 1` })
      .where(and(eq(couponTemplate.code, code), sql`${couponTemplate.claimedCount} < ${couponTemplate.totalCount}`))
      .returning({ id: couponTemplate.id });
    if (t)
      await db.insert(memberCoupon).values({
        templateId: t.id,
        memberId: lan.id,
        ...(used ? { status: 'used', usedAt: new Date(now - 3 * DAY) } : {}),
      });
  };
  await grant('WELCOME50K', false);
  await grant('DEMO-USED', true);
  await grant('DEMO-EXPIRED', false);
}
