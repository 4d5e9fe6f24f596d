import { z } from 'zod';

/**
 * Every answer of the API is this envelope (DESIGN.md §4). `code` 200 is success; the HTTP status
 * equals the code below 600, and 681 (an expected condition the client handles silently) travels
 * as HTTP 409.
 */
export const ResultCode = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalid: 422,
  tooMany: 429,
  serverError: 500,
  silent: 681,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status that carries a given envelope code. */
export const httpStatusOf = (code: number): number => (code >= 600 ? 409 : code);

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

/** Field errors carried in `data` of a 422. */
export const fieldErrorsSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

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
