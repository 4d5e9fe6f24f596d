import { ResultCode } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageKey } from '../i18n/index.js';
import { AppError } from '../lib/errors.js';

/** The request line and headers a request may carry: Node's own default, enforced by the shop. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * What Node's parser reads before it gives up itself (answered by the client error handler, with
 * the language only when Accept-Language is in the last packet read): a margin above the shop's
 * limit, so a request a little over it is refused here with everything known about it.
 */
export const HEADER_PARSE_LIMIT = 64 * 1024;

/** PostgreSQL `integer` (every id column): a larger id names nothing and would fail in SQL. */
export const MAX_ID = 2_147_483_647;

/** NUL cannot be stored in PostgreSQL text; other C0 controls (but tab and newlines) are never typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const isIdKey = (key: string) => key === 'id' || key === 'ids' || /[a-z](Id|Ids)$/.test(key);

interface Problem {
  path: string;
  key: MessageKey;
}

/** The first value the database would refuse, with its path as schema errors name it. */
function findProblem(value: unknown, path: string, idKey: boolean, depth = 0): Problem | null {
  if (depth > 20) return null;
  if (typeof value === 'string') {
    return FORBIDDEN_CHARACTERS.test(value) ? { path, key: 'field.invalidCharacters' } : null;
  }
  if (typeof value === 'number') {
    return idKey && Number.isInteger(value) && Math.abs(value) > MAX_ID ? { path, key: 'field.unknownId' } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findProblem(value[i], `${path}.${i}`, idKey, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findProblem(inner, path ? `${path}.${key}` : key, isIdKey(key), depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Values the contract's schemas let through but PostgreSQL refuses (a NUL byte in text, an id past
 * `integer`) become a 422 on their field instead of a database error. It runs after the route's
 * access check and validation (preHandler), so a caller who may not call an endpoint still learns
 * nothing about its input, and it sees the parsed values (ids coerced from query strings).
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  // Node's parser takes headers up to HEADER_PARSE_LIMIT, so that the shop's own limit is enforced
  // here, where every header has been read: the 431 is in the language the request asked for even
  // when Accept-Language came in another TCP packet than the header that was too large, or after it.
  app.addHook('onRequest', async (req) => {
    const raw = req.raw.rawHeaders;
    let size = (req.raw.method?.length ?? 0) + (req.raw.url?.length ?? 0) + 12;
    for (let i = 0; i < raw.length; i++) size += raw[i]!.length + 2;
    if (size > MAX_HEADER_BYTES) throw new AppError(431, 'headersTooLarge');
  });

  app.addHook('preHandler', async (req) => {
    const problem =
      findProblem(req.query, 'querystring', false) ??
      findProblem(req.body, 'body', false) ??
      findProblem(req.params, 'params', false);
    if (!problem) return;
    throw Object.assign(new AppError(ResultCode.invalid, 'invalidInput'), {
      field: { path: problem.path, key: problem.key },
    });
  });
});
