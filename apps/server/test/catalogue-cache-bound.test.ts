import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { bytesOf, cached, cachedMany, limitCatalogueCache } from '../src/shared/catalogue-cache/index.js';

/**
 * The catalogue cache holds what its byte budget allows (CATALOGUE_CACHE_MB), least recently used
 * out first — for single values and for rows read together alike. A stand-in database handle: the
 * bound never reaches the database (no entry here expires with promotions).
 */
const handle = () => ({}) as unknown as Db;
const KB = 1024;

describe('the catalogue cache is bounded by bytes', () => {
  it('estimates a value by its JSON, maps and sets included', () => {
    expect(bytesOf('x'.repeat(1000))).toBe(4 * 1002 + 200);
    expect(bytesOf(new Map([[1, 'x'.repeat(500)]]))).toBeGreaterThan(2000);
    expect(bytesOf({ s: new Set([1, 2, 3]) })).toBe(bytesOf({ s: [1, 2, 3] }));
  });

  it('drops the least recently used values once the budget is passed', async () => {
    const db = handle();
    limitCatalogueCache(db, 20 * KB);
    const view = { db, version: 1, now: 0 };
    const computed: string[] = [];
    const get = (key: string) =>
      cached(view, key, async () => {
        computed.push(key);
        return 'x'.repeat(1000); // ~4.2 kB each
      });
    for (const key of ['a', 'b', 'c', 'd']) await get(key);
    await get('a'); // used again: now the most recent
    await get('e'); // 5 × 4.2 kB > 20 kB: out goes b, the least recently used
    computed.length = 0;
    await get('a');
    await get('e');
    expect(computed).toEqual([]);
    await get('b');
    expect(computed).toEqual(['b']);
  });

  it('weighs rows read together by what each holds once read', async () => {
    const db = handle();
    limitCatalogueCache(db, 40 * KB);
    const view = { db, version: 1, now: 0 };
    let reads = 0;
    const rows = (ids: number[]) =>
      cachedMany(view, 'row', ids, async (missing) => {
        reads += missing.length;
        return new Map(missing.map((id) => [id, 'y'.repeat(2000)])); // ~8.2 kB each
      });
    await rows([1, 2, 3, 4]);
    expect(reads).toBe(4);
    await rows([1, 2, 3, 4]);
    expect(reads).toBe(4); // 33 kB held: all kept
    await rows([5]); // 41 kB: row 1 goes
    await rows([2, 3, 4, 5]);
    expect(reads).toBe(5);
    await rows([1]);
    expect(reads).toBe(6);
  });
});
