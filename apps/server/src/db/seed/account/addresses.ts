import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { isDeliverable } from '../../../shared/geo/delivery.js';
import { member, memberReceiveAddress, warehouse } from '../../schema/index.js';

/**
 * Demo addresses beyond the one identity seeds per customer: the country of those, and a second
 * address for the first customer (outside every delivery area, so the "not deliverable" marker
 * shows). Runs after the demo members and warehouses; inserts only what is missing.
 */
export async function seedDemoAddresses(db: Db): Promise<void> {
  await db.update(memberReceiveAddress).set({ countryCode: 'VN' }).where(isNull(memberReceiveAddress.countryCode));
  // The identity seed wrote the ward, district and city into the detail too (and Nguyễn Huệ under
  // Tân Định's code); the pickers now carry those, so the detail keeps the street. Exact demo rows only.
  const demoFixes = [
    { from: 'Nguyễn Huệ, Bến Nghé, Quận 1, Hồ Chí Minh', to: 'Nguyễn Huệ', wardCode: '26740' },
    { from: 'Phúc Xá, Ba Đình, Hà Nội', to: 'Nghĩa Dũng', wardCode: '00001' },
  ];
  for (const f of demoFixes) {
    await db
      .update(memberReceiveAddress)
      .set({ detailAddress: f.to, wardCode: f.wardCode })
      .where(eq(memberReceiveAddress.detailAddress, f.from));
  }
  const [lan] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.phoneCountryCode, '84'), eq(member.phoneNumber, '901234501')));
  if (!lan) return;
  const existing = await db
    .select({ id: memberReceiveAddress.id })
    .from(memberReceiveAddress)
    .where(eq(memberReceiveAddress.memberId, lan.id));
  if (existing.length !== 1) return;
  await db.insert(memberReceiveAddress).values({
    memberId: lan.id,
    name: 'Lan Nguyễn',
    phoneCountryCode: '84',
    phoneNumber: '901234501',
    defaultStatus: 0,
    countryCode: 'VN',
    provinceCode: '56',
    detailAddress: 'Trần Phú, Lộc Thọ, Nha Trang',
    houseNumber: '86',
    latitude: 12.2388,
    longitude: 109.1967,
  });
  // Computed as the address module does on every write (Nha Trang is outside every delivery area).
  const areas = await db
    .select({
      latitude: warehouse.latitude,
      longitude: warehouse.longitude,
      deliveryRadiusKm: warehouse.deliveryRadiusKm,
    })
    .from(warehouse);
  const unknown = await db.select().from(memberReceiveAddress).where(isNull(memberReceiveAddress.inRegion));
  for (const a of unknown) {
    await db
      .update(memberReceiveAddress)
      .set({ inRegion: isDeliverable(a.latitude, a.longitude, areas) })
      .where(eq(memberReceiveAddress.id, a.id));
  }
}
