import type { Db } from '../../client.js';
import { administrativeDivision } from '../../schema/index.js';
import { DIVISIONS, type Entry } from './divisions.data.js';

/** Reference data every install needs (the address pickers); inserts only what is missing. */
export async function seedDivisions(db: Db): Promise<void> {
  const rows: (typeof administrativeDivision.$inferInsert)[] = [];
  for (const c of DIVISIONS) {
    const names = ([, local, latin]: Entry) => ({ [c.locale]: local, 'en-US': latin ?? local });
    const add = (entries: Entry[], level: 1 | 2 | 3, parentCode: string | null) =>
      entries.forEach((e) => rows.push({ countryCode: c.countryCode, code: e[0], parentCode, level, names: names(e) }));
    add(c.provinces, 1, null);
    for (const [parent, list] of Object.entries(c.districts)) add(list, 2, parent);
    for (const [parent, list] of Object.entries(c.wards)) add(list, 3, parent);
  }
  await db.insert(administrativeDivision).values(rows).onConflictDoNothing();
}
