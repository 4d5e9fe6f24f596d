import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
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
});
