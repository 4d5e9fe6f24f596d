import { ResultCode } from '@storefront/contract';
import type { MessageKey, MessageParams } from '../i18n/index.js';

/**
 * An expected failure a service reports to the caller: an envelope code and a message key that
 * the envelope plugin translates into the request's language. Anything else thrown is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'notFound') => new AppError(ResultCode.notFound, key);
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(ResultCode.unauthorized, key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(ResultCode.forbidden, key);
export const conflict = (key: MessageKey = 'conflict', params?: MessageParams) =>
  new AppError(ResultCode.conflict, key, params);
/** A field-level rejection decided by a service (not by a schema), shaped like a schema's 422. */
export const invalidField = (path: string, key: MessageKey, params?: MessageParams) =>
  Object.assign(new AppError(ResultCode.invalid, 'invalidInput'), { field: { path, key, params } });

/** A unique index refused the write (PostgreSQL 23505; drizzle may wrap the driver's error as `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
