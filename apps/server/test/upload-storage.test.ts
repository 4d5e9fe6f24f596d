import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { member, upload } from '../src/db/schema/index.js';
import { removeOrphans } from '../src/modules/upload/upload.service.js';
import { openUploadStorage, type UploadStorage } from '../src/shared/uploads/storage.js';
import { openTestDatabase } from './support/app.js';
import { startTestS3, type TestS3 } from './support/s3.js';

/**
 * Every upload storage keeps the same promises (src/shared/uploads/storage.ts): what is put is
 * got back byte for byte, a missing object is null, and removing an upload removes its original
 * and everything under its variants' prefix — and nothing else, whatever characters the key holds.
 */
let database: Database;
let dataDir: string;
let s3: TestS3;
const stores: Record<string, UploadStorage> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'sf-storage-'));
  s3 = await startTestS3();
  for (const [kind, env] of [
    ['disk', {}],
    ['postgres', { UPLOAD_STORAGE: 'postgres' }],
    ['s3', s3.env],
  ] as const) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
    stores[kind] = await openUploadStorage(config.uploads, database.db);
  }
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((s) => s.close()));
  await s3?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) & 255));

describe.each(['disk', 'postgres', 's3'])('%s upload storage', (kind) => {
  it('gives back exactly the bytes put, and null or false for what is not there', async () => {
    const store = stores[kind]!;
    expect(store.kind).toBe(kind);
    const data = bytes(300_000, 7);
    await store.put('Ab_-cd.webp', data);
    expect((await store.get('Ab_-cd.webp'))?.equals(data)).toBe(true);
    expect(await store.has('Ab_-cd.webp')).toBe(true);
    // A second write of a name keeps the last (two servers rendering one variant at once).
    await store.put('Ab_-cd.webp', bytes(10, 1));
    expect((await store.get('Ab_-cd.webp'))?.equals(bytes(10, 1))).toBe(true);
    expect(await store.get('nothing.webp')).toBeNull();
    expect(await store.has('nothing.webp')).toBe(false);
  });

  it("removes an upload's original and every variant, and leaves a key that only looks alike", async () => {
    const store = stores[kind]!;
    // `_` is a wildcard of SQL's LIKE, `-` sorts before `/`: neither key may take the other's objects.
    const names = (key: string) => [`${key}.webp`, `variants/${key}/64x64.webp`, `variants/${key}/400x128.webp`];
    for (const key of ['k_1', 'kx1', 'k_1-', 'k_10'])
      for (const name of names(key)) await store.put(name, bytes(64, 3));
    await store.remove(['k_1.webp', 'variants/k_1']);
    for (const name of names('k_1')) expect(await store.has(name), name).toBe(false);
    for (const key of ['kx1', 'k_1-', 'k_10'])
      for (const name of names(key)) expect(await store.has(name), name).toBe(true);
    await store.remove([]);
  });

  it('lists what was stored before a time, and the orphan sweep removes only uploads without a row', async () => {
    const store = stores[kind]!;
    const [owner] = await database.db.select({ id: member.id }).from(member).limit(1);
    const kept = `kept${kind}`;
    const orphan = `orphan${kind}`;
    for (const key of [kept, orphan]) {
      await store.put(`${key}.webp`, bytes(64, 5));
      await store.put(`variants/${key}/64x64.webp`, bytes(32, 5));
    }
    await database.db.insert(upload).values({
      key: kept,
      memberId: owner!.id,
      purpose: 'avatar',
      contentType: 'image/webp',
      width: 1,
      height: 1,
      bytes: 64,
    });
    const listed = async (before: Date) => {
      const names: string[] = [];
      for await (const page of store.listBefore(before)) names.push(...page);
      return names;
    };
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const inAMinute = new Date(Date.now() + 60_000);
    // Stored just now: too young for the sweep, which leaves a day to an upload being saved.
    expect(await listed(anHourAgo)).not.toContain(`${orphan}.webp`);
    await removeOrphans({ db: database.db, storage: store }, anHourAgo);
    expect(await store.has(`${orphan}.webp`)).toBe(true);

    expect(await listed(inAMinute)).toEqual(
      expect.arrayContaining([`${orphan}.webp`, `variants/${orphan}/64x64.webp`, `${kept}.webp`]),
    );
    expect(await removeOrphans({ db: database.db, storage: store }, inAMinute)).toBeGreaterThanOrEqual(1);
    expect(await store.has(`${orphan}.webp`)).toBe(false);
    expect(await store.has(`variants/${orphan}/64x64.webp`)).toBe(false);
    expect(await store.has(`${kept}.webp`)).toBe(true);
    expect(await store.has(`variants/${kept}/64x64.webp`)).toBe(true);
  });
});
