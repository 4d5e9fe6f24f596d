import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { LIST_PAGE } from './storage.page.js';
import type { UploadStorage } from './storage.js';

/** node-postgres answers a Buffer, PGlite a Uint8Array: the same bytes either way, without a copy. */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * Upload bytes in the `upload_object` table: shared by every server on the database, with nothing
 * else to run. A photo is stored at most 2048 px a side (a few hundred kB) and its variants are
 * smaller, so rows stay well within what bytea carries comfortably.
 */
export function postgresStorage(db: Db): UploadStorage {
  return {
    kind: 'postgres',
    async put(name, data) {
      // A variant rendered by two servers at once is the same picture: the second write is kept.
      await db.execute(sql`insert into upload_object (name, data) values (${name}, ${data})
        on conflict (name) do update set data = excluded.data`);
    },
    async get(name) {
      const [row] = await queryRows<{ data: Uint8Array }>(db, sql`select data from upload_object where name = ${name}`);
      return row ? asBuffer(row.data) : null;
    },
    async has(name) {
      const rows = await queryRows(db, sql`select 1 from upload_object where name = ${name}`);
      return rows.length > 0;
    },
    async remove(names) {
      if (names.length === 0) return;
      // `<name>/` up to `<name>0` ('0' follows '/'), compared in collation "C": a range of the
      // primary key, with no LIKE wildcard to escape in a key.
      const ranges = names.map((n) => sql`(name >= ${`${n}/`} and name < ${`${n}0`})`);
      await db.execute(sql`delete from upload_object where name in ${names} or ${sql.join(ranges, sql` or `)}`);
    },
    async *listBefore(before) {
      // Keyset pages along the primary key: each page one index range, however many objects.
      let after = '';
      for (;;) {
        const rows = await queryRows<{ name: string }>(
          db,
          sql`select name from upload_object where name > ${after} and created_at < ${before.toISOString()}
              order by name limit ${LIST_PAGE}`,
        );
        if (rows.length) yield rows.map((r) => r.name);
        if (rows.length < LIST_PAGE) return;
        after = rows[rows.length - 1]!.name;
      }
    },
    close: async () => {},
  };
}
