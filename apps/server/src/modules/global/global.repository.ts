import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country } from '../../db/schema/index.js';

export const listCountries = (db: Db) => db.select().from(country).orderBy(asc(country.sort), asc(country.countryCode));
