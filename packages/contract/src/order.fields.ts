// Field builders the order contract files share (private: not exported from index.ts).
import { z } from 'zod';

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const msg = (messageKey: string) => ({ params: { messageKey } });
export const text = (max: number) => z.string().trim().max(max);
export const required = (max: number) => text(max).min(1);
/**
 * A calendar day, YYYY-MM-DD, that exists (no 30 February): the database reads it as a date, so a
 * day that is not one is refused here rather than failing there.
 */
export const isoDate = z.string().refine((v) => {
  if (!/^[12]\d{3}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
}, msg('ops.date'));
