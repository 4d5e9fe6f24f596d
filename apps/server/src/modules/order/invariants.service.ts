import type { Db } from '../../db/client.js';
import { findInconsistencies } from './invariants.repository.js';

/**
 * The order module's own invariants (stock held, slots, credit totals) as `ops check` reports
 * them beside the cross-module ones (ops/consistency.ts).
 */
export const orderInconsistencies = (db: Db) => findInconsistencies(db);
