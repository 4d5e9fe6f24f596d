import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../shared/members/password.js';
import type { Db } from '../client.js';
import { appSetting, member, memberAccount, memberReceiveAddress } from '../schema/index.js';

/**
 * Demo accounts (docs/demo-accounts.md lists them for people). Phones are valid Vietnamese mobile
 * numbers so they pass the same validation as real ones. Inserted only when the phone is missing:
 * an operator's change survives a restart, and start-up does not pay for hashing every time.
 */
interface DemoMember {
  phone: string;
  nickname: string;
  password: string | null;
  extra?: Partial<typeof member.$inferInsert>;
  account?: { walletBalance: number; creditLimit: number; creditUsed: number };
  address?: Omit<typeof memberReceiveAddress.$inferInsert, 'memberId' | 'phoneCountryCode' | 'phoneNumber' | 'name'>;
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_STAFF_PASSWORD = 'sales1234';
export const DEMO_OPERATIONS_PASSWORD = 'ops12345';
export const DEMO_FINANCE_PASSWORD = 'finance1234';
export const DEMO_ADMIN_PASSWORD = 'admin1234';
export const DEMO_CATALOGUE_PASSWORD = 'catalog1234';

export const DEMO_MEMBERS: DemoMember[] = [
  {
    phone: '901234501',
    nickname: 'Lan Nguyễn',
    password: DEMO_PASSWORD,
    extra: { gender: 2, birthday: '1992-04-18', email: 'lan@example.com', city: 'Hồ Chí Minh' },
    account: { walletBalance: 0, creditLimit: 0, creditUsed: 0 },
    address: {
      defaultStatus: 1,
      provinceCode: '79',
      districtCode: '760',
      wardCode: '26734',
      detailAddress: 'Nguyễn Huệ, Bến Nghé, Quận 1, Hồ Chí Minh',
      houseNumber: '12',
      latitude: 10.7743,
      longitude: 106.7038,
    },
  },
  {
    phone: '912345602',
    nickname: 'Minh Trần',
    password: DEMO_PASSWORD,
    // A regular customer buying on credit, settled monthly; amounts in đồng (VND has no minor unit).
    extra: { gender: 1, isRegulars: true, periodicSettlement: 3, city: 'Hà Nội' },
    account: { walletBalance: 200_000, creditLimit: 50_000_000, creditUsed: 0 },
    address: {
      defaultStatus: 1,
      provinceCode: '01',
      districtCode: '001',
      wardCode: '00001',
      detailAddress: 'Phúc Xá, Ba Đình, Hà Nội',
      houseNumber: '45',
      latitude: 21.0466,
      longitude: 105.8476,
    },
  },
  {
    phone: '987654303',
    nickname: 'Hoa Phạm',
    password: DEMO_PASSWORD,
    extra: { gender: 2, isCertified: true, isApplyCertificate: true, city: 'Đà Nẵng' },
  },
  {
    phone: '938123404',
    nickname: 'Quang Lê',
    password: DEMO_STAFF_PASSWORD,
    extra: { gender: 1, roles: ['sales'], city: 'Hồ Chí Minh' },
  },
  // One staff member per separated duty (docs/demo-accounts.md): none of them can both order for
  // a customer and confirm that money.
  {
    phone: '938123409',
    nickname: 'Vy Hoàng',
    password: DEMO_OPERATIONS_PASSWORD,
    extra: { gender: 2, roles: ['operations'], city: 'Hồ Chí Minh' },
  },
  {
    phone: '938123410',
    nickname: 'Hải Đinh',
    password: DEMO_FINANCE_PASSWORD,
    extra: { gender: 1, roles: ['finance'], city: 'Hồ Chí Minh' },
  },
  {
    phone: '938123411',
    nickname: 'Mai Phan',
    password: DEMO_ADMIN_PASSWORD,
    extra: { gender: 2, roles: ['admin'], city: 'Hồ Chí Minh' },
  },
  {
    phone: '938123412',
    nickname: 'Tùng Ngô',
    password: DEMO_CATALOGUE_PASSWORD,
    extra: { gender: 1, roles: ['catalogue'], city: 'Hồ Chí Minh' },
  },
  { phone: '909000005', nickname: 'Thu Võ', password: DEMO_PASSWORD },
  { phone: '773456706', nickname: 'Bảo Đặng', password: DEMO_PASSWORD, extra: { gender: 1 } },
  { phone: '359876507', nickname: 'Khánh Bùi', password: DEMO_PASSWORD },
  // Registered by SMS only: no password yet (registeredOrNot → hasPassword false).
  { phone: '868123408', nickname: 'Linh Đỗ', password: null },
];

export async function seedDemoMembers(db: Db): Promise<void> {
  const [suffixRow] = await db.select().from(appSetting).where(eq(appSetting.key, 'PASSWORD_MD5_SUFFIX'));
  const suffix = typeof suffixRow?.value === 'string' ? suffixRow.value : '';
  for (const demo of DEMO_MEMBERS) {
    const where = and(eq(member.phoneCountryCode, '84'), eq(member.phoneNumber, demo.phone));
    if ((await db.select({ id: member.id }).from(member).where(where)).length > 0) continue;
    // What the web sends: MD5 of the clear password and the suffix setting.
    const digest = demo.password
      ? createHash('md5')
          .update(demo.password + suffix)
          .digest('hex')
      : null;
    const [created] = await db
      .insert(member)
      .values({
        phoneCountryCode: '84',
        phoneNumber: demo.phone,
        nickname: demo.nickname,
        passwordHash: digest ? await hashPassword(digest) : null,
        ...demo.extra,
      })
      .onConflictDoNothing()
      .returning({ id: member.id });
    if (!created) continue;
    if (demo.account) {
      await db.insert(memberAccount).values({ memberId: created.id, currencyCode: 'VND', ...demo.account });
    }
    if (demo.address) {
      await db.insert(memberReceiveAddress).values({
        memberId: created.id,
        name: demo.nickname,
        phoneCountryCode: '84',
        phoneNumber: demo.phone,
        ...demo.address,
      });
    }
  }
}
