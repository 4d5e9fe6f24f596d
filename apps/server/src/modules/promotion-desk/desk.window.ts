import { LOCALES, type OfferState } from '@storefront/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Localized } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';

/** The columns of an offer's window. */
interface Window {
  startsAt: AnyPgColumn;
  endsAt: AnyPgColumn;
}

/** Where the database's clock stands in the window: the same clock the shop judges it by. */
export const stateOf = (w: Window) =>
  sql<OfferState>`case when now() < ${w.startsAt} then 'scheduled' when now() < ${w.endsAt} then 'running' else 'ended' end`;

export const stateWhere = (w: Window, state: OfferState): SQL =>
  state === 'scheduled'
    ? sql`now() < ${w.startsAt}`
    : state === 'running'
      ? sql`now() >= ${w.startsAt} and now() < ${w.endsAt}`
      : sql`now() >= ${w.endsAt}`;

/** Open offers first, the soonest to end first; then the ended ones, the latest ended first. */
export const soonestFirst = (w: Window & { id: AnyPgColumn }) => [
  sql`${w.endsAt} <= now()`,
  sql`case when ${w.endsAt} > now() then ${w.endsAt} end asc`,
  sql`${w.endsAt} desc`,
  sql`${w.id} desc`,
];

/** Guards an end-now update: it ends what has not ended; one not started yet keeps an empty window. */
export const endNow = (w: Window) => ({
  set: sql`greatest(now(), ${w.startsAt})`,
  open: sql`${w.endsAt} > now()`,
});

/**
 * The window typed in the console: the end after the start, and not past (a window that is over
 * would never run). `now` is the server's clock.
 */
export function windowOf(body: { startsAt: string; endsAt: string }, now = Date.now()) {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt.getTime() <= startsAt.getTime()) throw invalidField('body.endsAt', 'desk.windowOrder');
  if (endsAt.getTime() <= now) throw invalidField('body.endsAt', 'desk.windowPast');
  return { startsAt, endsAt };
}

/**
 * Texts per locale as stored: trimmed, the empty ones left out (the shop then shows English). With
 * `english`, the English text is required, since every other language falls back to it.
 */
export function textsOf(texts: Partial<Record<string, string>>, field: string, english = true): Localized {
  const kept: Localized = {};
  for (const locale of LOCALES) {
    const text = texts[locale]?.trim();
    if (text) kept[locale] = text;
  }
  if (english && !kept['en-US']) throw invalidField(`${field}.en-US`, 'desk.englishTitle');
  return kept;
}

/** The instant as the contract answers it. */
export const iso = (d: Date | string) => new Date(d).toISOString();
