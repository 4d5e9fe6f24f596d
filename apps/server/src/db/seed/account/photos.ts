import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../client.js';
import { member, memberReceiveAddress, upload } from '../../schema/index.js';

/** A drawn shop front in the given colour: the demo "photo of the entrance" (nothing is downloaded). */
const facade = (hue: number, number: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="hsl(${hue} 35% 82%)"/>
  <rect x="0" y="470" width="800" height="130" fill="hsl(${hue} 10% 45%)"/>
  <rect x="120" y="90" width="560" height="380" fill="hsl(${hue} 40% 92%)" stroke="hsl(${hue} 30% 40%)" stroke-width="8"/>
  <rect x="320" y="230" width="160" height="240" fill="hsl(${hue} 45% 35%)"/>
  <circle cx="455" cy="350" r="9" fill="#f4d35e"/>
  <rect x="160" y="200" width="120" height="110" fill="#cfe8f3" stroke="hsl(${hue} 30% 40%)" stroke-width="6"/>
  <rect x="520" y="200" width="120" height="110" fill="#cfe8f3" stroke="hsl(${hue} 30% 40%)" stroke-width="6"/>
  <rect x="300" y="120" width="200" height="80" rx="10" fill="#fff" stroke="hsl(${hue} 30% 40%)" stroke-width="6"/>
  <text x="400" y="178" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="hsl(${hue} 45% 30%)">${number}</text>
</svg>`;

/**
 * Gives each demo address without a photo one, stored as the upload pipeline stores pictures
 * (`<key>.webp` in the upload storage) and recorded as its owner's attached upload. Needs the
 * storage, so it runs only where the server has one (not in tests).
 */
export async function seedDemoAddressPhotos(
  db: Db,
  storeUpload: (name: string, data: Buffer) => Promise<void>,
): Promise<void> {
  const rows = await db
    .select({
      id: memberReceiveAddress.id,
      memberId: memberReceiveAddress.memberId,
      houseNumber: memberReceiveAddress.houseNumber,
    })
    .from(memberReceiveAddress)
    .innerJoin(member, eq(member.id, memberReceiveAddress.memberId))
    .where(
      and(
        eq(member.phoneCountryCode, '84'),
        sql`${member.phoneNumber} in ('901234501', '912345602')`,
        sql`cardinality(${memberReceiveAddress.images}) = 0`,
      ),
    );
  for (const [i, row] of rows.entries()) {
    const { data, info } = await sharp(Buffer.from(facade((i * 67 + 20) % 360, row.houseNumber)))
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const key = randomBytes(16).toString('base64url');
    // The name the storage gives an upload's original (shared/uploads/storage.ts, `originalName`).
    await storeUpload(`${key}.webp`, data);
    await db.insert(upload).values({
      key,
      memberId: row.memberId,
      purpose: 'address',
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      bytes: data.length,
      attachedAt: sql`now()`,
    });
    await db
      .update(memberReceiveAddress)
      .set({ images: [`/api/upload/file/${key}`] })
      .where(eq(memberReceiveAddress.id, row.id));
  }
}
