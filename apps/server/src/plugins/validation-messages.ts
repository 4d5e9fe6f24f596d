import type { Locale } from '@storefront/contract';
import { type MessageKey, translate } from '../i18n/index.js';

/** One rejected field of a 422, in the caller's language. */
export interface FieldError {
  path: string;
  message: string;
}

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

type Sized = 'string' | 'number' | 'int' | 'bigint' | 'array' | 'set' | 'date';

function keyOf(issue: IssueLike): { key: MessageKey; params?: Record<string, string | number> } {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      // zod reports a missing field as "expected X, received undefined".
      if (/received undefined/.test(issue.message ?? '')) return { key: 'field.required' };
      if (p.expected === 'int') return { key: 'field.notInteger' };
      return { key: 'field.invalidType' };
    case 'too_small': {
      const origin = p.origin as Sized | undefined;
      const minimum = Number(p.minimum);
      if (origin === 'string')
        return minimum === 1 ? { key: 'field.required' } : { key: 'field.tooShort', params: { minimum } };
      if (origin === 'array' || origin === 'set') return { key: 'field.tooFewItems', params: { minimum } };
      return { key: 'field.tooSmall', params: { minimum } };
    }
    case 'too_big': {
      const origin = p.origin as Sized | undefined;
      const maximum = Number(p.maximum);
      if (origin === 'string') return { key: 'field.tooLong', params: { maximum } };
      if (origin === 'array' || origin === 'set') return { key: 'field.tooManyItems', params: { maximum } };
      return { key: 'field.tooBig', params: { maximum } };
    }
    case 'invalid_format':
      return p.format === 'email' ? { key: 'field.invalidEmail' } : { key: 'field.invalidFormat' };
    case 'invalid_value':
      return { key: 'field.invalidOption', params: { options: (p.values as unknown[] | undefined)?.join(', ') ?? '' } };
    case 'unrecognized_keys':
      return { key: 'field.unknownField' };
    case 'custom':
      // Schemas may name a message key of ours in `params.messageKey` for rules zod cannot say.
      if (typeof (p.params as { messageKey?: unknown } | undefined)?.messageKey === 'string') {
        return { key: (p.params as { messageKey: MessageKey }).messageKey };
      }
      return { key: 'field.invalidType' };
    default:
      return { key: 'field.invalidType' };
  }
}

/** Translates schema issues (as fastify-type-provider-zod reports them) into field errors. */
export function fieldErrors(locale: Locale, issues: IssueLike[], prefix?: string): FieldError[] {
  return issues.map((issue) => {
    const { key, params } = keyOf(issue);
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { path: [prefix, path].filter(Boolean).join('.'), message: translate(locale, key, params) };
  });
}
