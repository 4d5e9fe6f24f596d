/**
 * Lao dates and numbers where the browser's Intl has no Lao data. Chromium builds that leave Lao
 * out of their ICU data write Lao as English ("Dec 31, 2026", "₭12,345"), while Node, which draws
 * the page, writes CLDR's Lao ("31 ທ.ວ. 2026", "₭12.345"); hydration would find other text than
 * it drew. Dates are written in British English order (Lao's own) with CLDR's Lao month and
 * weekday names; numbers in American English with Lao's separators and sign: the very text the
 * server drew.
 */
const MONTHS = {
  long: ['ມັງກອນ', 'ກຸມພາ', 'ມີນາ', 'ເມສາ', 'ພຶດສະພາ', 'ມິຖຸນາ', 'ກໍລະກົດ', 'ສິງຫາ', 'ກັນຍາ', 'ຕຸລາ', 'ພະຈິກ', 'ທັນວາ'],
  short: ['ມ.ກ.', 'ກ.ພ.', 'ມ.ນ.', 'ມ.ສ.', 'ພ.ພ.', 'ມິ.ຖ.', 'ກ.ລ.', 'ສ.ຫ.', 'ກ.ຍ.', 'ຕ.ລ.', 'ພ.ຈ.', 'ທ.ວ.'],
};
const WEEKDAYS = {
  long: ['ວັນອາທິດ', 'ວັນຈັນ', 'ວັນອັງຄານ', 'ວັນພຸດ', 'ວັນພະຫັດ', 'ວັນສຸກ', 'ວັນເສົາ'],
  short: ['ອາທິດ', 'ຈັນ', 'ອັງຄານ', 'ພຸດ', 'ພະຫັດ', 'ສຸກ', 'ເສົາ'],
};

let lacking: boolean | undefined;
/** Whether this runtime's Intl writes Lao month names (read once). */
export function intlLacksLao(): boolean {
  lacking ??=
    new Intl.DateTimeFormat('lo-LA', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 15)) !==
    MONTHS.long[0];
  return lacking;
}

type Width = 'long' | 'short';

/** The British English names of months and weekdays, to the Lao ones, by width ("May" is both). */
let toLao: Map<string, string> | undefined;
function laoNames(): Map<string, string> {
  if (toLao) return toLao;
  toLao = new Map();
  for (const width of ['long', 'short'] as const) {
    const month = new Intl.DateTimeFormat('en-GB', { month: width, timeZone: 'UTC' });
    MONTHS[width].forEach((lao, m) =>
      toLao!.set(`month\u0000${width}\u0000${month.format(Date.UTC(2026, m, 15))}`, lao),
    );
    // 1 February 2026 is a Sunday.
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: width, timeZone: 'UTC' });
    WEEKDAYS[width].forEach((lao, d) =>
      toLao!.set(`weekday\u0000${width}\u0000${weekday.format(Date.UTC(2026, 1, 1 + d))}`, lao),
    );
  }
  return toLao;
}

/** How wide a formatter writes its month and weekday; a date style names them by its own width. */
function widths(english: Intl.DateTimeFormat): { month: Width; weekday: Width } {
  const o = english.resolvedOptions();
  const styled: Width = o.dateStyle === 'medium' || o.dateStyle === 'short' ? 'short' : 'long';
  const width = (w: string | undefined): Width => (w === 'long' ? 'long' : w === 'short' ? 'short' : styled);
  return { month: width(o.month), weekday: width(o.weekday) };
}

/** `format` of a British English formatter, its month and weekday names written in Lao. */
export function formatLaoDate(english: Intl.DateTimeFormat, date: Date): string {
  const names = laoNames();
  const wide = widths(english);
  return english
    .formatToParts(date)
    .map((p) =>
      p.type === 'month' || p.type === 'weekday'
        ? (names.get(`${p.type}\u0000${wide[p.type]}\u0000${p.value}`) ?? p.value)
        : p.value,
    )
    .join('');
}

/** An American English number's parts as Lao writes them: "." groups, "," decimals, "₭-42". */
export function laoNumberParts(english: Intl.NumberFormat, value: number): Intl.NumberFormatPart[] {
  const parts = english
    .formatToParts(value)
    .map((p) => (p.type === 'group' ? { ...p, value: '.' } : p.type === 'decimal' ? { ...p, value: ',' } : p));
  if (parts[0]?.type === 'minusSign' && parts[1]?.type === 'currency') [parts[0], parts[1]] = [parts[1], parts[0]];
  return parts;
}
