import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { LONGEST_WINDOW_SECONDS } from '../lib/rate-limit.js';
import { every, type StopJob } from './every.js';

/** Rows one statement removes: small enough that no batch holds its locks for long. */
const BATCH = 1_000;

/**
 * One batch of each kind of row that only grows, as `with gone as (delete … returning) select
 * count(*)`. Each claims its rows with FOR UPDATE SKIP LOCKED, so runners on every server at once
 * neither wait for each other nor take the same rows, and a row a request is writing right now is
 * left for the next run.
 */
const PRUNES = {
  // Counters whose window began more than the longest window ago: their next hit starts afresh.
  rateLimits: sql`with gone as (delete from rate_limit where key in (
      select key from rate_limit where window_start < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from gone`,
  // Sessions expired (revoked ones too: revoking never extends the expiry) more than a day ago.
  sessions: sql`with gone as (delete from session where id in (
      select id from session where expires_at < now() - interval '1 day'
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from gone`,
  // SMS codes live five minutes; a day on, used or not, they only take room.
  smsCodes: sql`with gone as (delete from sms_code where id in (
      select id from sms_code where created_at < now() - interval '1 day'
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from gone`,
  // Visitors left without a session (theirs expired and pruned), with their search history. A day
  // old at least: a new visitor's row is written just before its first session.
  visitors: sql`with gone as (delete from visitor where id in (
      select v.id from visitor v
      where v.created_at < now() - interval '1 day' and not exists (select 1 from session s where s.visitor_ref = v.id)
      limit ${BATCH} for update skip locked) returning visitor_id),
    history as (delete from search_history where owner in (select 'v:' || visitor_id from gone))
    select count(*)::int as n from gone`,
  // Redeemed CRM tickets, once the ticket would be expired anyway.
  crmTickets: sql`with gone as (delete from crm_ticket_use where jti in (
      select jti from crm_ticket_use where keep_until < now()
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from gone`,
  // Searches that found nothing: the console reads back a week; five kept, then they only take room.
  searchMisses: sql`with gone as (delete from search_miss where (locale, keyword, day) in (
      select locale, keyword, day from search_miss where day < current_date - 35
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from gone`,
} satisfies Record<string, SQL>;

export type Pruned = Record<keyof typeof PRUNES, number>;

/** Removes, batch by batch, every row of each kind that is past use; answers how many this runner removed. */
export async function pruneOnce(db: Db): Promise<Pruned> {
  const pruned = {} as Pruned;
  for (const [kind, statement] of Object.entries(PRUNES) as [keyof Pruned, SQL][]) {
    pruned[kind] = 0;
    for (;;) {
      const [row] = await queryRows<{ n: number }>(db, statement);
      const n = Number(row?.n ?? 0);
      pruned[kind] += n;
      if (n < BATCH) break;
    }
  }
  return pruned;
}

/**
 * Runs housekeeping every `everyMs` (HOUSEKEEPING_INTERVAL_MS, ten minutes) on this server, as
 * every server does; a failed run is logged and the next one tries again.
 */
export function startHousekeepingJob(
  db: Db,
  log: { error: (o: object, m: string) => void },
  everyMs = 600_000,
): StopJob {
  return every(
    everyMs,
    async () => void (await pruneOnce(db)),
    (error) => log.error({ err: error }, 'housekeeping failed'),
  );
}
