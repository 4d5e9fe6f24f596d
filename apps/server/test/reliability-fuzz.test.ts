import type { Endpoint, Locale } from '@storefront/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  caseArbitrary,
  endpoints,
  envelopeProblem,
  type FuzzCase,
  localeOf,
  requestOf,
  sameInBothLanguages,
  type Tokens,
} from './support/fuzz.js';
import { createIdentityApp, DEMO, digest, VN } from './support/auth.js';

/**
 * Inputs generated from the contract schemas of every endpoint, edited into wrong
 * types, huge and hostile strings, odd numbers, missing and extra fields, deep nesting, huge
 * arrays, malformed JSON and wrong content types, sent as the endpoint's declared access needs.
 * Every answer must be the envelope, never a 5xx, and a 4xx must speak the caller's language.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<n> npx vitest run test/reliability-fuzz.test.ts
 * (FUZZ_RUNS=<cases per endpoint> for a longer run).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * PGlite is PostgreSQL itself (the same parser, types and errors, compiled to WebAssembly), so
 * most of the run happens there; on the PostgreSQL server a third as many cases check what differs
 * (the driver, the connection pool). Together a CI run sends at least 10,000 requests,
 * within CI's time budget. `npm run test:soak` runs 700 cases per endpoint on both.
 */
const onPostgres = inject('testDatabase').kind === 'postgres';
const RUNS = Number(process.env.FUZZ_RUNS ?? (onPostgres ? 25 : 75));
const MINIMUM_REQUESTS = onPostgres ? 2_500 : 7_500;

let app: FastifyInstance;
const tokens: Tokens = {
  member: '',
  staff: { sales: '', operations: '', finance: '', admin: '', catalogue: '' },
  visitor: '',
};
const STAFF_LOGINS = {
  sales: DEMO.staff,
  operations: DEMO.operations,
  finance: DEMO.finance,
  admin: DEMO.admin,
  catalogue: DEMO.catalogue,
};
let requests = 0;
const statuses = new Map<number, number>();

async function login(phone: string, password: string, remoteAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sso/login/password',
    payload: { phoneCountryCode: VN, phoneNumber: phone, password: digest(password) },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** Logs in again when a fuzzed call logged the member out (GET /sso/logout is an endpoint too). */
async function ensureTokens() {
  const alive = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/sso/info', headers: { authorization: `Bearer ${token}` } }))
      .statusCode === 200;
  if (!tokens.member || !(await alive(tokens.member)))
    tokens.member = await login(DEMO.customer.phone, DEMO.customer.password, '10.9.0.1');
  for (const role of Object.keys(STAFF_LOGINS) as (keyof typeof STAFF_LOGINS)[]) {
    if (!tokens.staff[role] || !(await alive(tokens.staff[role])))
      tokens.staff[role] = await login(STAFF_LOGINS[role].phone, STAFF_LOGINS[role].password, '10.9.0.2');
  }
}

beforeAll(async () => {
  app = await createIdentityApp();
  const visitor = await app.inject({ method: 'POST', url: '/api/sso/visitor/token', payload: { visitorId: 'fuzz' } });
  tokens.visitor = visitor.json().data.token as string;
}, 120_000);
afterAll(async () => {
  console.info(
    `fuzz: seed ${SEED}, ${requests} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  await app?.close();
});

async function send(e: Endpoint, c: FuzzCase, acceptLanguage: string): Promise<LightMyRequestResponse> {
  const res = await app.inject(requestOf(e, c, tokens, acceptLanguage));
  requests++;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const problem = envelopeProblem(res.statusCode, res.headers['content-type'], res.body);
  if (problem) throw new Error(`${problem} (Accept-Language "${acceptLanguage}"): ${res.body.slice(0, 600)}`);
  return res;
}

type Answer = { message: string; data?: { fields?: { message: string }[] } | null };

/** Texts of a 4xx in `locale` that are the English ones of the same request, and should not be. */
function untranslated(locale: Locale, answer: Answer, english: Answer): string[] {
  const pairs: [string, string][] = [[answer.message, english.message]];
  const fields = answer.data?.fields;
  const englishFields = english.data?.fields;
  if (Array.isArray(fields) && Array.isArray(englishFields) && fields.length === englishFields.length)
    fields.forEach((f, i) => pairs.push([f.message, englishFields[i]!.message]));
  return pairs.filter(([a, b]) => a === b && !sameInBothLanguages(locale, a)).map(([a]) => a);
}

async function property(e: Endpoint, c: FuzzCase) {
  const res = await send(e, c, c.acceptLanguage);
  const locale = localeOf(c.acceptLanguage);
  if (res.statusCode < 400 || locale === 'en-US') return;
  const english = await send(e, c, 'en-US');
  if (english.statusCode !== res.statusCode) return; // the first call changed something (a rate limit)
  const left = untranslated(locale, res.json<Answer>(), english.json<Answer>());
  if (left.length) throw new Error(`${res.statusCode} in ${locale} answered in English: ${left.join(' | ')}`);
}

describe(`fuzzing every endpoint from its contract schemas (seed ${SEED})`, () => {
  it.each(endpoints.map((e, i) => [`${e.method} ${e.path}`, e, i] as const))(
    '%s: no 5xx, always the envelope, 4xx in the caller language',
    async (name, e, i) => {
      await ensureTokens();
      try {
        await fc.assert(
          fc.asyncProperty(caseArbitrary(e), (c) => property(e, c)),
          { seed: SEED + i, numRuns: RUNS },
        );
      } catch (error) {
        throw new Error(`${name} failed with FUZZ_SEED=${SEED}: ${(error as Error).message}`, { cause: error });
      }
    },
    300_000,
  );

  it(`sent at least ${MINIMUM_REQUESTS} requests`, () => {
    if (process.env.FUZZ_RUNS) return; // a shorter run was asked for
    expect(requests).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  });
});
