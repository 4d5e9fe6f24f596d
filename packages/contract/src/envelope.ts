import { z } from 'zod';
import type { FieldErrors } from './constants.js';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

/** Field errors carried in `data` of a 422. */
export const fieldErrorsSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
}) satisfies z.ZodType<FieldErrors>;

/** Pages are `{pageNum, pageSize, total, list}`. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    list: z.array(item),
  });

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of a list found by what staff type, at most `max` characters. */
export const keywordPageOf = (max: number) => pageQuery.extend({ keyword: z.string().trim().max(max).optional() });

/** A page of a list found by what staff type: phone digits, a name, an order number. */
export const keywordPageQuery = keywordPageOf(40);
