import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { pruneOnce } from '../src/jobs/housekeeping.js';
import type { FastifyInstance } from 'fastify';
import { signCrmTicket } from '../src/modules/auth/crm-ticket.js';
import { createTestApp } from './support/app.js';
import { call, DEMO, loginByPassword, bearer } from './support/auth.js';

/**
 * Housekeeping (src/jobs/housekeeping.ts) removes what only grows — rate-limit windows long over,
 * sessions long expired, day-old SMS codes, visitors left without a session, redeemed CRM tickets
 * past their life — and nothing still in use; runners on several servers at once remove each row
 * once. On PostgreSQL the runners race on connections of their own.
 */
const CRM_SECRET = 'housekeeping-test-crm-secret-0123456789';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ CRM_TICKET_SECRET: CRM_SECRET });
});
afterAll(() => app.close());

const count = async (table: string, where = 'true') =>
  (await queryRows<{ n: number }>(app.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;
const exec = (text: string) => app.database.execute(text);

describe('housekeeping', () => {
  it('removes what is past use, in batches, each row once with several runners at once; keeps what is live', async () => {
    // 2,500 windows a day and a half old (three batches), and two in use.
    await exec(`insert into rate_limit (key, window_start, count)
      select 'hk:old:' || g, now() - interval '36 hours', 3 from generate_series(1, 2500) g`);
    await exec(`insert into rate_limit (key, window_start, count) values
      ('hk:day', now() - interval '23 hours', 9), ('hk:now', now(), 1)`);
    // A live member session, one expired two days ago, one revoked and long expired.
    const live = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    await exec(`insert into session (token_hash, kind, member_id, expires_at, revoked_at)
      select md5('hk-expired'), 'member', member_id, now() - interval '2 days', null from session limit 1`);
    await exec(`insert into session (token_hash, kind, member_id, expires_at, revoked_at)
      select md5('hk-revoked'), 'member', member_id, now() - interval '3 days', now() - interval '40 days' from session limit 1`);
    // Visitors: one idle (its session long expired), one with a live token, one just made.
    await exec(`insert into visitor (visitor_id, created_at) values
      ('v-hk-idle', now() - interval '40 days'), ('v-hk-live', now() - interval '40 days'), ('v-hk-new', now())`);
    await exec(`insert into session (token_hash, kind, visitor_ref, expires_at)
      select md5('hk-idle'), 'visitor', id, now() - interval '9 days' from visitor where visitor_id = 'v-hk-idle'`);
    await exec(`insert into session (token_hash, kind, visitor_ref, expires_at)
      select md5('hk-live'), 'visitor', id, now() + interval '20 days' from visitor where visitor_id = 'v-hk-live'`);
    await exec(`insert into search_history (owner, keyword) values ('v:v-hk-idle', 'mango'), ('v:v-hk-live', 'rice')`);
    // SMS codes: two days old (used and not), and a fresh one.
    await exec(`insert into sms_code (phone_country_code, phone_number, scene, code_hash, expires_at, consumed_at, created_at) values
      ('84', '900000001', 'login', 'x', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days'),
      ('84', '900000001', 'login', 'x', now() - interval '2 days', null, now() - interval '2 days'),
      ('84', '900000002', 'login', 'x', now() + interval '5 minutes', null, now())`);
    // Redeemed CRM tickets: one past its life, one still able to be replayed.
    await exec(`insert into crm_ticket_use (jti, keep_until) values
      ('hk-ticket-old-0000', now() - interval '1 minute'), ('hk-ticket-new-0000', now() + interval '1 hour')`);

    // Searches that found nothing: one forty days ago, one today.
    await exec(`insert into search_miss (locale, keyword, day) values
      ('en-US', 'hk old miss', current_date - 40), ('en-US', 'hk new miss', current_date)`);

    const before = {
      rateLimits: await count('rate_limit'),
      sessions: await count('session'),
      smsCodes: await count('sms_code'),
      visitors: await count('visitor'),
    };
    // Three runners at once (on PostgreSQL each statement takes a pooled connection of its own).
    const runs = await Promise.all([pruneOnce(app.db), pruneOnce(app.db), pruneOnce(app.db)]);
    const total = (k: keyof (typeof runs)[number]) => runs.reduce((sum, r) => sum + r[k], 0);
    expect(total('rateLimits')).toBe(2500);
    expect(total('sessions')).toBe(3); // the two expired members' and the idle visitor's
    expect(total('smsCodes')).toBe(2);
    expect(total('visitors')).toBe(1);
    expect(total('crmTickets')).toBe(1);
    expect(total('searchMisses')).toBe(1);
    expect(await count('search_miss', `keyword like 'hk % miss'`)).toBe(1);
    expect({
      rateLimits: await count('rate_limit'),
      sessions: await count('session'),
      smsCodes: await count('sms_code'),
      visitors: await count('visitor'),
    }).toEqual({
      rateLimits: before.rateLimits - 2500,
      sessions: before.sessions - 3,
      smsCodes: before.smsCodes - 2,
      visitors: before.visitors - 1,
    });
    expect(await count('rate_limit', `key in ('hk:day', 'hk:now')`)).toBe(2);
    expect(await count('visitor', `visitor_id in ('v-hk-live', 'v-hk-new')`)).toBe(2);
    expect(await count('search_history', `owner like 'v:v-hk-%'`)).toBe(1);
    expect(await count('crm_ticket_use', `jti = 'hk-ticket-new-0000'`)).toBe(1);
    expect((await call(app, 'GET', '/sso/info', { headers: bearer(live) })).body.code).toBe(200);
    // Nothing left to do: a second run removes nothing.
    expect(Object.values(await pruneOnce(app.db)).every((n) => n === 0)).toBe(true);
  });

  it('keeps a redeemed CRM ticket in a logged table: a replay is refused, and a crash of PostgreSQL would not forget it', async () => {
    const [persistence] = await queryRows<{ p: string }>(
      app.db,
      sql`select relpersistence as p from pg_class where relname = 'crm_ticket_use'`,
    );
    expect(persistence?.p).toBe('p');
    const [ids] = await queryRows<{ staff: number; customer: number }>(
      app.db,
      sql`select (select id from member where phone_number = ${DEMO.staff.phone}) as staff,
        (select id from member where phone_number = ${DEMO.customer.phone}) as customer`,
    );
    const ticket = signCrmTicket(CRM_SECRET, {
      staffId: ids!.staff,
      memberId: ids!.customer,
      exp: Math.floor(Date.now() / 1000) + 300,
    });
    const redeem = () => call(app, 'POST', '/sso/manipulateOrder/genTokenByCrm', { body: { ticket } });
    expect((await redeem()).body.code).toBe(200);
    expect((await redeem()).body.code).toBe(401);
    expect(await count('crm_ticket_use', `keep_until > now() + interval '1 hour'`)).toBeGreaterThanOrEqual(1);
    expect(await count('rate_limit', `key like 'crm:%'`)).toBe(0);
  });
});
