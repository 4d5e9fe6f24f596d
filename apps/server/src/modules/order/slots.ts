/**
 * Delivery and pickup time slots, computed from a warehouse's business hours in its own time zone
 * (a customer in Manila ordering from Hanoi sees Hanoi's hours). Pure: the caller gives the clock,
 * the settings and how many orders each slot already holds.
 */

export interface SlotSettings {
  timeZone: string;
  businessStartTime: string;
  businessEndTime: string;
  slotMinutes: number;
  slotCapacity: number;
  /** No order for a slot later than this many minutes before it starts. */
  cutOffMinutes: number;
  daysAhead: number;
  /** 0 Sunday … 6 Saturday. */
  closedWeekdays: number[];
  /** YYYY-MM-DD in the warehouse's calendar. */
  closedDates: string[];
  /** The first day offered, counted from today: 1 for shipped goods, which never arrive the same day. */
  firstDay?: number;
}

export interface Slot {
  date: string;
  start: string;
  end: string;
  startsAt: string;
  cutOffAt: string;
  capacity: number;
  remaining: number;
  full: boolean;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Offset of `tz` from UTC at instant `utcMs`, in minutes (+420 for Asia/Ho_Chi_Minh). */
// Building a DateTimeFormat costs far more than using one: one per zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (tz: string) => {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(tz, f);
  }
  return f;
};

function readOffset(tz: string, utcMs: number): number {
  const parts = formatOf(tz).formatToParts(new Date(utcMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60000);
}

// formatToParts is the costly part of placing an order's slot (~10 calls, ~0.2 ms). An offset
// changes only at a zone's transitions, which fall on whole quarter hours of UTC (offsets are
// multiples of 15 minutes and transitions happen at local :00/:30), so it is kept per zone and
// quarter hour. Bounded: cleared when it grows past a few days of quarter hours for a few zones.
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();
export function offsetMinutes(tz: string, utcMs: number): number {
  const key = `${tz} ${Math.floor(utcMs / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 5_000) offsets.clear();
    offset = readOffset(tz, utcMs);
    offsets.set(key, offset);
  }
  return offset;
}

/** The UTC instant of a wall-clock time in `tz` (checked twice, so a DST edge lands right). */
export function zonedInstant(date: string, time: string, tz: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const guess = Date.UTC(y!, mo! - 1, d, 0, 0) + minutesOf(time) * 60000;
  let at = guess - offsetMinutes(tz, guess) * 60000;
  at = guess - offsetMinutes(tz, at) * 60000;
  return new Date(at);
}

/** ISO 8601 with the zone's offset: "2026-11-24T08:00:00+07:00". */
export function isoInZone(at: Date, tz: string): string {
  const off = offsetMinutes(tz, at.getTime());
  const local = new Date(at.getTime() + off * 60000).toISOString().slice(0, 19);
  const sign = off >= 0 ? '+' : '-';
  const abs = Math.abs(off);
  return `${local}${sign}${hhmm(abs)}`;
}

/** Today's date in `tz`. */
export const localDate = (at: Date, tz: string) => isoInZone(at, tz).slice(0, 10);

const addDays = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
};
const weekday = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).getUTCDay();
};

/**
 * Every slot from today (or `firstDay` days on) for `daysAhead` days of calendar, skipping closed days and
 * slots past their cut-off. `taken` is keyed `date start`.
 */
export function computeSlots(settings: SlotSettings, now: Date, taken: Map<string, number>): Slot[] {
  const open = minutesOf(settings.businessStartTime);
  const close = minutesOf(settings.businessEndTime);
  const length = Math.max(15, settings.slotMinutes);
  const tz = settings.timeZone;
  const today = localDate(now, tz);
  const slots: Slot[] = [];
  const first = settings.firstDay ?? 0;
  for (let day = first; day < first + settings.daysAhead; day++) {
    const date = addDays(today, day);
    if (settings.closedWeekdays.includes(weekday(date)) || settings.closedDates.includes(date)) continue;
    // One offset per day (read at the day's opening): the zones we sell in keep one offset all day.
    const offset = offsetMinutes(tz, zonedInstant(date, hhmm(open), tz).getTime());
    const [y, m, d] = date.split('-').map(Number);
    const midnightUtc = Date.UTC(y!, m! - 1, d) - offset * 60000;
    const zone = `${offset >= 0 ? '+' : '-'}${hhmm(Math.abs(offset))}`;
    const local = (ms: number) => `${new Date(ms + offset * 60000).toISOString().slice(0, 19)}${zone}`;
    for (let start = open; start + length <= close; start += length) {
      const startsAt = midnightUtc + start * 60000;
      const cutOff = startsAt - settings.cutOffMinutes * 60000;
      if (cutOff <= now.getTime()) continue;
      const used = taken.get(`${date} ${hhmm(start)}`) ?? 0;
      const remaining = Math.max(0, settings.slotCapacity - used);
      slots.push({
        date,
        start: hhmm(start),
        end: hhmm(start + length),
        startsAt: local(startsAt),
        cutOffAt: local(cutOff),
        capacity: settings.slotCapacity,
        remaining,
        full: remaining === 0,
      });
    }
  }
  return slots;
}

/** The slot a customer chose, if it is one of today's offer (open, before its cut-off). */
export const findSlot = (settings: SlotSettings, now: Date, date: string, start: string) =>
  computeSlots(settings, now, new Map()).find((s) => s.date === date && s.start === start) ?? null;

/** Where the warehouse has no row of its own: its country's zone and ordinary settings. */
export const TIME_ZONES: Record<string, string> = {
  VN: 'Asia/Ho_Chi_Minh',
  TH: 'Asia/Bangkok',
  PH: 'Asia/Manila',
  LA: 'Asia/Vientiane',
  CN: 'Asia/Shanghai',
};
export const DEFAULT_SLOT_SETTINGS = { slotMinutes: 120, slotCapacity: 20, cutOffMinutes: 60, daysAhead: 3 } as const;
