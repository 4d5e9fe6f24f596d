import * as contract from '@storefront/contract';
import { type Endpoint, LOCALES, type StaffRole } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

/** Every endpoint of the contract: the list the access checks walk, so a new one cannot be skipped. */
const endpoints = (Object.values(contract) as unknown[]).filter(
  (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v,
);

/** Who calls: nobody, a visitor token alone, a customer, and one staff member per role. */
const CALLERS = ['anonymous', 'visitor', 'member', 'sales', 'operations', 'finance', 'admin', 'catalogue'] as const;
type Caller = (typeof CALLERS)[number];
const STAFF: Record<StaffRole, { phone: string; password: string }> = {
  sales: DEMO.staff,
  operations: DEMO.operations,
  finance: DEMO.finance,
  admin: DEMO.admin,
  catalogue: DEMO.catalogue,
};
const isStaff = (c: Caller): c is StaffRole => c in STAFF;

/** What the declarations say a caller gets: through (any answer but 401/403), 401 or 403. */
function expected(e: Endpoint, caller: Caller): 'through' | 401 | 403 {
  switch (e.access) {
    case 'public':
      return 'through';
    case 'visitor':
      return caller === 'anonymous' ? 401 : 'through';
    case 'member':
      return caller === 'anonymous' || caller === 'visitor' ? 401 : 'through';
    case 'staff':
      if (caller === 'anonymous' || caller === 'visitor') return 401;
      return isStaff(caller) && e.roles?.includes(caller) ? 'through' : 403;
  }
}

let app: FastifyInstance;
const tokens = {} as Record<Exclude<Caller, 'anonymous' | 'visitor'>, string>;
let visitorToken: string;

beforeAll(async () => {
  app = await createIdentityApp();
  tokens.member = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
  for (const role of Object.keys(STAFF) as StaffRole[]) {
    tokens[role] = await loginByPassword(app, STAFF[role].phone, STAFF[role].password);
  }
  const visitor = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: 'access-test-device' } });
  visitorToken = visitor.body.data.token as string;
});
afterAll(() => app?.close());

/** A fresh login for calls that end the session they are sent with (logout). */
async function tokenFor(e: Endpoint, caller: Exclude<Caller, 'anonymous' | 'visitor'>): Promise<string> {
  if (!e.path.endsWith('/logout')) return tokens[caller];
  const who = caller === 'member' ? DEMO.customer : STAFF[caller];
  return loginByPassword(app, who.phone, who.password);
}

async function hit(e: Endpoint, caller: Caller, locale: string) {
  const headers: Record<string, string> = { 'accept-language': locale };
  if (caller === 'visitor') headers.guestauthorization = visitorToken;
  else if (caller !== 'anonymous') Object.assign(headers, bearer(await tokenFor(e, caller)));
  return app.inject({
    method: e.method,
    url: `/api${e.path}`,
    headers,
    ...(e.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('declared access', () => {
  it('every registered API route declares its access, every staff route its roles, and every contract endpoint is registered as declared', () => {
    const registered = new Map(app.declaredAccess.map((r) => [`${r.method} ${r.url}`, r]));
    for (const e of endpoints) {
      const r = registered.get(`${e.method} /api${e.path}`);
      expect(r?.access, `${e.method} ${e.path}`).toBe(e.access);
      expect(r?.roles, `${e.method} ${e.path}`).toEqual(e.roles ?? []);
      if (e.access === 'staff') expect(e.roles?.length, `${e.method} ${e.path} names its roles`).toBeGreaterThan(0);
    }
    for (const r of app.declaredAccess.filter((d) => d.access === 'staff')) expect(r.roles.length).toBeGreaterThan(0);
    expect(registered.size).toBeGreaterThanOrEqual(endpoints.length);
  });

  it('no staff endpoint lets sales and finance in together: whoever orders for a customer never confirms its money', () => {
    for (const e of endpoints) {
      expect(e.roles?.includes('sales') && e.roles.includes('finance'), `${e.method} ${e.path}`).toBeFalsy();
    }
  });

  const cases = endpoints.flatMap((e, i) =>
    CALLERS.map((caller, j) => [`${e.method} ${e.path}`, caller, e, LOCALES[(i + j) % LOCALES.length]!] as const),
  );
  it.each(cases)('%s, called by %s, answers as declared', async (_, caller, e, locale) => {
    const want = expected(e, caller);
    const res = await hit(e, caller, locale);
    if (want === 'through') {
      expect([401, 403], `${caller} ${e.method} ${e.path}: ${res.body}`).not.toContain(res.statusCode);
      return;
    }
    expect(res.statusCode, res.body).toBe(want);
    expect(res.json().code).toBe(want);
    if (want === 403) {
      // The refusal names the roles that may, in the caller's language.
      const roles = (e.roles ?? []).map((r) => translate(locale, `staff.role.${r}`)).join(', ');
      expect(res.json().message).toBe(translate(locale, 'staff.roleMissing', { roles }));
    }
  });

  it('a dead token is a 401 on every member and staff endpoint', async () => {
    for (const e of endpoints.filter((x) => x.access === 'member' || x.access === 'staff')) {
      const res = await app.inject({ method: e.method, url: `/api${e.path}`, headers: bearer('not-a-live-token') });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
    }
  });
});
