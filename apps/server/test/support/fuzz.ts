import * as contract from '@storefront/contract';
import { type Endpoint, httpStatusOf, LOCALES, type Locale, type StaffRole } from '@storefront/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { address } from '../../src/i18n/areas/address.js';
import { cart } from '../../src/i18n/areas/cart.js';
import { catalogue } from '../../src/i18n/areas/catalogue.js';
import { coupon } from '../../src/i18n/areas/coupon.js';
import { desk } from '../../src/i18n/areas/desk.js';
import { auth } from '../../src/i18n/areas/auth.js';
import { order } from '../../src/i18n/areas/order.js';
import { localeFromHeader, type MessageKey, translate } from '../../src/i18n/index.js';
import { enUS } from '../../src/i18n/messages/en-US.js';
import { applyEdits, type Edit, editArbitrary, expandMarkers, jsonSchemaOf, plausible } from './fuzz-values.js';

/** Every endpoint of the contract, as the access test finds them. */
export const endpoints = (Object.values(contract) as unknown[]).filter(
  (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v,
);

/** Accept-Language as browsers and scripts send it, and as nobody should. */
const ACCEPT_LANGUAGES = [
  ...LOCALES,
  'zh',
  'th',
  'vi-VN,vi;q=0.9,en;q=0.5',
  'lo',
  'fil',
  'en-GB',
  'zh-TW,zh;q=0.8',
  '*',
  'xx-YY',
  '',
  ';;q=abc,,',
  `${'zh-CN;q=0.1,'.repeat(500)}th`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonp',
  'application/octet-stream',
  'image/png',
  '*/*',
];

const MALFORMED = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

/** JSON number tokens JSON.stringify never writes, put in place of the first number of a body. */
const RAW_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '1e-999',
  '01',
];

const PATH_SUFFIXES = ['/', '/%', '/..%2f..%2f', '%00', '/%E0%A4%A', `/${'a'.repeat(5000)}`, '?%zz=%', '?a[b]=1&a=2'];

/** Headers the spec defines (§7) with values nobody should send; ASCII, as HTTP carries them. */
const NOISY_HEADERS: [string, string][] = [
  ['originalusername', '%E0%A4%A'],
  ['originalusername', '%00%ff'],
  ['originalmemberid', '-1'],
  ['originalmemberid', '99999999999999999999'],
  ['qrcode', 'q'.repeat(600)],
  ['deviceidentifier', '%00'],
  ['platform', 'x'.repeat(2000)],
  ['authorization', 'Bearer '],
  ['authorization', 'Basic Zm9vOmJhcg=='],
  ['authorization', `Bearer ${'a'.repeat(5000)}`],
  ['guestauthorization', 'Bearer null'],
];

type Transport = 'json' | 'rawNumber' | 'malformed' | 'contentType' | 'empty' | 'path' | 'multipart';

export interface FuzzCase {
  query: unknown;
  body: unknown;
  edits: Edit[];
  editQuery: boolean;
  transport: Transport;
  pick: number;
  garbage: string;
  acceptLanguage: string;
  identity: 'member' | 'visitor' | 'none';
  ip: string;
  idempotencyKey: string | null;
  noise: number[];
}

/** The generator of one request to `e`, with identities as its declared access needs them. */
export function caseArbitrary(e: Endpoint): fc.Arbitrary<FuzzCase> {
  const identities =
    e.access === 'public'
      ? (['none', 'member', 'visitor'] as const)
      : e.access === 'visitor'
        ? (['member', 'visitor'] as const)
        : (['member'] as const);
  return fc.record({
    query: e.query ? plausible(jsonSchemaOf(e.query)) : fc.constant(undefined),
    body: e.body ? plausible(jsonSchemaOf(e.body)) : fc.constant(undefined),
    edits: fc.array(editArbitrary, { maxLength: 3 }),
    editQuery: e.query && e.body ? fc.boolean() : fc.constant(Boolean(e.query)),
    transport: fc.constantFrom<Transport>(
      ...(['json', 'json', 'json', 'json', 'json', 'json', 'rawNumber', 'malformed', 'contentType', 'empty'] as const),
      ...(['path', e.path === '/upload/image' ? 'multipart' : 'json'] as const),
    ),
    pick: fc.nat(),
    garbage: fc.string({ unit: 'binary', maxLength: 64 }),
    acceptLanguage: fc.constantFrom(...ACCEPT_LANGUAGES),
    identity: fc.constantFrom(...identities),
    ip: fc.ipV4(),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.stringMatching(/^[ -~]{0,200}$/)), { freq: 2 }),
    noise: fc.oneof(fc.constant<number[]>([]), fc.array(fc.nat({ max: NOISY_HEADERS.length - 1 }), { maxLength: 2 })),
  });
}

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as browsers do). */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

const scalar = (v: unknown) =>
  v !== null && typeof v === 'object' ? expandMarkers(JSON.stringify(v)) : expandMarkers(String(v), false);

function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(scalar(value))}`;
  return Object.entries(value)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v.slice(0, 50) : [v]).map((item) => `${encode(k)}=${encode(scalar(item))}`),
    )
    .join('&');
}

export interface Tokens {
  member: string;
  /** One staff member per role: a staff endpoint is called by a holder of its first declared role. */
  staff: Record<StaffRole, string>;
  visitor: string;
}

/** The inject options of a case, for the caller's language `acceptLanguage`. */
export function requestOf(e: Endpoint, c: FuzzCase, tokens: Tokens, acceptLanguage: string): InjectOptions {
  const query = c.editQuery ? applyEdits(c.query, c.edits) : c.query;
  const body = c.editQuery ? c.body : applyEdits(c.body ?? {}, c.edits);
  const headers: Record<string, string> = { 'accept-language': acceptLanguage };
  const token = e.access === 'staff' ? tokens.staff[e.roles?.[0] ?? 'sales'] : tokens.member;
  if (c.identity === 'member') headers.authorization = `Bearer ${token}`;
  if (c.identity === 'visitor') headers.guestauthorization = `Bearer ${tokens.visitor}`;
  if (c.idempotencyKey !== null) headers['idempotency-key'] = c.idempotencyKey;
  for (const i of c.noise) {
    const [name, value] = NOISY_HEADERS[i]!;
    headers[name] = value;
  }
  let url = `/api${e.path}`;
  if (c.transport === 'path') url += PATH_SUFFIXES[c.pick % PATH_SUFFIXES.length];
  const qs = queryString(query);
  if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  const options: InjectOptions = { method: e.method, url, headers, remoteAddress: c.ip };
  if (e.method === 'GET' && c.transport !== 'contentType') return options;
  let payload = expandMarkers(JSON.stringify(body) ?? 'null');
  headers['content-type'] = 'application/json';
  switch (c.transport) {
    case 'rawNumber':
      payload = payload.replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/i, RAW_NUMBERS[c.pick % RAW_NUMBERS.length]!);
      break;
    case 'malformed':
      payload = c.pick % 3 === 0 ? c.garbage : MALFORMED[c.pick % MALFORMED.length]!;
      break;
    case 'contentType':
      headers['content-type'] = CONTENT_TYPES[c.pick % CONTENT_TYPES.length]!;
      break;
    case 'empty':
      payload = '';
      break;
    case 'multipart':
      headers['content-type'] = 'multipart/form-data; boundary=x';
      payload =
        `--x\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${scalar(body)}\r\n` +
        `--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
        `\x89PNG\r\n\x1a\n${c.garbage}\r\n--x--\r\n`;
      break;
  }
  return { ...options, payload };
}

/** Texts a locale shares with en-US (a loan word, a brand): the same answer there is no error. */
const allKeys = [enUS, auth, catalogue, address, cart, order, coupon, desk].flatMap((m) =>
  Object.keys('en-US' in m ? (m as Record<Locale, object>)['en-US'] : m),
) as MessageKey[];
const sharedWithEnglish = new Map<Locale, RegExp[]>(
  LOCALES.map((locale) => [
    locale,
    allKeys
      .filter((k) => translate(locale, k) === translate('en-US', k))
      .map(
        (k) =>
          new RegExp(
            `^${translate('en-US', k)
              .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
              .replace(/\{\w+\}/g, '.*')}$`,
            's',
          ),
      ),
  ]),
);

/** True when `message`, identical in `locale` and en-US, is one of the texts that really are the same. */
export const sameInBothLanguages = (locale: Locale, message: string) =>
  (sharedWithEnglish.get(locale) ?? []).some((r) => r.test(message));

export const localeOf = (acceptLanguage: string) => localeFromHeader(acceptLanguage);

/** Why an answer is not a well-formed envelope, or null when it is. */
export function envelopeProblem(status: number, contentType: unknown, raw: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (!String(contentType).startsWith('application/json')) return `content-type ${String(contentType)}`;
  let body: { code?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return 'body is not JSON';
  }
  if (!Number.isInteger(body.code) || typeof body.message !== 'string' || !('data' in body))
    return 'body is not {code, message, data}';
  if (httpStatusOf(body.code as number) !== status) return `code ${String(body.code)} under HTTP ${status}`;
  if (status !== 200 && !body.message) return 'empty message';
  return null;
}
