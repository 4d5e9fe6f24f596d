import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, queryRowsPrepared } from '../src/db/client.js';

/**
 * The PostgreSQL pool as configured: DATABASE_POOL_SIZE bounds the connections of a process, and
 * DATABASE_PREPARED_STATEMENTS=false names no statement (a transaction-mode pooler would lose it).
 * PostgreSQL only: the postgres project.
 */
const source = inject('testDatabase');

/** Named statements on the connection of `tx` after one hot-path query. */
const preparedAfterOneQuery = async (preparedStatements: boolean) => {
  if (source.kind !== 'postgres') throw new Error('postgres only');
  const database = await openDatabase({ databaseUrl: source.adminUrl, preparedStatements });
  try {
    return await database.db.transaction(async (tx) => {
      await queryRowsPrepared(tx, sql`select 1 as one where ${1}::int = 1`);
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements`);
      return row!.n;
    });
  } finally {
    await database.close();
  }
};

describe.skipIf(source.kind !== 'postgres')('the PostgreSQL pool', () => {
  it('names prepared statements by default, and none with DATABASE_PREPARED_STATEMENTS=false', async () => {
    expect(await preparedAfterOneQuery(true)).toBe(1);
    expect(await preparedAfterOneQuery(false)).toBe(0);
  });

  it('never opens more connections than DATABASE_POOL_SIZE; the rest wait', async () => {
    if (source.kind !== 'postgres') return;
    const database = await openDatabase({ databaseUrl: source.adminUrl, poolSize: 3 });
    try {
      let most = 0;
      let waited = 0;
      const watch = setInterval(() => {
        const use = database.poolUse()!;
        most = Math.max(most, use.total);
        waited = Math.max(waited, use.waiting);
      }, 5);
      await Promise.all(Array.from({ length: 12 }, () => database.execute('select pg_sleep(0.05)')));
      clearInterval(watch);
      expect(most).toBe(3);
      expect(waited).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
